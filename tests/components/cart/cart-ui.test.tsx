import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useProductActions, type ProductChoice } from '@/components/catalogue/actions';
import CartPage from '@/components/cart/CartPage';
import HeaderCounts from '@/components/layout/header/HeaderCounts';
import { cart } from '@/lib/api/contract/cart';
import { routes } from '@/lib/routes';
import { cartMockState, resetCartMocks, seedCart } from '@/mocks/handlers/cart';
import { mockAccounts } from '@/mocks/handlers/user';
import { mock, rejected } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { makeItem, SHOPPING_CART } from '@/stores/cart-items';
import { listStores } from '@/stores/user-stores';
import { readSourcePath, resetLoginModal, useLoginModal } from '@/stores/login-modal';
import { AppContext, nav, renderWithApp, resetNav } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/settlementCenter');
  resetCartMocks();
  resetAuthStore();
  resetLoginModal();
  for (const store of listStores) store.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const choice = (over: Partial<ProductChoice> = {}): ProductChoice => ({ productId: 1, skuId: 11, name: '阿司匹林', pack: '100mg', src: '/x.svg', price: null, quantity: 2, ...over });

async function logIn() {
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
  useAuthStore.setState({ status: 'in' });
  await Promise.all(listStores.map((s) => s.getState().syncAndLoad()));
}

describe('header counts', () => {
  it('shows the three counts from the stores', async () => {
    sessionStorage.setItem(SHOPPING_CART, JSON.stringify([makeItem({ productId: 1, skuId: 11, name: 'A', pack: '1g', src: '', price: null, number: 1 })]));
    useAuthStore.setState({ status: 'out' });
    renderWithApp(<HeaderCounts />);
    await waitFor(() => expect(screen.getByRole('link', { name: '购物车 1' })).toBeTruthy());
    expect(screen.getByRole('link', { name: '询价篮 0' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '需求清单 0' })).toBeTruthy();
    act(() => {
      useCartStore.getState().addLocal(makeItem({ productId: 2, skuId: 21, name: 'B', pack: '1g', src: '', price: null, number: 1 }));
    });
    expect(screen.getByRole('link', { name: '购物车 2' })).toBeTruthy();
  });
});

describe('cart page', () => {
  it('a visitor sees 登录后查看 instead of prices, and 去结算 opens the login for /settlementCenter', async () => {
    sessionStorage.setItem(SHOPPING_CART, JSON.stringify([makeItem({ productId: 1, skuId: 11, name: '阿司匹林', pack: '100mg', src: '', price: 12300, number: 2 })]));
    useAuthStore.setState({ status: 'out' });
    renderWithApp(<CartPage />);
    await screen.findByText('阿司匹林');
    expect(screen.getAllByText('登录后查看').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText('¥123.00')).toBeNull();
    // No antd on the page: a plain table with the product as each row's header.
    expect(screen.getByRole('table', { name: '购物车中的商品' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /阿司匹林/ })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: '阿司匹林 数量' })).toHaveProperty('value', '2');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /去\s*结\s*算/ }));
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
    expect(readSourcePath()).toBe(routes.settlementCenter);
  });

  it('a customer sees prices, notes, totals of the selected rows, deletes with 删除成功, and 去结算 settles the selected rows', async () => {
    seedCart(1, [
      { skuId: 11, num: 2 },
      { skuId: 21, num: 50 },
    ]);
    const rows = cartMockState(1).cart;
    Object.assign(rows[1], { priceAtAdd: rows[1].price - 1000, priceChanged: true }); // skuId 11
    await logIn();
    renderWithApp(<CartPage />);
    await screen.findByText(/价格已变动：加入时/);
    expect(screen.getByText(/现货仅 \d+ 件/)).toBeTruthy();
    const total = () => screen.getByTestId('cart-total').textContent;
    const all = rows.reduce((s, r) => s + r.price * r.num, 0);
    expect(total()).toBe(`¥${(all / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`);
    // Deselect the first row: the total is the other one's.
    fireEvent.click(screen.getByRole('checkbox', { name: `选择 ${rows[0].prodDetailVO.name}` }));
    expect(total()).toBe(`¥${((rows[1].price * rows[1].num) / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`);
    fireEvent.click(screen.getByRole('button', { name: /去\s*结\s*算/ }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith(routes.settlementPage({ carIds: [rows[1].id] })));
    expect(useLoginModal.getState().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: `删除 ${rows[0].prodDetailVO.name}` }));
    await screen.findByText('删除成功');
    expect(cartMockState(1).cart).toHaveLength(1);
  });
});

