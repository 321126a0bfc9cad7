/**
 * The API base a browser uses: a same-origin prefix (proxy.ts forwards it to API_ORIGIN at run time) or
 * an absolute URL. NEXT_PUBLIC_API_BASE is inlined into the browser bundle at build time, so this is the
 * one setting client code may read; every other setting is in lib/config/storefront.ts (server only).
 */
export const publicApiBase = (process.env.NEXT_PUBLIC_API_BASE || '/api').replace(/\/+$/, '') || '/';
