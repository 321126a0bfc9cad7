
/**
 * "The mall API could not answer this page": a page whose main read timed out or failed (lib/api/read.ts
 * `required`) is answered 503 with Retry-After — never the 500 of a broken page — by the storefront's HTTP
 * server (scripts/storefront-server.ts), and its error page says the shop is busy (app/error.tsx).
 *
 * The server runs each request in an AsyncLocalStorage holding a PageState; Next renders inside that async context,
 * so the read marks the state, and the server turns the render's 500 into a 503 when its headers are written.
 * The storage is found through a global symbol: the server and Next's compiled page code are different module copies.
 */
export interface PageState {
  unavailable: boolean;
  /**
   * Some read of this render failed or was refused for a passing reason (lib/api/read.ts): the page shows a
   * 「加载失败」 note or the API's words instead of data. Such a render is answered but never stored in the page
   * cache (lib/cache/degraded.mjs), so the next visitor gets a fresh render, not the failure for minutes.
   */
  degraded?: boolean;
}

interface StateStore {
  getStore(): PageState | undefined;
}

const PAGE_STATE = Symbol.for('refmall.storefront.pageState');
export { UNAVAILABLE_DIGEST, UNAVAILABLE_RETRY_AFTER_S } from './unavailable';

export function registerPageState(store: StateStore): void {
  (globalThis as Record<symbol, unknown>)[PAGE_STATE] = store;
}

/** The state of the request being rendered; undefined outside the storefront server. */
const currentState = () => (globalThis as Record<symbol, StateStore | undefined>)[PAGE_STATE]?.getStore();

/** Marks the request being rendered as one the API could not answer (no-op outside the storefront server). */
export function markPageUnavailable(): void {
  const state = currentState();
  if (state) state.unavailable = true;
}

/** Marks the request being rendered as showing a failed read (no-op outside the storefront server). */
export function markPageDegraded(): void {
  const state = currentState();
  if (state) state.degraded = true;
}
