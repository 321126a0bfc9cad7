import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  addToCollection,
  COLLECTIONS_EVENT,
  INTER_QUOTATION,
  readCollection,
  REQUIRELIST,
  SHOPPING_CART,
  toLocalItem,
  useProductActions,
  type ProductChoice,
} from '@/components/catalogue/actions';
import { routes } from '@/lib/routes';
import { resetAuthStore, useAuthStore } from '@/stores/auth';
import { readSourcePath, resetLoginModal, useLoginModal } from '@/stores/login-modal';
import { AppContext, nav, resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

beforeEach(() => {
  resetNav('/goodsDetail/1');
  resetAuthStore();
  resetLoginModal();
});
afterEach(() => vi.restoreAllMocks());

const aspirin = (over: Partial<ProductChoice> = {}): ProductChoice => ({
  productId: 1,
  skuId: 2,
  name: '阿司匹林',
  pack: '500mg',
  src: '/api/mall/shopping/product/api/structure/BSYNRYMUTXBXSQ-UHFFFAOYSA-N.svg',
  price: null,
  quantity: 3,
  ...over,
});

const renderActions = () => renderHook(() => useProductActions(), { wrapper: AppContext }).result;

describe('local collection items (SPEC §3 shape)', () => {
  it('builds the cart / inquiry item of SPEC §3', () => {
    expect(toLocalItem(aspirin())).toEqual({
      identityPrimaryKey: '2',
      productId: 1,
      skuId: 2,
      prodDetailId: 1,
      carId: null,
      number: 3,
      name: '阿司匹林',
      price: null,
      src: '/api/mall/shopping/product/api/structure/BSYNRYMUTXBXSQ-UHFFFAOYSA-N.svg',
      specification: [{ propName: '规格', propValue: '500mg' }],
    });
  });

  it('merges the same SKU by adding quantities and keeps other SKUs apart', () => {
    addToCollection(sessionStorage, SHOPPING_CART, toLocalItem(aspirin({ quantity: 2 })));
    addToCollection(sessionStorage, SHOPPING_CART, toLocalItem(aspirin({ quantity: 5 })));
    addToCollection(sessionStorage, SHOPPING_CART, toLocalItem(aspirin({ skuId: 3, pack: '1g', quantity: 1 })));
    const items = readCollection(sessionStorage, SHOPPING_CART);
    expect(items.map((i) => [i.skuId, i.number])).toEqual([
      [2, 7],
      [3, 1],
    ]);
    expect(JSON.parse(sessionStorage.getItem('SHOPPING_CART')!)).toHaveLength(2);
  });

  it('caps a merged quantity at 9999 and reads a broken entry as empty', () => {
    addToCollection(sessionStorage, SHOPPING_CART, toLocalItem(aspirin({ quantity: 9000 })));
    addToCollection(sessionStorage, SHOPPING_CART, toLocalItem(aspirin({ quantity: 9000 })));
    expect(readCollection(sessionStorage, SHOPPING_CART)[0].number).toBe(9999);
    sessionStorage.setItem(INTER_QUOTATION, '{not json');
    expect(readCollection(sessionStorage, INTER_QUOTATION)).toEqual([]);
    sessionStorage.setItem(INTER_QUOTATION, JSON.stringify([{ junk: true }, toLocalItem(aspirin())]));
    expect(readCollection(sessionStorage, INTER_QUOTATION)).toHaveLength(1);
  });
});

describe('useProductActions', () => {
  it('adds to the cart and the inquiry basket in session storage, the demand list in local storage', () => {
    const events: string[] = [];
    window.addEventListener(COLLECTIONS_EVENT, (e) => events.push((e as CustomEvent<{ key: string }>).detail.key));
    const actions = renderActions();
    act(() => {
      expect(actions.current.addToCart(aspirin())).toBe(true);
      expect(actions.current.addToCart(aspirin({ quantity: 1 }))).toBe(true);
      expect(actions.current.addToInquiry(aspirin())).toBe(true);
      expect(actions.current.addToDemand(aspirin({ quantity: 10 }))).toBe(true);
    });
    expect(readCollection(sessionStorage, SHOPPING_CART)).toMatchObject([{ identityPrimaryKey: '2', number: 4, specification: [{ propName: '规格', propValue: '500mg' }] }]);
    expect(readCollection(sessionStorage, INTER_QUOTATION)).toMatchObject([{ skuId: 2, number: 3 }]);
    expect(readCollection(localStorage, REQUIRELIST)).toMatchObject([{ skuId: 2, number: 10 }]);
    expect(sessionStorage.getItem(REQUIRELIST)).toBeNull();
    expect(events).toEqual([SHOPPING_CART, SHOPPING_CART, INTER_QUOTATION, REQUIRELIST]);
  });

  it('refuses a quantity that is not a positive integer', () => {
    const actions = renderActions();
    act(() => {
      expect(actions.current.addToCart(aspirin({ quantity: 0 }))).toBe(false);
      expect(actions.current.addToCart(aspirin({ quantity: 1.5 }))).toBe(false);
      expect(actions.current.addToInquiry(aspirin({ quantity: 10_000 }))).toBe(false);
    });
    expect(sessionStorage.getItem(SHOPPING_CART)).toBeNull();
    expect(sessionStorage.getItem(INTER_QUOTATION)).toBeNull();
  });

  it('立即购买 by a visitor opens the login, which then continues to the settlement of that SKU; the cart is untouched', async () => {
    useAuthStore.setState({ status: 'out' });
    const actions = renderActions();
    act(() => {
      actions.current.buyNow(aspirin());
    });
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
    expect(readCollection(sessionStorage, SHOPPING_CART)).toHaveLength(0);
    expect(readSourcePath()).toBe(routes.settlementPage({ skuId: aspirin().skuId, num: aspirin().quantity }));
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('立即购买 by a logged-in customer goes to the settlement of that SKU and quantity', async () => {
    useAuthStore.setState({ status: 'in' });
    const actions = renderActions();
    act(() => {
      actions.current.buyNow(aspirin({ quantity: 3 }));
    });
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith(routes.settlementPage({ skuId: aspirin().skuId, num: 3 })));
    expect(useLoginModal.getState().open).toBe(false);
  });

  it('立即购买 refuses a quantity that is not a positive integer', () => {
    useAuthStore.setState({ status: 'in' });
    const actions = renderActions();
    act(() => {
      expect(actions.current.buyNow(aspirin({ quantity: 0 }))).toBe(false);
    });
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('reports a storage that refuses to write', () => {
    const real = window.sessionStorage;
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    Object.defineProperty(window, 'sessionStorage', { value: full, configurable: true });
    try {
      const actions = renderActions();
      act(() => {
        expect(actions.current.addToCart(aspirin())).toBe(false);
      });
    } finally {
      Object.defineProperty(window, 'sessionStorage', { value: real, configurable: true });
    }
  });
});
