'use client';
import Cookies from 'js-cookie';
import { publicApiBase } from '../env';
import { createApiClient, type ClientOptions } from './client';

type Handlers = Pick<ClientOptions, 'onSessionInvalid' | 'notify'>;
const handlers: Handlers = {};

/** The app's providers install the session-invalid handler and the toast once, at start-up. */
export function configureBrowserApi(next: Handlers) {
  Object.assign(handlers, next);
}

export const browserApi = createApiClient({
  baseURL: publicApiBase,
  getToken: () => Cookies.get('token'),
  onSessionInvalid: () => handlers.onSessionInvalid?.(),
  notify: (message) => handlers.notify?.(message),
});

/**
 * Reads and beacons nobody asked for by a click (hot lists, type-ahead, the search beacon): without the token (the
 * answers are the same for everyone) and without the toast, so a failure shows nothing rather than "server error".
 */
export const quietPublicApi = createApiClient({ baseURL: publicApiBase, getToken: () => null });
