'use client';
import type { AxiosResponse } from 'axios';
import { createApiClient } from '@/lib/api/client';
import { STAFF_TOKEN_HEADER } from '@/lib/api/contract/endpoint';
import { STAFF_LOGIN_REQUIRED } from '@/lib/api/contract/staff';
import { publicApiBase } from '@/lib/env';

/** What the client needs from the staff session (stores/staff-session.ts connects it) and the console (the toast). */
export interface StaffSessionLink {
  token: () => string | null;
  /** A call answered STAFF_LOGIN_REQUIRED: the session has ended (idle 30 minutes, 12 hours, revoked, disabled). */
  onLoginRequired: () => void;
  /** Transport failures (network, timeout, busy). */
  notify: (message: string) => void;
}

const link: StaffSessionLink = { token: () => null, onLoginRequired: () => undefined, notify: () => undefined };

export function connectStaffSession(next: Partial<StaffSessionLink>): void {
  Object.assign(link, next);
}

/** The envelope's messageCode, from a JSON answer or a file call's bytes that turned out to be an envelope. */
function messageCodeOf(res: AxiosResponse): unknown {
  let body: unknown = res.data;
  if (body instanceof ArrayBuffer) {
    if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
    try {
      body = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return undefined;
    }
  }
  return body && typeof body === 'object' ? (body as { messageCode?: unknown }).messageCode : undefined;
}

/**
 * The console's API client (docs/api.md "Staff"): the contract's endpoints through the public API base, with the
 * staff session's x-staff-token and never a shopper's token. `call`, `page` and `file` as lib/api/client.ts's.
 * An answer STAFF_LOGIN_REQUIRED ends the session; the console's layout then goes to /operator/login?next=….
 */
export const staffApi = createApiClient({
  baseURL: publicApiBase,
  getToken: () => null,
  notify: (message) => link.notify(message),
});

staffApi.http.interceptors.request.use((config) => {
  const token = link.token();
  if (token) config.headers.set(STAFF_TOKEN_HEADER, token);
  return config;
});
staffApi.http.interceptors.response.use((res) => {
  if (messageCodeOf(res) === STAFF_LOGIN_REQUIRED) link.onLoginRequired();
  return res;
});
