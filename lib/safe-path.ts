/**
 * A same-site path to navigate to after a login (the `redirect` query, a saved source path), or null.
 * Browsers strip tab/CR/LF from URLs and read `\` as `/`, so "/\t/evil.example" becomes "//evil.example",
 * another host: prefix checks are not enough. The target is parsed as a URL against a fixed origin and
 * kept only when that origin is unchanged; on top, raw control characters, backslashes and anything not
 * starting with exactly one `/` are refused before parsing. What is returned is the parsed path, query and
 * hash — the string that was checked is the string that is followed.
 */
const BASE = 'https://refmall.invalid';

export function safeLocalPath(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target.length > 2048) return null;
  if (!target.startsWith('/') || target.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}
