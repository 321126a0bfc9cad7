/*
 * The 综合 search screen served from the page cache. Its keyword is in the query (/searchCenter?keyword=), which
 * Next's page cache does not key on, so proxy.ts rewrites a request with only that parameter to an internal route
 * with the keyword in the path (app/(main)/searchCenter/cached/[keyword]), rendered on its first request and then
 * cached (ISR, like product lists: lib/catalogue/cachedList.ts). The page carries nothing per visitor; 热门搜索 is
 * counted by the page's beacon, not by rendering. Nobody links to the internal path; the canonical URL is the public one.
 */
export const SEARCH_CACHED_SEGMENT = 'cached';
/** Longer keywords (pasted text) render per request rather than fill the page cache. */
export const CACHED_KEYWORD_MAX = 60;

/** Where proxy.ts sends a /searchCenter request, or null when it is not a plain keyword search. */
export function cachedSearchPath(pathname: string, query: URLSearchParams): string | null {
  if (pathname.replace(/\/+$/, '') !== '/searchCenter') return null;
  const keys = [...query.keys()];
  if (keys.length !== 1 || keys[0] !== 'keyword') return null;
  const keyword = (query.get('keyword') ?? '').trim();
  // Control characters, slashes and the like stay on the per-request route (they would change the path's meaning).
  if (!keyword || [...keyword].length > CACHED_KEYWORD_MAX || /[\u0000-\u001f\u007f/\\%?#]/.test(keyword)) return null;
  return `/searchCenter/${SEARCH_CACHED_SEGMENT}/${encodeURIComponent(keyword)}`;
}

/** The keyword of the internal route's segment (Next hands it over still encoded in some versions). */
export function keywordOfSegment(segment: string): string | null {
  let keyword = segment;
  try {
    if (/%[0-9A-Fa-f]{2}/.test(segment)) keyword = decodeURIComponent(segment);
  } catch {
    return null;
  }
  keyword = keyword.trim();
  return keyword && [...keyword].length <= CACHED_KEYWORD_MAX ? keyword : null;
}
