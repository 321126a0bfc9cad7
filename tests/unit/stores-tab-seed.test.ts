import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { resetCartMocks } from '@/mocks/handlers/cart';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { INTER_QUOTATION, makeItem, SHOPPING_CART } from '@/stores/cart-items';
import { useInquiryStore } from '@/stores/inquiry';
import { startListSync } from '@/stores/list-sync';
import { createTabSeed, SEED_TIMEOUT_MS, TAB_STARTED_KEY, type VisitorLists } from '@/stores/tab-seed';
import { listStores } from '@/stores/user-stores';

/*
 * A visitor's cart and inquiry basket in a new tab. Session storage stays per tab (SPEC §3), but a new
 * visitor tab copies them from an open one over a BroadcastChannel (Node 20 has one: each createTabSeed below
 * is one tab's end of the channel).
 */

const item = (skuId: number, number = 1) => makeItem({ productId: Math.floor(skuId / 10), skuId, name: `商品${skuId}`, pack: '100mg', src: '/x.svg', price: null, number });
const empty: VisitorLists = { cart: [], inquiry: [] };
const seeds: ReturnType<typeof createTabSeed>[] = [];
/** Another tab on its own channel name (tests of the seed alone), or on the shop's (with the real stores). */
function tab(lists: VisitorLists, visitor = true, channelName?: string) {
  const seed = createTabSeed({ read: () => lists, isVisitor: () => visitor, channelName, timeoutMs: 80 });
  seeds.push(seed);
  return seed;
}

const server = createMockServer();
let stop: () => void = () => undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCartMocks();
  resetAuthStore();
  for (const store of listStores) store.getState().reset();
  window.sessionStorage.clear();
});
afterEach(() => {
  stop();
  for (const seed of seeds.splice(0)) seed.close();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('tab seed over BroadcastChannel', () => {
  it('a new tab gets the lists of an open visitor tab', async () => {
    const lists = { cart: [item(11, 2)], inquiry: [item(21)] };
    tab(lists, true, 'seed-a');
    await expect(tab(empty, true, 'seed-a').ask()).resolves.toEqual(lists);
  });

  it('gets nothing when no tab is open, when the open tab has empty lists, or when it is logged in (server lists never travel)', async () => {
    await expect(tab(empty, true, 'seed-b').ask()).resolves.toBeNull();
    tab(empty, true, 'seed-c');
    tab({ cart: [item(12)], inquiry: [] }, false, 'seed-c');
    await expect(tab(empty, true, 'seed-c').ask()).resolves.toBeNull();
  });

  it('takes the first open tab that has something, ignoring empty ones and garbage on the channel', async () => {
    tab(empty, true, 'seed-d');
    const junk = new BroadcastChannel('seed-d');
    junk.postMessage({ type: 'lists', id: 'x', lists: 'nope' });
    junk.postMessage(42);
    const lists = { cart: [], inquiry: [item(22, 3)] };
    tab(lists, true, 'seed-d');
    await expect(tab(empty, true, 'seed-d').ask()).resolves.toEqual(lists);
    junk.close();
  });
});

describe('a visitor tab with the real stores (stores/list-sync.ts)', () => {
  const visitorTab = () => {
    useAuthStore.setState({ status: 'out' });
    stop = startListSync();
  };
  const settle = () => new Promise((r) => setTimeout(r, SEED_TIMEOUT_MS + 100));

  it('a new tab adopts the cart and basket of an open visitor tab, into its own session storage', async () => {
    tab({ cart: [item(11, 2), item(12)], inquiry: [item(21)] });
    visitorTab();
    await settle();
    expect(useCartStore.getState().items.map((i) => [i.skuId, i.number])).toEqual([
      [11, 2],
      [12, 1],
    ]);
    expect(useInquiryStore.getState().items.map((i) => i.skuId)).toEqual([21]);
    expect(JSON.parse(window.sessionStorage.getItem(SHOPPING_CART)!)).toHaveLength(2);
    expect(JSON.parse(window.sessionStorage.getItem(INTER_QUOTATION)!)).toHaveLength(1);
    // From now on the copy is this tab's own: adding here does not reach the other tab, and vice versa.
    useCartStore.getState().add(item(22));
    expect(useCartStore.getState().items).toHaveLength(3);
  });

  it('a reloaded tab (one that started before) does not ask: an emptied cart stays empty', async () => {
    window.sessionStorage.setItem(TAB_STARTED_KEY, '1');
    tab({ cart: [item(11)], inquiry: [] });
    visitorTab();
    await settle();
    expect(useCartStore.getState().items).toEqual([]);
    expect(window.sessionStorage.getItem(SHOPPING_CART)).toBeNull();
  });

  it('a new tab with something already in its cart keeps it', async () => {
    window.sessionStorage.setItem(SHOPPING_CART, JSON.stringify([item(12, 5)]));
    tab({ cart: [item(11)], inquiry: [item(21)] });
    visitorTab();
    await settle();
    expect(useCartStore.getState().items.map((i) => i.skuId)).toEqual([12]);
    expect(useInquiryStore.getState().items).toEqual([]);
  });

  it('an open visitor tab answers a new one with its lists; a logged-in tab does not answer', async () => {
    visitorTab();
    useCartStore.getState().add(item(11, 4));
    useInquiryStore.getState().add(item(22));
    const answer = await tab(empty).ask();
    expect(answer?.cart.map((i) => [i.skuId, i.number])).toEqual([[11, 4]]);
    expect(answer?.inquiry.map((i) => i.skuId)).toEqual([22]);
    Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
    useAuthStore.setState({ status: 'in' });
    await expect(tab(empty).ask()).resolves.toBeNull();
    Cookies.remove(AUTH_COOKIE.token);
  });
});
