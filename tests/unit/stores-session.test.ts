import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { browserApi, configureBrowserApi } from '@/lib/api/browser';
import { user } from '@/lib/api/contract/user';
import { getOrganizationInfo } from '@/lib/api/user';
import { fixtureUsers, toUserInfo } from '@/mocks/fixtures/user';
import { resetUserMocks } from '@/mocks/handlers/user';
import { mock, sessionInvalid } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { readSourcePath, resetLoginModal, saveSourcePath, useLoginModal } from '@/stores/login-modal';
import { endSessionLocally, invalidateSession, logoutSession } from '@/stores/session';
import { clearSessionRegistry, refreshCounts, registerCountRefresher, registerSessionReset, resetSessionStores } from '@/stores/session-reset';

/* SPEC §4 logout and session-invalid, and the registry the per-user stores plug into. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetAuthStore();
  resetLoginModal();
  clearSessionRegistry();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyer = toUserInfo(fixtureUsers[0]);

describe('session registry', () => {
  it('runs every registered reset, even after one fails; unregistering removes it', () => {
    const cart = vi.fn();
    const broken = vi.fn(() => {
      throw new Error('boom');
    });
    const inquiry = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerSessionReset('cart', cart);
    registerSessionReset('broken', broken);
    const off = registerSessionReset('inquiry', inquiry);
    resetSessionStores();
    expect([cart, broken, inquiry].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    off();
    resetSessionStores();
    expect(inquiry).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it('a second registration under the same name replaces the first', () => {
    const a = vi.fn();
    const b = vi.fn();
    registerSessionReset('cart', a);
    registerSessionReset('cart', b);
    resetSessionStores();
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('refreshCounts calls every count refresher and survives a failing one', async () => {
    const ok = vi.fn(async () => 3);
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    registerCountRefresher('cart', ok);
    registerCountRefresher('inquiry', failing);
    await expect(refreshCounts()).resolves.toBeUndefined();
    expect(ok).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('calls logout, clears cookies and state, runs the registered resets; /login from a protected page', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock(user.logout, ({ token }) => {
        seen.push(token);
        return sessionInvalid(); // even an already-dead session logs out quietly
      }),
    );
    const onSessionInvalid = vi.fn();
    configureBrowserApi({ onSessionInvalid });
    const cart = vi.fn();
    registerSessionReset('cart', cart);
    useAuthStore.getState().signIn({ token: 'mock-token-1-1', userInfo: buyer }, { remember: true });

    await expect(logoutSession('/personalCenter/history')).resolves.toBe('/login');
    expect(seen).toEqual(['mock-token-1-1']);
    expect(onSessionInvalid).not.toHaveBeenCalled();
    expect(useAuthStore.getState().status).toBe('out');
    for (const name of Object.values(AUTH_COOKIE)) expect(Cookies.get(name)).toBeUndefined();
    expect(cart).toHaveBeenCalledTimes(1);
  });

  it('stays on a public page', async () => {
    useAuthStore.getState().signIn({ token: 'mock-token-1-1', userInfo: buyer });
    await expect(logoutSession('/productCenter')).resolves.toBeNull();
    await expect(logoutSession('/settlementCenter')).resolves.toBeNull(); // the cart stays open to visitors
  });

  it('endSessionLocally clears without any call', () => {
    const cart = vi.fn();
    registerSessionReset('cart', cart);
    useAuthStore.getState().signIn({ token: 'x', userInfo: buyer });
    endSessionLocally();
    expect(Cookies.get(AUTH_COOKIE.token)).toBeUndefined();
    expect(cart).toHaveBeenCalledTimes(1);
  });
});

describe('session invalid (code -1)', () => {
  it('marks logged out, removes the token, resets the stores and sends to /login with the way back', () => {
    const cart = vi.fn();
    registerSessionReset('cart', cart);
    useAuthStore.getState().signIn({ token: 'x', userInfo: buyer });
    useLoginModal.getState().openModal();
    expect(invalidateSession('/orderCenter?status=2')).toBe('/login?redirect=%2ForderCenter%3Fstatus%3D2');
    expect(useAuthStore.getState().status).toBe('out');
    expect(Cookies.get(AUTH_COOKIE.token)).toBeUndefined();
    expect(cart).toHaveBeenCalledTimes(1);
    expect(useLoginModal.getState()).toEqual(expect.objectContaining({ forcedLogout: true, open: false }));
  });

  it('from home goes to plain /login, and does not move from a login page', () => {
    expect(invalidateSession('/')).toBe('/login');
    expect(invalidateSession('/login?redirect=%2Fx')).toBeNull();
    expect(invalidateSession('/login/forgetThePassword')).toBeNull();
    expect(invalidateSession('/register')).toBeNull();
  });

  it('is what the browser client calls for code -1 on any call', async () => {
    const onSessionInvalid = vi.fn(() => invalidateSession('/personalCenter'));
    configureBrowserApi({ onSessionInvalid });
    useAuthStore.getState().signIn({ token: 'mock-token-expired', userInfo: buyer });
    await expect(getOrganizationInfo(browserApi)).rejects.toMatchObject({ kind: 'session' });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(onSessionInvalid.mock.results[0].value).toBe('/login?redirect=%2FpersonalCenter');
    expect(Cookies.get(AUTH_COOKIE.token)).toBeUndefined();
  });
});

describe('login pop-up store', () => {
  it('keeps the wanted path in session storage, once, and only same-site paths', () => {
    useLoginModal.getState().openModal({ sourcePath: '/inquiryCenter' });
    expect(useLoginModal.getState().open).toBe(true);
    expect(readSourcePath()).toBe('/inquiryCenter');
    saveSourcePath('//evil.example');
    saveSourcePath('https://evil.example');
    expect(readSourcePath()).toBe('/inquiryCenter');
  });

  it('counts a quit-change only for a login after a forced logout', () => {
    const s = () => useLoginModal.getState();
    s().countLogin();
    expect(s().quitChange).toBe(0);
    s().markForcedLogout();
    s().countLogin();
    s().countLogin();
    expect(s().quitChange).toBe(1);
  });

  it('switches tabs and closes', () => {
    useLoginModal.getState().openModal({ tab: 0 });
    expect(useLoginModal.getState().tab).toBe(0);
    useLoginModal.getState().setTab(2);
    useLoginModal.getState().close();
    expect(useLoginModal.getState()).toEqual(expect.objectContaining({ open: false, tab: 2 }));
  });
});
