/**
 * "Do not keep this render": a page whose render showed a failed read (lib/api/read.ts marks the request's
 * PageState, lib/http/page-state.ts) is answered as rendered, but not stored in the page cache — neither by
 * Next's own cache (lib/cache/local-cache-handler.mjs) nor by the shared Redis one (lib/cache/cache-handler.mjs).
 * The next request renders afresh; a stale entry already in the cache stays until a render succeeds. Reads' own
 * entries (kind FETCH) are unaffected: a failed read is never cached in the first place.
 * Plain ESM: Next loads the cache handlers at run time, untranspiled. The state is found through the same global
 * symbol as lib/http/page-state.ts (the storefront server registers its AsyncLocalStorage there).
 */
const PAGE_STATE = Symbol.for('refmall.storefront.pageState');

/** False for a page (or route) entry rendered in a request marked degraded. */
export function keepsEntry(value) {
  if (value?.kind !== 'APP_PAGE' && value?.kind !== 'APP_ROUTE') return true;
  return globalThis[PAGE_STATE]?.getStore()?.degraded !== true;
}
