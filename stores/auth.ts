import Cookies from 'js-cookie';
import { create } from 'zustand';
import type { LoginResult, UserInfo } from '@/lib/api/contract/user';
import { viaShell } from '@/lib/api/shell';
import { COOKIE, LOGIN_REMEMBER_EXPIRE_MINUTES, TOKEN_COOKIE_MAX_AGE_S } from '@/lib/constants';
import { MSG } from '@/lib/messages/core';

/**
 * Login state (SPEC §4): the cookies `token`, `userName` and `loginStatus` hold it across page loads;
 * the store holds the user info of this page load.
 *
 * Cookie lifetime: a normal login keeps the cookies TOKEN_COOKIE_MAX_AGE_S (7200 s, SPEC §9) and slides
 * them forward on every start-up whose selectUser succeeds, so an active visitor is not dropped after two
 * hours while the server session (1 day) lives. 记住我 keeps them for the whole remembered session
 * (30 days = the server's expireTime 43200 minutes); the `rememberMe` cookie marks that choice so the
 * slide keeps the right lifetime. The API authenticates by header only (DESIGN §5); the cookie is how
 * the browser remembers the token, and what proxy.ts looks at for gated paths.
 */
export const AUTH_COOKIE = {
  token: COOKIE.token,
  userName: COOKIE.userName,
  loginStatus: COOKIE.loginStatus,
  remember: COOKIE.rememberMe,
} as const;

/** selectUser, through the API client loaded on the first call (lib/api/shell.ts). */
const fetchCurrentUser = viaShell(({ getCurrentUser, browserApi }) => getCurrentUser(browserApi));

const REMEMBER_MAX_AGE_S = LOGIN_REMEMBER_EXPIRE_MINUTES * 60;

/** '' or missing names show the spec's fallback '惊鸿而过' (SPEC §3). */
export const displayNameOf = (info: Pick<UserInfo, 'userName' | 'nickName'> | null | undefined): string =>
  info?.userName?.trim() || info?.nickName?.trim() || MSG.defaultDisplayName;

function cookieOptions(maxAgeSeconds: number): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'lax', secure, expires: new Date(Date.now() + maxAgeSeconds * 1000) };
}

function writeLoginCookies(token: string, name: string, remember: boolean) {
  const options = cookieOptions(remember ? REMEMBER_MAX_AGE_S : TOKEN_COOKIE_MAX_AGE_S);
  Cookies.set(AUTH_COOKIE.token, token, options);
  Cookies.set(AUTH_COOKIE.userName, name, options);
  Cookies.set(AUTH_COOKIE.loginStatus, '1', options);
  if (remember) Cookies.set(AUTH_COOKIE.remember, '1', options);
  else Cookies.remove(AUTH_COOKIE.remember, { path: '/' });
}

function removeLoginCookies() {
  for (const name of Object.values(AUTH_COOKIE)) Cookies.remove(name, { path: '/' });
}

/** unknown: before start-up ran (server render, first paint); checking: a token is being verified. */
export type AuthStatus = 'unknown' | 'checking' | 'in' | 'out';

interface AuthState {
  status: AuthStatus;
  user: UserInfo | null;
  /** What the header shows: the user's name, the cookie's while checking, or the fallback. */
  displayName: string;
  /** Organisation name loaded after login ('' for a person without one). */
  orgName: string | null;
  /** SPEC §4 start-up: no token → cleared; a token without user info → selectUser; failure clears user, flag and token. */
  initAuth: () => Promise<void>;
  /** A successful login of any mode: cookies and state. */
  signIn: (result: LoginResult, options?: { remember?: boolean }) => void;
  /** A token without user info yet (the WeChat Open Platform callback): store it, then load the user. */
  adoptToken: (token: string) => Promise<UserInfo>;
  setOrgName: (name: string | null) => void;
  /** Logged out locally: state and cookies cleared (logout and session-invalid call this). */
  clear: () => void;
}

const LOGGED_OUT = { status: 'out' as const, user: null, displayName: MSG.defaultDisplayName, orgName: null };

let pendingInit: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  status: 'unknown',
  user: null,
  displayName: MSG.defaultDisplayName,
  orgName: null,

  initAuth: () => {
    // React's strict mode runs effects twice: one start-up, one selectUser.
    pendingInit ??= (async () => {
      const token = Cookies.get(AUTH_COOKIE.token);
      if (!token) {
        get().clear();
        return;
      }
      if (get().user) {
        set({ status: 'in' });
        return;
      }
      set({ status: 'checking', displayName: Cookies.get(AUTH_COOKIE.userName) || MSG.defaultDisplayName });
      try {
        const info = await fetchCurrentUser();
        // A logout or another login may have happened while the call was on its way.
        if (Cookies.get(AUTH_COOKIE.token) !== token) return;
        const name = displayNameOf(info);
        writeLoginCookies(token, name, Cookies.get(AUTH_COOKIE.remember) === '1');
        set({ status: 'in', user: info, displayName: name });
      } catch {
        if (Cookies.get(AUTH_COOKIE.token) === token) get().clear();
      }
    })().finally(() => {
      pendingInit = null;
    });
    return pendingInit;
  },

  signIn: ({ token, userInfo }, { remember = false } = {}) => {
    const name = displayNameOf(userInfo);
    writeLoginCookies(token, name, remember);
    set({ status: 'in', user: userInfo, displayName: name, orgName: userInfo.orgName });
  },

  adoptToken: async (token) => {
    writeLoginCookies(token, MSG.defaultDisplayName, false);
    try {
      const info = await fetchCurrentUser();
      get().signIn({ token, userInfo: info });
      return info;
    } catch (err) {
      get().clear();
      throw err;
    }
  },

  setOrgName: (orgName) => set({ orgName }),

  clear: () => {
    removeLoginCookies();
    set(LOGGED_OUT);
  },
}));

export const useIsLoggedIn = () => useAuthStore((s) => s.status === 'in');

/** Outside React (handlers, hooks' callbacks): is someone logged in right now? */
export const isLoggedInNow = () => useAuthStore.getState().status === 'in';

/**
 * Outside React, for a click that needs an account: is someone logged in, once the start-up check of a token has
 * answered? Right after a page loads the token may still be being checked (status 'checking', the header already
 * showing the name): a logged-in customer must not get the login pop-up for clicking early.
 */
export async function loggedInSettled(): Promise<boolean> {
  const { status } = useAuthStore.getState();
  if (status === 'in') return true;
  if (status === 'out' || (status === 'unknown' && !Cookies.get(AUTH_COOKIE.token))) return false;
  await useAuthStore.getState().initAuth();
  return useAuthStore.getState().status === 'in';
}

/**
 * Outside React: a visitor for sure — logged out, or start-up not run yet and no token cookie (what
 * proxy.ts looks at). While a token is being checked the answer is no: it is most likely a customer.
 */
export const isVisitorNow = () => {
  const { status } = useAuthStore.getState();
  return status === 'out' || (status === 'unknown' && !Cookies.get(AUTH_COOKIE.token));
};

/** For tests: back to the first-paint state. */
export const resetAuthStore = () => {
  pendingInit = null;
  useAuthStore.setState({ status: 'unknown', user: null, displayName: MSG.defaultDisplayName, orgName: null });
};
