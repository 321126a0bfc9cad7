import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { user } from '@/lib/api/contract/user';
import { fixtureUsers, toUserInfo } from '@/mocks/fixtures/user';
import { resetUserMocks } from '@/mocks/handlers/user';
import { mock, ok, rejected, routeOf } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, displayNameOf, loggedInSettled, resetAuthStore, useAuthStore } from '@/stores/auth';

/* SPEC §4 login state: the token / userName / loginStatus cookies and the start-up check. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetAuthStore();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyer = toUserInfo(fixtureUsers[0]);
const state = () => useAuthStore.getState();

/** A real session of the mock API for the fixture buyer. */
async function mockSession(): Promise<string> {
  const res = await fetch(`http://localhost:3000/api${user.msgCodeLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800138000', msgCode: '123456' }),
  });
  return (await res.json()).data.token;
}

describe('initAuth', () => {
  it('no token: user cleared, logged out, the name and flag cookies removed', async () => {
    Cookies.set(AUTH_COOKIE.userName, 'stale');
    Cookies.set(AUTH_COOKIE.loginStatus, '1');
    await state().initAuth();
    expect(state()).toEqual(expect.objectContaining({ status: 'out', user: null, displayName: '惊鸿而过' }));
    expect(Cookies.get(AUTH_COOKIE.userName)).toBeUndefined();
    expect(Cookies.get(AUTH_COOKIE.loginStatus)).toBeUndefined();
  });

  it('a token and no user: selectUser; success logs in and refreshes the cookies', async () => {
    const token = await mockSession();
    Cookies.set(AUTH_COOKIE.token, token);
    Cookies.set(AUTH_COOKIE.userName, '旧名字');
    const pending = state().initAuth();
    // While checking, the header can already show the name from the cookie.
    expect(state()).toEqual(expect.objectContaining({ status: 'checking', displayName: '旧名字' }));
    await pending;
    expect(state()).toEqual(expect.objectContaining({ status: 'in', displayName: '测试采购员' }));
    expect(state().user?.mobile).toBe('138****8000');
    expect(Cookies.get(AUTH_COOKIE.token)).toBe(token);
    expect(Cookies.get(AUTH_COOKIE.userName)).toBe('测试采购员');
    expect(Cookies.get(AUTH_COOKIE.loginStatus)).toBe('1');
  });

  it('a click while the token is still being checked waits for the answer (no login pop-up for a customer)', async () => {
    Cookies.set(AUTH_COOKIE.token, await mockSession());
    void state().initAuth();
    expect(state().status).toBe('checking');
    await expect(loggedInSettled()).resolves.toBe(true);
    // A visitor without a token is answered at once.
    resetAuthStore();
    Cookies.remove(AUTH_COOKIE.token);
    await expect(loggedInSettled()).resolves.toBe(false);
  });

  it('calls selectUser once when start-up runs twice at the same time (strict mode)', async () => {
    let calls = 0;
    server.use(
      mock(user.selectUser, () => {
        calls += 1;
        return ok(buyer);
      }),
    );
    Cookies.set(AUTH_COOKIE.token, 'tok');
    await Promise.all([state().initAuth(), state().initAuth()]);
    expect(calls).toBe(1);
    expect(state().status).toBe('in');
  });

  it('an invalid token: user, flag and token cookie cleared', async () => {
    Cookies.set(AUTH_COOKIE.token, 'mock-token-unknown');
    Cookies.set(AUTH_COOKIE.userName, '测试采购员');
    Cookies.set(AUTH_COOKIE.loginStatus, '1');
    await state().initAuth();
    expect(state()).toEqual(expect.objectContaining({ status: 'out', user: null }));
    for (const name of Object.values(AUTH_COOKIE)) expect(Cookies.get(name)).toBeUndefined();
  });

  it('any failed selectUser logs out locally (SPEC §8), a rejection or a broken connection alike', async () => {
    server.use(mock(user.selectUser, () => rejected('账号已停用，请联系客服')));
    Cookies.set(AUTH_COOKIE.token, 'tok');
    await state().initAuth();
    expect(state().status).toBe('out');
    expect(Cookies.get(AUTH_COOKIE.token)).toBeUndefined();

    resetAuthStore();
    server.use(http.get(routeOf(user.selectUser.path), () => HttpResponse.error()));
    Cookies.set(AUTH_COOKIE.token, 'tok');
    await state().initAuth();
    expect(state().status).toBe('out');
    expect(Cookies.get(AUTH_COOKIE.token)).toBeUndefined();
  });

  it('a loaded user is kept: no second selectUser', async () => {
    state().signIn({ token: 'tok', userInfo: buyer });
    server.use(mock(user.selectUser, () => rejected('should not be called')));
    await state().initAuth();
    expect(state().status).toBe('in');
  });
});

describe('signIn, adoptToken and clear', () => {
  it('writes the three cookies; 记住我 adds the rememberMe marker', () => {
    state().signIn({ token: 'tok', userInfo: buyer }, { remember: true });
    expect(Cookies.get(AUTH_COOKIE.token)).toBe('tok');
    expect(Cookies.get(AUTH_COOKIE.remember)).toBe('1');
    state().signIn({ token: 'tok2', userInfo: buyer });
    expect(Cookies.get(AUTH_COOKIE.token)).toBe('tok2');
    expect(Cookies.get(AUTH_COOKIE.remember)).toBeUndefined();
  });

  it('adoptToken stores a bare token (Open Platform callback) and loads its user', async () => {
    const token = await mockSession();
    const info = await state().adoptToken(token);
    expect(info.nickName).toBe('测试采购员');
    expect(state().status).toBe('in');
    expect(Cookies.get(AUTH_COOKIE.token)).toBe(token);
  });

  it('clear forgets everything', () => {
    state().signIn({ token: 'tok', userInfo: buyer }, { remember: true });
    state().clear();
    expect(state()).toEqual(expect.objectContaining({ status: 'out', user: null, orgName: null }));
    for (const name of Object.values(AUTH_COOKIE)) expect(Cookies.get(name)).toBeUndefined();
  });

  it('falls back to 惊鸿而过 for an empty name (SPEC §3)', () => {
    expect(displayNameOf({ userName: '', nickName: '' })).toBe('惊鸿而过');
    expect(displayNameOf({ userName: '  ', nickName: '小王' })).toBe('小王');
    expect(displayNameOf(null)).toBe('惊鸿而过');
  });
});
