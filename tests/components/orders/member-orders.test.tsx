import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import OrderCenter from '@/components/orders/OrderCenter';
import OrderDetail from '@/components/orders/OrderDetail';
import OrderPayment from '@/components/payment/OrderPayment';
import { orderActions, orderBuyerOnly, type OrderDetail as Order, type OrderStatus } from '@/lib/api/contract/order';
import { mockSkus } from '@/mocks/fixtures/cart';
import { resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithQuery, resetNavigation } from './helpers';

vi.mock('next/navigation', async () => (await import('./helpers')).navigation);

/*
 * An organisation admin's view of a member's orders, as the API answers it: the buyer's name, and only the
 * actions the server allows the admin (取消订单 before payment, 再次购买) — the pages offer exactly those.
 */

const USER = 7;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetOrderMocks();
  resetNavigation();
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [skuA, skuB] = mockSkus.filter((s, i, all) => all.findIndex((t) => t.productId === s.productId) === i);
const BUYER = { name: '李采购', mobile: '137****7000' };

/** A member's order of this status as its organisation's admin receives it. */
function membersOrder(status: OrderStatus): Order {
  const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }], status);
  return Object.assign(o, { buyer: BUYER, actions: orderActions(status, { custom: false, own: false }) });
}
const buttons = (scope: HTMLElement) => within(scope).queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

describe("a member's order seen by the organisation's admin", () => {
  it('the list names the buyer and offers 取消订单 and 订单详情 only; the admin\'s own order keeps 去支付 and names nobody', async () => {
    const theirs = membersOrder('unpaid');
    const mine = seedOrder(USER, [{ skuId: skuB.skuId, num: 1 }]);
    renderWithQuery(<OrderCenter />);
    const card = await screen.findByRole('article', { name: `订单号 ${theirs.orderNo}` });
    expect(within(card).getByText('下单人：李采购（137****7000）')).toBeTruthy();
    expect(buttons(card)).toEqual(['取消订单']);
    expect(within(card).queryByRole('link', { name: '去支付' })).toBeNull();
    expect(within(card).getByRole('link', { name: '订单详情' })).toBeTruthy();

    const own = screen.getByRole('article', { name: `订单号 ${mine.orderNo}` });
    expect(within(own).queryByText(/下单人/)).toBeNull();
    expect(within(own).getByRole('link', { name: '去支付' })).toBeTruthy();
    expect(buttons(own)).toEqual(['取消订单']);
  });

  it("the order page names the buyer; a shipped one offers 再次购买 only — no 确认收货, no after-sales column", async () => {
    const theirs = membersOrder('shipped');
    renderWithQuery(<OrderDetail id={theirs.id} />);
    const banner = await screen.findByRole('status', { name: '订单状态' });
    expect(screen.getByText(/下单人：李采购（137\*\*\*\*7000）/)).toBeTruthy();
    expect(buttons(banner)).toEqual(['再次购买']);
    expect(screen.queryByRole('columnheader', { name: '售后服务' })).toBeNull();
    expect(screen.queryByRole('link', { name: '申请售后' })).toBeNull();
  });

  it('the pay page says the buyer pays it and offers no 确认支付', async () => {
    const theirs = membersOrder('unpaid');
    renderWithQuery(<OrderPayment id={theirs.id} />);
    expect(await screen.findByText(orderBuyerOnly('李采购', 'pay'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
  });
});
