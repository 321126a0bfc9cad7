import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import OrderPayment from '@/components/payment/OrderPayment';
import { mockSkus } from '@/mocks/fixtures/cart';
import { creditMockLine, resetCreditMocks, seedMockBill, setMockCreditLine } from '@/mocks/handlers/credit-state';
import { orderMockState, resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { nav, renderWithApp, resetNav } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetOrderMocks();
  resetCreditMocks();
  resetNav();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-3-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const withQuery = (ui: ReactElement) => renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
const sku = mockSkus.find((s) => s.stock >= 2)!;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确认支付' }));

describe('账期支付 on /orderCenter/orderPayment', () => {
  it('is not offered to a buyer without a line', async () => {
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 1 }]);
    withQuery(<OrderPayment id={order.id} />);
    await screen.findByRole('radio', { name: '沙箱支付（演示）' });
    expect(screen.queryByRole('radio', { name: '账期支付' })).toBeNull();
  });

  it('shows the available amount; paying moves the order on, lowers the line and opens the order', async () => {
    setMockCreditLine(3, { limit: 5_000_000, termDays: 30 });
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 1 }]);
    withQuery(<OrderPayment id={order.id} />);
    fireEvent.click(await screen.findByRole('radio', { name: '账期支付' }));
    expect(screen.getByText('可用额度 ¥50,000.00，账期 30 天，到期前对公转账还款')).toBeTruthy();
    expect(await screen.findByText('可用额度 ¥50,000.00，账期 30 天：确认后订单立即生效，请在付款日起 30 天内还款')).toBeTruthy();
    confirm();
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith(`/orderCenter/orderDetaile?id=${order.id}`));
    expect(orderMockState(3).find((o) => o.id === order.id)).toMatchObject({ status: 'to_ship', payMethod: 'credit' });
    expect(creditMockLine(3)?.used).toBe(order.total);
  });

  it('an overdue bill: the reason is shown and 确认支付 is disabled', async () => {
    setMockCreditLine(3, { limit: 5_000_000, termDays: 30 });
    seedMockBill(3, { orderId: 77, orderNo: '26112000000077', amount: 30_000, dueInDays: -2 });
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 1 }]);
    withQuery(<OrderPayment id={order.id} />);
    fireEvent.click(await screen.findByRole('radio', { name: '账期支付' }));
    expect(await screen.findByText('您有 1 笔账期账单已逾期（待还 ¥300.00），请先还款后再使用账期支付')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认支付' }).hasAttribute('disabled')).toBe(true);
    expect(orderMockState(3).find((o) => o.id === order.id)?.status).toBe('unpaid');
  });

  it('a total above the available amount says so', async () => {
    setMockCreditLine(3, { limit: 100, termDays: 30 });
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 1 }]);
    withQuery(<OrderPayment id={order.id} />);
    fireEvent.click(await screen.findByRole('radio', { name: '账期支付' }));
    expect(await screen.findByText(/超出可用账期额度 ¥1\.00$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认支付' }).hasAttribute('disabled')).toBe(true);
  });
});
