import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { cart } from '@/lib/api/contract/cart';
import { cartMockState, resetCartMocks, seedCart } from '@/mocks/handlers/cart';
import { mock, rejected, routeOf } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { makeItem, REQUIRELIST, SHOPPING_CART } from '@/stores/cart-items';
import { useDemandStore } from '@/stores/demand';
import { useInquiryStore } from '@/stores/inquiry';
import { SYNC_KEY_PREFIX } from '@/stores/list-storage';
import { startListSync } from '@/stores/list-sync';
import { endSessionLocally } from '@/stores/session';
import { listStores } from '@/stores/user-stores';

/* SPEC §3/§4: the cart, inquiry basket and demand list for visitors and customers. */

const server = createMockServer();
let stop: () => void = () => undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCartMocks();
  resetAuthStore();
  for (const store of listStores) store.getState().reset();
});
afterEach(() => {
  stop();
  server.resetHandlers();
});
afterAll(() => server.close());

const TOKEN = 'mock-token-1-1';
// SKUs of the catalogue fixtures: product 1 has 11 and 12, product 2 has 21 and 22.
const item = (skuId: number, number = 1, name = `商品${skuId}`) => makeItem({ productId: Math.floor(skuId / 10), skuId, name, pack: '100mg', src: '/x.svg', price: null, number });

function visitor() {
  useAuthStore.setState({ status: 'out' });
  stop = startListSync();
}

async function logIn() {
  Cookies.set(AUTH_COOKIE.token, TOKEN);
  useAuthStore.setState({ status: 'in' });
  await Promise.all(listStores.map((s) => s.getState().syncAndLoad()));
}

