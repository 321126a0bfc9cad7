import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import MyCollection from '@/components/member/MyCollection';
import { mockSkus, demandRowOf } from '@/mocks/fixtures/cart';
import { cartMockState, resetCartMocks } from '@/mocks/handlers/cart';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, useAuthStore } from '@/stores/auth';
import { resetUserStores } from '@/stores/user-stores';
import { renderWithQuery, resetNavigation } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const USER = 32;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCartMocks();
  resetUserStores();
  resetNavigation('/personalCenter/myCollection');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
  useAuthStore.setState({ status: 'in' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Distinct products of the mock catalogue, the first `n`. */
const products = (n: number) => [...new Set(mockSkus.map((s) => s.productId))].slice(0, n);

function seedCollection(n: number) {
  const list = cartMockState(USER).demand;
  products(n).forEach((productId, i) => list.push(demandRowOf(500 + i, productId, null)!));
  return list;
}

describe('我的收藏', () => {
  it('pages the favourites with the total, shows CAS, brand and the pack’s price, and removes one', async () => {
    const list = seedCollection(12);
    renderWithQuery(<MyCollection />);
    expect(await screen.findByText('共 12 件商品')).toBeTruthy();
    const rows = () => screen.getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(10);
    const first = list[0];
    const row = rows()[0];
    expect(within(row).getByRole('link', { name: first.name })).toBeTruthy();
    expect(within(row).getByText(new RegExp(`CAS号：${first.cas}`))).toBeTruthy();
    expect(within(row).getByText(first.brandName)).toBeTruthy();
    expect(within(row).getByText(`¥${(first.skus[0].price / 100).toFixed(2)}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.click(within(rows()[0]).getByRole('button', { name: /取消收藏/ }));
    expect(await screen.findByText('共 11 件商品')).toBeTruthy();
    expect(cartMockState(USER).demand).toHaveLength(11);
  });

  it('adds the chosen pack to the cart', async () => {
    const [entry] = seedCollection(1);
    renderWithQuery(<MyCollection />);
    const row = (await screen.findByRole('link', { name: entry.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(cartMockState(USER).cart.map((r) => r.skuId)).toEqual([entry.skus[0].id]));
  });

  it('says so when nothing is collected', async () => {
    renderWithQuery(<MyCollection />);
    expect(await screen.findByText('还没有收藏商品')).toBeTruthy();
  });
});
