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
