/** The destination of /jumpIndex: only an absolute http(s) URL (no javascript:, data:, relative or protocol-relative links). */
export function externalUrl(raw: string | undefined): { ok: true; url: string; host: string } | { ok: false; reason: 'missing' | 'bad' } {
  const text = raw?.trim();
  if (!text) return { ok: false, reason: 'missing' };
  if (text.length > 2000 || !/^https?:\/\//i.test(text)) return { ok: false, reason: 'bad' };
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return { ok: false, reason: 'bad' };
    return { ok: true, url: url.href, host: url.host };
  } catch {
    return { ok: false, reason: 'bad' };
  }
}
