import type { ClientOptions } from './client';

type Handlers = Pick<ClientOptions, 'onSessionInvalid' | 'notify'>;

/** What the browser's API client does on an ended session and on a transport failure (set by the providers). */
export const browserHandlers: Handlers = {};

/**
 * The app's providers install the session-invalid handler and the toast once, at start-up. In a module of its
 * own: the providers are in every page's first load, the API client (axios, zod) is not (lib/api/shell.ts).
 */
export function configureBrowserApi(next: Handlers) {
  Object.assign(browserHandlers, next);
}