/** Records the JSON bodies one POST endpoint receives, passing them on to the mock handlers. */
function spy(path: string) {
  const seen: Record<string, unknown>[] = [];
  server.use(
    http.post(routeOf(path), async ({ request }) => {
      seen.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return seen;
}

describe('visitor lists', () => {
  it('keeps the cart in session storage keyed by skuId, sums the same SKU, removes, and counts rows', async () => {
    visitor();
    const c = useCartStore.getState();
    expect(c.mode).toBe('visitor');
    expect(c.addLocal(item(11, 2))).toEqual({ ok: true });
    expect((await c.add(item(11, 3))).ok).toBe(true);
    expect((await c.add(item(22, 1))).ok).toBe(true);
    const stored = JSON.parse(sessionStorage.getItem(SHOPPING_CART)!) as { identityPrimaryKey: string; number: number; carId: null }[];
    expect(stored.map((i) => [i.identityPrimaryKey, i.number])).toEqual([
      ['22', 1],
      ['11', 5],
    ]);
    expect(stored[0]).toMatchObject({ productId: 2, skuId: 22, prodDetailId: 2, carId: null, specification: [{ propName: '规格', propValue: '100mg' }] });
    expect(useCartStore.getState().items).toHaveLength(2);
    await useCartStore.getState().remove('11');
    expect(useCartStore.getState().items.map((i) => i.skuId)).toEqual([22]);
    expect(JSON.parse(sessionStorage.getItem(SHOPPING_CART)!)).toHaveLength(1);
    await useCartStore.getState().setNumber('22', 7);
    expect(JSON.parse(sessionStorage.getItem(SHOPPING_CART)!)[0].number).toBe(7);
  });

  it('keeps the demand list in local storage as a set, and re-reads it after a reload', async () => {
    visitor();
    await useDemandStore.getState().add(item(11, 1));
    await useDemandStore.getState().add(item(11, 1));
    expect(JSON.parse(localStorage.getItem(REQUIRELIST)!)).toHaveLength(1);
    expect(sessionStorage.getItem(REQUIRELIST)).toBeNull();
    useDemandStore.setState({ items: [] });
    useDemandStore.getState().hydrateVisitor();
    expect(useDemandStore.getState().items).toHaveLength(1);
  });

  it('reads a damaged stored list leniently (bad entries skipped, never the whole list)', () => {
    sessionStorage.setItem(SHOPPING_CART, JSON.stringify([{ junk: true }, { skuId: 11, productId: 1, number: 2 }, 'x']));
    visitor();
    expect(useCartStore.getState().items.map((i) => [i.identityPrimaryKey, i.number])).toEqual([['11', 2]]);
    sessionStorage.setItem(SHOPPING_CART, '{not json');
    useCartStore.getState().hydrateVisitor();
    expect(useCartStore.getState().items).toEqual([]);
  });
});

describe('logged in', () => {
  it('adds with a server insert first, then in the list here (with the server row id)', async () => {
    await logIn();
    const inserts = spy(cart.insert.path);
    const result = await useCartStore.getState().add(item(12, 2));
    expect(result).toEqual({ ok: true });
    expect(inserts).toEqual([{ prodDetailId: 1, skuId: 12, num: 2 }]);
    const row = cartMockState(1).cart[0];
    expect(useCartStore.getState().items).toMatchObject([{ skuId: 12, number: 2, carId: row.id }]);
    expect(sessionStorage.getItem(SHOPPING_CART)).toBeNull();
  });

  it('code 0 on insert hands back the server message and changes nothing here', async () => {
    seedCart(1, [{ skuId: 11, num: 1 }]);
    await logIn();
    const before = useCartStore.getState().items;
    server.use(mock(cart.insert, () => rejected('该商品已下架')));
    const result = await useCartStore.getState().add(item(12, 2));
    expect(result).toEqual({ ok: false, message: '该商品已下架', silent: false });
    expect(useCartStore.getState().items).toBe(before);
  });

  it('deletes on the server, then here; a refused delete keeps the row', async () => {
    seedCart(1, [
      { skuId: 11, num: 1 },
      { skuId: 21, num: 4 },
    ]);
    await logIn();
    server.use(mock(cart.delete, () => rejected('购物车记录不存在')));
    expect(await useCartStore.getState().remove('11')).toMatchObject({ ok: false, message: '购物车记录不存在' });
    expect(useCartStore.getState().items).toHaveLength(2);
    server.resetHandlers();
    expect(await useCartStore.getState().remove('11')).toEqual({ ok: true });
    expect(useCartStore.getState().items.map((i) => i.skuId)).toEqual([21]);
    expect(cartMockState(1).cart.map((r) => r.skuId)).toEqual([21]);
  });

  it('changes a quantity on the server (update) and takes the server row back', async () => {
    seedCart(1, [{ skuId: 11, num: 1 }]);
    await logIn();
    expect(await useCartStore.getState().setNumber('11', 40)).toEqual({ ok: true });
    expect(useCartStore.getState().items[0]).toMatchObject({ number: 40, row: { num: 40, stockShort: true } });
    expect(await useCartStore.getState().setNumber('11', 10_000)).toMatchObject({ ok: false });
  });

  it('logout empties every list and its storage', async () => {
    seedCart(1, [{ skuId: 11, num: 1 }]);
    await logIn();
    await useDemandStore.getState().add(item(21));
    expect(useCartStore.getState().items).toHaveLength(1);
    sessionStorage.setItem(SHOPPING_CART, JSON.stringify([item(22)]));
    endSessionLocally();
    for (const store of listStores) expect(store.getState().items).toEqual([]);
    expect(sessionStorage.getItem(SHOPPING_CART)).toBeNull();
    expect(localStorage.getItem(REQUIRELIST)).toBeNull();
  });
});

describe('merge on login', () => {
  it('synchronizes each visitor list once with a requestId, then the server list is the truth', async () => {
    seedCart(1, [{ skuId: 21, num: 1 }]);
    visitor();
    await useCartStore.getState().add(item(11, 2));
    await useCartStore.getState().add(item(21, 3));
    await useInquiryStore.getState().add(item(12, 1));
    await useDemandStore.getState().add(item(22, 1));
    const syncs = spy(cart.synchronize.path);
    Cookies.set(AUTH_COOKIE.token, TOKEN);
    useAuthStore.setState({ status: 'in' }); // what a login does; list-sync follows it
    await Promise.all(listStores.map((s) => s.getState().syncAndLoad()));
    expect(syncs).toHaveLength(1);
    expect(syncs[0].requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(useCartStore.getState().mode).toBe('server');
    expect(useCartStore.getState().items.map((i) => [i.skuId, i.number]).sort()).toEqual([
      [11, 2],
      [21, 4],
    ]);
    expect(useInquiryStore.getState().items.map((i) => i.skuId)).toEqual([12]);
    expect(useDemandStore.getState().items.map((i) => i.skuId)).toEqual([22]);
    expect(sessionStorage.getItem(SHOPPING_CART)).toBeNull();
    expect(localStorage.getItem(REQUIRELIST)).toBeNull();
    expect(sessionStorage.getItem(`${SYNC_KEY_PREFIX}cart`)).toBeNull();
    // A later focus or count refresh does not merge again.
    await useCartStore.getState().syncAndLoad();
    expect(syncs).toHaveLength(1);
  });

  it('a retry after a network failure re-sends the same requestId, so nothing is added twice', async () => {
    visitor();
    await useCartStore.getState().add(item(11, 2));
    const ids: unknown[] = [];
    let fail = true;
    server.use(
      http.post(routeOf(cart.synchronize.path), async ({ request }) => {
        ids.push(((await request.clone().json()) as { requestId: string }).requestId);
        if (fail) return HttpResponse.error();
        return undefined;
      }),
    );
    await logIn();
    expect(useCartStore.getState().pendingMerge).toBe(1);
    expect(sessionStorage.getItem(SHOPPING_CART)).not.toBeNull();
    fail = false;
    await useCartStore.getState().syncAndLoad();
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(useCartStore.getState().items.map((i) => [i.skuId, i.number])).toEqual([[11, 2]]);
    expect(useCartStore.getState().pendingMerge).toBe(0);
  });

  it('reports dropped visitor items in Chinese', async () => {
    visitor();
    await useCartStore.getState().add(item(11, 1, '阿司匹林'));
    await useCartStore.getState().add(item(999, 1, '已删除的商品'));
    await logIn();
    expect(useCartStore.getState().notice).toBe('您登录前加入购物车的 1 件商品未能合并：「已删除的商品 100mg」（规格不存在）');
    expect(useCartStore.getState().items.map((i) => i.skuId)).toEqual([11]);
  });

  it('an answer arriving after a logout does not bring the list back', async () => {
    seedCart(1, [{ skuId: 11, num: 1 }]);
    Cookies.set(AUTH_COOKIE.token, TOKEN);
    useAuthStore.setState({ status: 'in' });
    const pending = useCartStore.getState().syncAndLoad();
    endSessionLocally();
    await pending;
    expect(useCartStore.getState().items).toEqual([]);
  });
});