describe('删除选中: every row starts selected, so removing them asks first', () => {
  it('names how many rows it removes; 取消 keeps them all', async () => {
    seedCart(1, [
      { skuId: 11, num: 2 },
      { skuId: 21, num: 1 },
    ]);
    await logIn();
    renderWithApp(<CartPage />);
    await screen.findAllByRole('checkbox', { name: /^选择 / });
    const trigger = screen.getByRole('button', { name: '删除选中' });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: '确定从购物车删除选中的 2 种商品吗？' });
    expect(cartMockState(1).cart).toHaveLength(2); // nothing removed before the answer
    // The focus moves into it, on the harmless answer; Esc closes it and returns the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /取\s*消/ }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: '确定从购物车删除选中的 2 种商品吗？' });
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100))); // any removal would have been sent by now
    expect(cartMockState(1).cart).toHaveLength(2);
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('removes the selected rows only once confirmed, and counts the selection', async () => {
    seedCart(1, [
      { skuId: 11, num: 2 },
      { skuId: 21, num: 1 },
    ]);
    const rows = cartMockState(1).cart;
    await logIn();
    renderWithApp(<CartPage />);
    fireEvent.click(await screen.findByRole('checkbox', { name: `选择 ${rows[0].prodDetailVO.name}` }));
    fireEvent.click(screen.getByRole('button', { name: '删除选中' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确定从购物车删除选中的 1 种商品吗？' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^删\s*除$/ }));
    await screen.findByText('删除成功');
    expect(cartMockState(1).cart.map((r) => r.id)).toEqual([rows[0].id]);
  });
});

describe('product actions with the stores', () => {
  const renderActions = () => renderHook(() => useProductActions(), { wrapper: AppContext }).result;

  it('a customer: insert on the server first, then the list', async () => {
    await logIn();
    const actions = renderActions();
    act(() => {
      expect(actions.current.addToCart(choice())).toBe(true);
    });
    await waitFor(() => expect(useCartStore.getState().items.map((i) => [i.skuId, i.number])).toEqual([[11, 2]]));
    expect(cartMockState(1).cart.map((r) => [r.skuId, r.num])).toEqual([[11, 2]]);
    await screen.findByText('已加入购物车');
  });

  it('a customer who clicks while the token is still being checked: the item goes to the server cart, not to session storage', async () => {
    mockAccounts.sessions().set('mock-token-1-1', 1);
    Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1'); // status still 'unknown': the start-up check has not answered
    const actions = renderActions();
    act(() => {
      expect(actions.current.addToCart(choice())).toBe(true);
    });
    await waitFor(() => expect(cartMockState(1).cart.map((r) => [r.skuId, r.num])).toEqual([[11, 2]]));
    expect(useAuthStore.getState().status).toBe('in');
    expect(sessionStorage.getItem(SHOPPING_CART)).toBeNull();
    await screen.findByText('已加入购物车');
  });

  it('code 0 on insert shows the server message and changes nothing', async () => {
    seedCart(1, [{ skuId: 21, num: 1 }]);
    await logIn();
    server.use(mock(cart.insert, () => rejected('购物车最多可放 200 种商品，请先删除部分商品')));
    const before = useCartStore.getState().items;
    const actions = renderActions();
    act(() => {
      actions.current.addToCart(choice());
    });
    await screen.findByText('购物车最多可放 200 种商品，请先删除部分商品');
    expect(useCartStore.getState().items).toBe(before);
    expect(sessionStorage.getItem(SHOPPING_CART)).toBeNull();
  });

  it('立即购买 by a customer settles that SKU and leaves the cart alone', async () => {
    await logIn();
    const actions = renderActions();
    act(() => {
      expect(actions.current.buyNow(choice())).toBe(true);
    });
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith(routes.settlementPage({ skuId: 11, num: 2 })));
    expect(cartMockState(1).cart).toHaveLength(0);
    expect(useCartStore.getState().items).toHaveLength(0);
  });
});
