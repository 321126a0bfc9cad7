import { listSearch, parseListState, queryRecord, type SearchParamsRecord } from './listQuery';
import { parseViewMode } from './viewMode';

/**
 * Product lists served from the page cache. A list is the same for every visitor with the same URL state
 * and view mode, so proxy.ts rewrites /productCenter/productClassifyList/{categoryId}?… to
 * …/{categoryId}/cached/{viewMode}/{canonical query} — a route rendered once per state and then cached
 * (incremental static regeneration). Writing the state in canonical form (listSearch: fixed order,
 * malformed values and defaults dropped) makes equivalent URLs share one entry. Keyword searches and the
 * legacy ?id= form stay per request. Nobody links to the internal path; requested directly it shows the
 * same list, whose canonical URL is the public one. (It cannot be refused in the proxy: Next runs the
 * proxy again for the rewritten request.)
 */
const LIST_PATH = /^\/productCenter\/productClassifyList\/([^/]+)\/?$/;
/** The state segment of a list without any query. */
const EMPTY_STATE = '-';

/** Where the proxy sends a list request, or null when it is not a cacheable list request. */
export function cachedListPath(pathname: string, query: URLSearchParams, viewCookie: string | undefined): string | null {
  const match = LIST_PATH.exec(pathname);
  if (!match || query.has('keyword') || query.has('id')) return null;
  const state = listSearch(parseListState(queryRecord(query))).slice(1) || EMPTY_STATE;
  return `/productCenter/productClassifyList/${match[1]}/cached/${parseViewMode(viewCookie)}/${encodeURIComponent(state)}`;
}

/** The query of a cached list from its path segment (Next may hand the segment over decoded or not). */
export function decodeCachedListState(segment: string): SearchParamsRecord {
  let text = segment;
  if (text !== EMPTY_STATE && !text.includes('=')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      text = '';
    }
  }
  return text === EMPTY_STATE ? {} : queryRecord(new URLSearchParams(text));
}
