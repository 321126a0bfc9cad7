import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { isApiPath } from './forwarding';
import { securityHeaders } from './securityHeaders';

/**
 * A short answer a server gives itself before the application sees the request (an undecodable path, a request
 * too long to read): the envelope (SPEC §7, code 0) for API calls, else a small Chinese page. Never cached.
 */
export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const envelopeOf = (message: string) => JSON.stringify({ code: 0, data: null, message, messageCode: null, totalCount: null });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: the heading, the message and a way home, in the shop's colours. */
function pageOf(heading: string, message: string): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(heading)} - 标准品商城</title>
<style>body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2937;background:#f5f7fa}main{max-width:560px;margin:120px auto;padding:40px;background:#fff;border-radius:8px;text-align:center}h1{font-size:22px;margin:0 0 16px}p{line-height:1.7;color:#4b5563}a{display:inline-block;margin-top:16px;padding:8px 24px;background:#1458b8;color:#fff;border-radius:4px;text-decoration:none}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p><a href="/">返回首页</a></main></body></html>`;
}

const finish = (status: number, contentType: string, body: string, extra: Record<string, string> = {}): Refusal => ({
  status,
  headers: { ...extra, 'Content-Type': contentType, 'Content-Length': String(Buffer.byteLength(body)), 'Cache-Control': 'no-store' },
  body,
});

/** The mall API's refusal: the envelope as JSON. */
export const apiRefusal = (status: number, message: string): Refusal => finish(status, 'application/json; charset=utf-8', envelopeOf(message));

export interface StorefrontRefusalOptions {
  /** NEXT_PUBLIC_API_BASE: a path under it is an {api} call and gets the envelope. */
  apiBase: string;
  dev: boolean;
  /** The page's heading (网址有误 unless given). */
  heading?: string;
}

/**
 * The storefront server's refusal: {api} calls (`path` under the API base) get the envelope, everything else
 * (an unknown path too) the page; both with the headers every page gets (next.config.ts), since Next never sees it.
 */
export function storefrontRefusal(status: number, message: string, path: string | null, { apiBase, dev, heading = '网址有误' }: StorefrontRefusalOptions): Refusal {
  const security = Object.fromEntries(securityHeaders({ apiBase, dev }).map(({ key, value }) => [key, value]));
  return path !== null && isApiPath(path, apiBase)
    ? finish(status, 'application/json; charset=utf-8', envelopeOf(message), security)
    : finish(status, 'text/html; charset=utf-8', pageOf(heading, message), security);
}

/** Sends a refusal as the answer to a parsed request (no body for HEAD). */
export function sendRefusal(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  res.writeHead(refusal.status, refusal.headers);
  res.end(req.method === 'HEAD' ? undefined : refusal.body);
}

/** HTTP/1.1 reason phrases of the statuses written straight to a socket. */
const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/** Writes a refusal to a socket whose request could not be parsed, then closes the connection (our side). */
export function writeRefusal(socket: Duplex, refusal: Refusal): void {
  const head = Object.entries({ ...refusal.headers, Connection: 'close' }).map(([k, v]) => `${k}: ${v}\r\n`);
  socket.end(`HTTP/1.1 ${refusal.status} ${REASONS[refusal.status] ?? 'Error'}\r\n${head.join('')}\r\n${refusal.body}`);
}
