import { listSearch, parseListState, queryRecord, type SearchParamsRecord } from '../catalogue/listQuery';
import { parseViewMode } from '../catalogue/viewMode';

/*
 * The search screens served from the page cache. Their input is in the query (/searchCenter?keyword=,
 * /searchProduction?keyword=…), which Next's page cache does not key on, so proxy.ts rewrites a plain request to an
 * internal route with the input in the path, rendered on its first request and then cached (ISR, like product
 * lists: lib/catalogue/cachedList.ts). The pages carry nothing per visitor; 热门搜索 is counted by the page's
 * beacon, not by rendering. Nobody links to the internal paths; the canonical URL is the public one.
 *
 * The input goes into the path as base64url of its UTF-8 (segmentOf): a keyword such as `GB/T 601-2016` or `50%`
 * percent-encoded would be decoded by Next's router before matching (%2F a new segment), so such searches used to
 * render per request — a tenth of the page bench's keywords, half the screen's throughput.
 */
export const SEARCH_CACHED_SEGMENT = 'cached';
/** Longer keywords (pasted text) render per request rather than fill the page cache. */
export const CACHED_KEYWORD_MAX = 60;

/** Control characters stay on the per-request routes (the page answers them with its own message). */
const CONTROL = /[\u0000-\u001f\u007f]/;
const cacheableKeyword = (keyword: string) => !!keyword && [...keyword].length <= CACHED_KEYWORD_MAX && !CONTROL.test(keyword);

/** Text as one path segment nothing decodes on the way: base64url of its UTF-8. */
export function segmentOf(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a segment made by segmentOf; null for anything else (a hand-typed internal path). */
export function textOfSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Where proxy.ts sends a /searchCenter request, or null when it is not a plain keyword search. */
export function cachedSearchPath(pathname: string, query: URLSearchParams): string | null {
  if (pathname.replace(/\/+$/, '') !== '/searchCenter') return null;
  const keys = [...query.keys()];
  if (keys.length !== 1 || keys[0] !== 'keyword') return null;
  const keyword = (query.get('keyword') ?? '').trim();
  if (!cacheableKeyword(keyword)) return null;
  return `/searchCenter/${SEARCH_CACHED_SEGMENT}/${segmentOf(keyword)}`;
}

/** The keyword of the /searchCenter internal route's segment; null when it is not one. */
export function keywordOfSegment(segment: string): string | null {
  const keyword = textOfSegment(segment)?.trim();
  return keyword && cacheableKeyword(keyword) ? keyword : null;
}

/**
 * The products screen (/searchProduction?keyword=…&filters, sort, page) served from the page cache the same way as
 * product lists: proxy.ts rewrites it to /searchProduction/cached/{viewMode}/{canonical query}, one entry per state
 * and view mode. A query without a keyword, or with a keyword too long or holding control characters, stays on the
 * per-request route.
 */
export function cachedProductSearchPath(pathname: string, query: URLSearchParams, viewCookie: string | undefined): string | null {
  if (pathname.replace(/\/+$/, '') !== '/searchProduction') return null;
  const state = parseListState(queryRecord(query));
  if (!state.keyword || !cacheableKeyword(state.keyword) || [...query.values()].some((v) => CONTROL.test(v))) return null;
  return `/searchProduction/${SEARCH_CACHED_SEGMENT}/${parseViewMode(viewCookie)}/${segmentOf(listSearch(state).slice(1))}`;
}

/** The query of the /searchProduction internal route's state segment (empty when it is not one: the search prompt). */
export function productSearchStateOf(segment: string): SearchParamsRecord {
  return queryRecord(new URLSearchParams(textOfSegment(segment) ?? ''));
}
