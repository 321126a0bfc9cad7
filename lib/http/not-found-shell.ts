import type { ServerResponse } from 'node:http';
import { MSG } from '../messages/core';
import { routes } from '../routes';

/**
 * The 404 page's words in the raw HTML of every 404 (scripts/storefront-server.ts).
 *
 * A page that calls notFound() (an unknown id, a /{segment} that is no CAS number …) is answered by Next 16 with an
 * empty error document, `<html id="__next_error__">`, whose body the browser fills from the page data once the
 * scripts run: without JavaScript — a crawler, curl, a slow phone — the 404 said nothing.
 * Such a response gets the 404 text and its links (SPEC §2: 'This page could not be found', 返回首页) written into
 * its body here. With JavaScript nothing changes: React renders that document from scratch (createRoot), which
 * clears what the body holds and draws the not-found page of the route's own layout.
 */
const SHELL_MARK = '<html id="__next_error__"';
/** How far into the response the mark must appear (after the doctype). */
const MARK_WINDOW = 128;
/** The body's opening tag comes after the head (scripts and metadata): give up on a response that has none by then. */
const BODY_WINDOW = 512 * 1024;
const BODY_TAG = /<body[^>]*>/;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 404 content, plain HTML with inline styles: the error document loads none of the shop's CSS. */
export function notFoundFallbackHtml(): string {
  const link = (href: string, text: string, primary: boolean) =>
    `<a href="${href}" style="display:inline-block;margin:0 8px;padding:8px 24px;border:1px solid #0b4ea2;border-radius:4px;text-decoration:none;${primary ? 'background:#0b4ea2;color:#fff' : 'color:#0b4ea2'}">${escapeHtml(text)}</a>`;
  return (
    '<main data-not-found="" style="max-width:560px;margin:96px auto;padding:0 16px;text-align:center;font-family:&quot;PingFang SC&quot;,&quot;Microsoft YaHei&quot;,sans-serif;color:#1f2329">' +
    '<p aria-hidden="true" style="margin:0;font-size:72px;font-weight:700;color:#0b4ea2">404</p>' +
    `<h1 style="margin:16px 0 8px;font-size:22px">${escapeHtml(MSG.notFoundTitle)}</h1>` +
    `<p style="margin:0 0 28px;color:#4e5969">${escapeHtml(MSG.notFoundText)}</p>` +
    `<p>${link(routes.home, MSG.backHome, true)}${link(routes.allClassify, MSG.browseCategories, false)}</p>` +
    '</main>'
  );
}

/** The response with the 404 content after the body's opening tag; null when it is not Next's empty 404 document. */
export function fillShell(html: Buffer): Buffer | null {
  const head = html.subarray(0, MARK_WINDOW).toString('latin1');
  if (!head.includes(SHELL_MARK)) return null;
  const text = html.toString('utf8');
  const body = BODY_TAG.exec(text);
  if (!body) return null;
  const at = body.index + body[0].length;
  return Buffer.from(text.slice(0, at) + notFoundFallbackHtml() + text.slice(at), 'utf8');
}

type Phase = 'undecided' | 'seeking' | 'pass';

/**
 * Watches one response: a 404 whose HTML starts as Next's empty error document is held until its body tag has
 * arrived, then sent on with the 404 content in it (and without a Content-Length, which no longer holds).
 * Everything else passes untouched, byte for byte, from the first write on. Call it on each request before Next
 * handles it, after the other wrappers of the response (it must see what Next writes, before compression).
 */
export function fillNotFoundShell(res: ServerResponse): void {
  const write = res.write as (...a: unknown[]) => boolean;
  const end = res.end as (...a: unknown[]) => ServerResponse;
  let phase: Phase = 'undecided';
  let held: Buffer[] = [];
  let heldBytes = 0;

  const isCandidate = (r: ServerResponse) => r.statusCode === 404 && /^text\/html\b/i.test(String(r.getHeader('content-type') ?? 'text/html'));
  const bufferOf = (chunk: unknown, encoding: unknown) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
  const take = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const b = bufferOf(chunk, encoding);
    held.push(b);
    heldBytes += b.length;
  };
  /** What the held bytes allow deciding now; `final` when no more will come. */
  const decide = (r: ServerResponse, final: boolean): Buffer | null => {
    const all = Buffer.concat(held);
    if (phase === 'undecided') {
      if (all.length < MARK_WINDOW && !final) return null;
      phase = all.subarray(0, MARK_WINDOW).includes(SHELL_MARK) ? 'seeking' : 'pass';
    }
    if (phase === 'seeking') {
      const filled = fillShell(all);
      if (filled) {
        phase = 'pass';
        if (!r.headersSent) r.removeHeader('content-length');
        return filled;
      }
      if (!final && all.length < BODY_WINDOW) return null;
      phase = 'pass';
    }
    return all;
  };
  const release = () => {
    held = [];
    heldBytes = 0;
  };

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (phase === 'undecided' && !isCandidate(this)) phase = 'pass';
    if (phase === 'pass') return write.call(this, chunk, ...rest);
    take(chunk, rest[0]);
    const callback = rest.find((a) => typeof a === 'function') as (() => void) | undefined;
    const out = decide(this, false);
    if (!out) {
      callback?.();
      return true;
    }
    release();
    return callback ? write.call(this, out, callback) : write.call(this, out);
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (phase === 'undecided' && !isCandidate(this)) phase = 'pass';
    if (phase === 'pass' && heldBytes === 0) return end.call(this, ...args);
    const [chunk, encoding] = args;
    take(chunk, encoding);
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    const out = decide(this, true) ?? Buffer.concat(held);
    release();
    return callback ? end.call(this, out, callback) : end.call(this, out);
  } as ServerResponse['end'];
}
