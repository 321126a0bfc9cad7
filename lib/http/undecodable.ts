import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath } from './forwarding';
import { securityHeaders } from './securityHeaders';

/**
 * A path whose percent-encoding does not decode (`/%%%`, `/goodsDetail/%E4%`) is refused here with a 400 and a
 * Chinese message, before Next sees it: Next's router decodes the path itself and, on a URIError, answered a bare
 * English `500 Internal Server Error` for every page family (docs/decisions.md). The query string is not checked:
 * Next reads it with URLSearchParams, which keeps an undecodable `%` as it is.
 */
export const UNDECODABLE_PATH_MESSAGE = '网址有误：其中的百分号编码（%）不完整，无法识别。请检查网址后重试。';

/** The path part of a request target, up to ? or #. */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/** True when the path part of a request target does not percent-decode. */
export function hasUndecodablePath(url: string): boolean {
  const path = pathOf(url);
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pageOf(message: string): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>网址有误 - 标准品商城</title>
<style>body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2937;background:#f5f7fa}main{max-width:560px;margin:120px auto;padding:40px;background:#fff;border-radius:8px;text-align:center}h1{font-size:22px;margin:0 0 16px}p{line-height:1.7;color:#4b5563}a{display:inline-block;margin-top:16px;padding:8px 24px;background:#1458b8;color:#fff;border-radius:4px;text-decoration:none}</style></head>
<body><main><h1>网址有误</h1><p>${escapeHtml(message)}</p><a href="/">返回首页</a></main></body></html>`;
}

/**
 * Answers a request whose path does not decode and returns true; otherwise leaves it alone and returns false.
 * {api} calls get the envelope (SPEC §7) as JSON, everything else a small page.
 */
export function refuseUndecodablePath(req: IncomingMessage, res: ServerResponse, apiBase: string, dev = false): boolean {
  const url = req.url ?? '/';
  if (!hasUndecodablePath(url)) return false;
  const api = isApiPath(pathOf(url), apiBase);
  const body = api
    ? JSON.stringify({ code: 0, data: null, message: UNDECODABLE_PATH_MESSAGE, messageCode: null, totalCount: null })
    : pageOf(UNDECODABLE_PATH_MESSAGE);
  // The headers every page gets (next.config.ts), since this answer never reaches Next.
  for (const { key, value } of securityHeaders({ apiBase, dev })) res.setHeader(key, value);
  res.writeHead(400, {
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
