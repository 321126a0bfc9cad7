import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendRefusal, storefrontRefusal } from './refusal';

/**
 * A path whose percent-encoding does not decode (`/%%%`, `/goodsDetail/%E4%`) is refused here with a 400 and a
 * Chinese message, before Next sees it: Next's router decodes the path itself and, on a URIError, answered a bare
 * English `500 Internal Server Error` for every page family (docs/adr/0008-storefront-server.md). The query string is not checked:
 * Next reads it with URLSearchParams, which keeps an undecodable `%` as it is.
 */
export const UNDECODABLE_PATH_MESSAGE = '网址有误：其中的百分号编码（%）不完整，无法识别。请检查网址后重试。';

/** The path part of a request target, up to ? or #. */
export function pathOf(url: string): string {
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

/**
 * Answers a request whose path does not decode and returns true; otherwise leaves it alone and returns false.
 * {api} calls get the envelope (SPEC §7) as JSON, everything else a small page.
 */
export function refuseUndecodablePath(req: IncomingMessage, res: ServerResponse, apiBase: string, dev = false): boolean {
  const url = req.url ?? '/';
  if (!hasUndecodablePath(url)) return false;
  sendRefusal(req, res, storefrontRefusal(400, UNDECODABLE_PATH_MESSAGE, pathOf(url), { apiBase, dev }));
  return true;
}
