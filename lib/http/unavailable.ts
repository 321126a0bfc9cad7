/*
 * "The mall API could not answer this page" (lib/http/page-state.ts), the part the browser's error page needs too
 * (app/error.tsx): kept apart so that client code never pulls the server's modules (a zlib polyfill came with them).
 */
/** The digest an unavailable page's error carries to the error boundary (Next keeps a digest set on the error). */
export const UNAVAILABLE_DIGEST = 'API_UNAVAILABLE';
/** Seconds a client or crawler should wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;
