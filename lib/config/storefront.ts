import 'server-only';
import { loadStorefrontEnv } from './storefrontEnv';

/**
 * The storefront's settings on the server, parsed once per process (a bad value fails the first request
 * that needs it with a message naming the setting; `npm start` checks the same schema before starting).
 * Client code reads only the browser-safe `publicApiBase` of lib/env.ts.
 */
export const storefrontConfig = loadStorefrontEnv();
