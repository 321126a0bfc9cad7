'use client';
import Cookies from 'js-cookie';
import { publicApiBase } from '../env';
import { browserHandlers as handlers } from './browser-handlers';
import { createApiClient } from './client';

export { configureBrowserApi } from './browser-handlers';

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
