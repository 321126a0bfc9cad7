import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { browserApi, configureBrowserApi } from '@/lib/api/browser';
import { demand } from '@/lib/api/contract/demand';
import { user } from '@/lib/api/contract/user';
import { getOrganizationInfo } from '@/lib/api/user';
import { fixtureUsers, toUserInfo } from '@/mocks/fixtures/user';
import { resetCartMocks, seedCart } from '@/mocks/handlers/cart';
import { resetUserMocks } from '@/mocks/handlers/user';
import { mock, rejected, sessionInvalid } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { INTER_QUOTATION, makeItem, REQUIRELIST, SHOPPING_CART } from '@/stores/cart-items';
import { useDemandStore } from '@/stores/demand';
import { useInquiryStore } from '@/stores/inquiry';
import { readSourcePath, resetLoginModal, saveSourcePath, useLoginModal } from '@/stores/login-modal';
import { endSessionLocally, invalidateSession, logoutSession } from '@/stores/session';
import { listStores, refreshCounts, resetUserStores } from '@/stores/user-stores';
import { CUSTOMIZED_GOODS_KEY, EMPTY_DRAFT, useCustomizedGoods } from '@/stores/customized-goods';

/* SPEC §4 logout and session-invalid, and the per-user stores they empty. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetAuthStore();
  resetLoginModal();
  resetCartMocks();
  for (const store of listStores) store.getState().reset();
  useCustomizedGoods.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyer = toUserInfo(fixtureUsers[0]);

const item = (skuId: number) => makeItem({ productId: Math.floor(skuId / 10), skuId, name: `商品${skuId}`, pack: '100mg', src: '/x.svg', price: null, number: 1 });

/** A visitor's cart, basket and demand list, each with one item, in the stores and in browser storage. */
function fillLists() {
  useCartStore.getState().addLocal(item(11));
  useInquiryStore.getState().addLocal(item(12));
  useDemandStore.getState().addLocal(item(21));
}

function expectListsEmpty() {
  for (const store of listStores) expect(store.getState().items).toEqual([]);
  expect(sessionStorage.getItem(SHOPPING_CART)).toBeNull();
  expect(sessionStorage.getItem(INTER_QUOTATION)).toBeNull();
  expect(localStorage.getItem(REQUIRELIST)).toBeNull();
}

describe('per-user stores', () => {
  it('resetUserStores empties every list and its storage; one failing reset does not stop the others', () => {
    fillLists();
    const realReset = useCartStore.getState().reset;
    useCartStore.setState({
      reset: () => {
        throw new Error('boom');
      },
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    resetUserStores();
    useCartStore.setState({ reset: realReset });
    quiet.mockRestore();
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(useInquiryStore.getState().items).toEqual([]);
    expect(useDemandStore.getState().items).toEqual([]);
    expect(sessionStorage.getItem(INTER_QUOTATION)).toBeNull();
    expect(localStorage.getItem(REQUIRELIST)).toBeNull();
  });

  it('refreshCounts loads every list of the logged-in user and survives a failing one', async () => {
    seedCart(1, [{ skuId: 11, num: 2 }]);
    seedCart(1, [{ skuId: 12, num: 1 }], 'basket');
    server.use(mock(demand.goodsCollectList, () => rejected('维护中')));
    Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
    await expect(refreshCounts()).resolves.toBeUndefined();
    expect(useCartStore.getState().items.map((i) => [i.skuId, i.number])).toEqual([[11, 2]]);
    expect(useInquiryStore.getState().items.map((i) => i.skuId)).toEqual([12]);
    expect(useDemandStore.getState().items).toEqual([]);
  });
});

describe('logout', () => {
  it('calls logout, clears cookies and state, empties the per-user lists; /login from a protected page', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock(user.logout, ({ token }) => {
        seen.push(token);
        return sessionInvalid(); // even an already-dead session logs out quietly
      }),
    );
    const onSessionInvalid = vi.fn();
    configureBrowserApi({ onSessionInvalid });
    fillLists();
    useAuthStore.getState().signIn({ token: 'mock-token-1-1', userInfo: buyer }, { remember: true });

    await expect(logoutSession('/personalCenter/history')).resolves.toBe('/login');
    expect(seen).toEqual(['mock-token-1-1']);
    expect(onSessionInvalid).not.toHaveBeenCalled();
    expect(useAuthStore.getState().status).toBe('out');
    for (const name of Object.values(AUTH_COOKIE)) expect(Cookies.get(name)).toBeUndefined();
    expectListsEmpty();
  });

  it('stays on a public page', async () => {
    useAuthStore.getState().signIn({ token: 'mock-token-1-1', userInfo: buyer });
    await expect(logoutSession('/productCenter')).resolves.toBeNull();
    await expect(logoutSession('/settlementCenter')).resolves.toBeNull(); // the cart stays open to visitors
  });

  it('endSessionLocally clears without any call', () => {
    fillLists();
    useAuthStore.getState().signIn({ token: 'x', userInfo: buyer });
    endSessionLocally();
    expect(Cookies.get(AUTH_COOKIE.token)).toBeUndefined();
    expectListsEmpty();
  });
});

describe('session invalid (code -1)', () => {
  it('marks logged out, removes the token, resets the stores and sends to /login with the way back', () => {
    fillLists();
    useAuthStore.getState().signIn({ token: 'x', userInfo: buyer });
    useLoginModal.getState().openModal();
    expect(invalidateSession('/orderCenter?status=2')).toBe('/login?redirect=%2ForderCenter%3Fstatus%3D2');
    expect(useAuthStore.getState().status).toBe('out');
    expect(Cookies.get(AUTH_COOKIE.token)).toBeUndefined();
    expectListsEmpty();
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

describe('the custom-synthesis draft (customizedGoods)', () => {
  const writeDraft = () => {
    useCustomizedGoods.getState().save({ ...EMPTY_DRAFT, name: '乙酰水杨酸', quantity: '250' });
    useCustomizedGoods.getState().setAttachments(() => [{ id: 41, name: 'route.pdf' }]);
  };

  it('goes with a logout', async () => {
    writeDraft();
    useAuthStore.getState().signIn({ token: 'mock-token-1-1', userInfo: buyer });
    await logoutSession('/customizedServices');
    expect(sessionStorage.getItem(CUSTOMIZED_GOODS_KEY)).toBeNull();
    expect(useCustomizedGoods.getState().draft).toBeNull();
  });

  it('stays when the session ended by itself (code -1), for the login that follows', () => {
    writeDraft();
    useAuthStore.getState().signIn({ token: 'x', userInfo: buyer });
    invalidateSession('/customizedServices');
    useCustomizedGoods.setState({ draft: null });
    expect(useCustomizedGoods.getState().restore()).toMatchObject({ name: '乙酰水杨酸', quantity: '250', attachments: [{ id: 41, name: 'route.pdf' }] });
  });

  it('reads back leniently: an unreadable field is left empty, unreadable JSON is no draft', () => {
    sessionStorage.setItem(CUSTOMIZED_GOODS_KEY, JSON.stringify({ name: 12, unit: 'lb', quantity: '3', attachments: [{ id: 'x' }] }));
    expect(useCustomizedGoods.getState().restore()).toMatchObject({ name: '', unit: 'mg', quantity: '3', attachments: [] });
    sessionStorage.setItem(CUSTOMIZED_GOODS_KEY, '{');
    expect(useCustomizedGoods.getState().restore()).toBeNull();
  });
});
