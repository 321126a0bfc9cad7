import { routes } from '../routes';
import { parseMethodListQuery, queryId, queryIds } from './query';
import type { SearchParamsRecord } from '../catalogue/listQuery';

/*
 * The methods' comparison pages served from the page cache. Their subject is in the query (SPEC §2 names the
 * paths only), which Next's page cache does not key on, so proxy.ts rewrites a well-formed request to an internal
 * route with the subject in the path, rendered once and then cached (ISR, like product lists:
 * lib/catalogue/cachedList.ts). A malformed query is not rewritten: the public route answers its 404 page.
 * Nobody links to the internal paths; their canonical URL is the public one.
 */
export const CACHED_SEGMENT = 'cached';
/** The state segment of the all-methods list without filters. */
export const EMPTY_STATE = '-';

const ID_PAGES: Record<string, string> = {
  '/methods/methodsContrast': 'apiItemId',
  '/methods/productComparison': 'apiItemId',
  '/methods/relatedSeries': 'apiItemId',
  '/methods/methodsTheProduct': 'productId',
};

function record(query: URLSearchParams): SearchParamsRecord {
  const out: SearchParamsRecord = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

/** Where proxy.ts sends a methods page request, or null when it is not one (or its query is malformed). */
export function cachedMethodsPath(pathname: string, query: URLSearchParams): string | null {
  const path = pathname.replace(/\/+$/, '');
  const params = record(query);
  const idName = ID_PAGES[path];
  if (idName) {
    if (query.size !== 1) return null;
    const id = queryId(params, idName);
    return id === null ? null : `${path}/${CACHED_SEGMENT}/${id}`;
  }
  if (path === '/methods/productSummary') {
    if (query.size !== 1) return null;
    const ids = queryIds(params);
    return ids === null ? null : `${path}/${CACHED_SEGMENT}/${ids.join(',')}`;
  }
  if (path === '/methods/allTheMethods') {
    const parsed = parseMethodListQuery(params);
    if (!parsed || [...query.keys()].some((k) => !['pharmacopoeia', 'testItem', 'technique', 'pageNo'].includes(k))) return null;
    const state = routes.allMethods({ ...parsed.filter, pageNo: parsed.pageNo }).split('?')[1] ?? EMPTY_STATE;
    return `${path}/${CACHED_SEGMENT}/${encodeURIComponent(state)}`;
  }
  return null;
}

/** The query of a cached all-methods list from its path segment (Next may hand it over decoded or not). */
export function decodeMethodListState(segment: string): SearchParamsRecord {
  const text = segment === EMPTY_STATE || segment.includes('=') ? segment : decodeSegment(segment);
  return text === EMPTY_STATE ? {} : record(new URLSearchParams(text));
}

/** A path segment decoded (Next may hand it over encoded); a malformed escape gives '' (then the 404 page). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
