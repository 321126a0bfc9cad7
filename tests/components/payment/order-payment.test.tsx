import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import OrderPayment from '@/components/payment/OrderPayment';
import SandboxCashier from '@/components/payment/SandboxCashier';
import { mockSkus } from '@/mocks/fixtures/cart';
import { orderMockState, resetOrderMocks, seedOrder, setMockPayMethods } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { nav, renderWithApp, resetNav } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
const assign = vi.fn();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The institution's page is another site: the component leaves with location.assign, stubbed here.
  vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
});
beforeEach(() => {
  resetOrderMocks();
  resetNav();
  assign.mockReset();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-3-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const withQuery = (ui: ReactElement) => renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
const sku = mockSkus.find((s) => s.stock >= 2)!;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确认支付' }));

describe('/orderCenter/orderPayment', () => {
  it('shows the order number, amount, time left and the offered methods grouped; sandbox goes to the institution page', async () => {
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 2 }]);
    withQuery(<OrderPayment id={order.id} />);
    expect(await screen.findByText(order.orderNo)).toBeTruthy();
    expect(screen.getByText(`¥${(order.total / 100).toFixed(2)}`)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^\d+ 分 \d{2} 秒$/);
    expect(screen.getByText('在线支付')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '沙箱支付（演示）' })).toBeTruthy();
    expect(screen.getByText('模拟支付机构：不产生真实扣款，用于体验和测试完整的下单支付流程')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '对公转账' })).toBeTruthy();

    confirm();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^/sandboxPay\\?payNo=P${order.orderNo}01&token=[0-9a-f]{32}$`))));
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('对公转账 goes to the bill page of the order', async () => {
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 1 }]);
    withQuery(<OrderPayment id={order.id} />);
    fireEvent.click(await screen.findByRole('radio', { name: '对公转账' }));
    confirm();
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith(`/settlementPage/payment/paymentBill?id=${order.id}`));
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (a method the shop no longer offers) and stays", async () => {
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 1 }]);
    withQuery(<OrderPayment id={order.id} />);
    await screen.findByRole('radio', { name: '沙箱支付（演示）' });
    setMockPayMethods(['bank']);
    confirm();
    expect(await screen.findByText('该支付方式暂未开通')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('an order no longer unpaid says so and links to the order, with no pay button', async () => {
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 1 }], 'to_ship');
    withQuery(<OrderPayment id={order.id} />);
    expect(await screen.findByText('订单当前为「待发货」，无需支付')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(`/orderCenter/orderDetaile?id=${order.id}`);
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
  });

  it("another buyer's order id shows the server's message", async () => {
    const order = seedOrder(4, [{ skuId: sku.skuId, num: 1 }]);
    withQuery(<OrderPayment id={order.id} />);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});

describe('/sandboxPay (the sandbox institution)', () => {
  /** A payment started from the payment page, as the buyer starts it; the page is then closed. */
  async function started() {
    const order = seedOrder(3, [{ skuId: sku.skuId, num: 1 }]);
    withQuery(<OrderPayment id={order.id} />);
    await screen.findByRole('radio', { name: '沙箱支付（演示）' });
    confirm();
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const payNo = new URL(String(assign.mock.calls[0][0]), 'http://shop.test').searchParams.get('payNo')!;
    cleanup();
    assign.mockReset();
    return { order, payNo };
  }

  it('shows payee, order number, subject and amount; 确认付款 pays and returns to the merchant', async () => {
    const { order, payNo } = await started();
    withQuery(<SandboxCashier payNo={payNo} />);
    expect(await screen.findByText('标准品商城')).toBeTruthy();
    expect(screen.getByText(order.orderNo)).toBeTruthy();
    expect(screen.getByText(`标准品商城订单 ${order.orderNo}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认付款' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/successAliPage?payNo=${payNo}`));
    expect(orderMockState(3).find((o) => o.id === order.id)?.status).toBe('to_ship');
  });

  it('模拟支付失败 fails the payment, leaves the order unpaid and returns to the merchant', async () => {
    const { order, payNo } = await started();
    withQuery(<SandboxCashier payNo={payNo} />);
    fireEvent.click(await screen.findByRole('button', { name: '模拟支付失败' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/successAliPage?payNo=${payNo}`));
    expect(orderMockState(3).find((o) => o.id === order.id)?.status).toBe('unpaid');
  });

  it('a decided pay number shows its state and the way back, no buttons', async () => {
    const { payNo } = await started();
    withQuery(<SandboxCashier payNo={payNo} />);
    fireEvent.click(await screen.findByRole('button', { name: '确认付款' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    cleanup();
    withQuery(<SandboxCashier payNo={payNo} />);
    expect(await screen.findByText('该笔支付已完成')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回商户' }).getAttribute('href')).toBe(`/successAliPage?payNo=${payNo}`);
    expect(screen.queryByRole('button', { name: '确认付款' })).toBeNull();
  });

  it('an unknown pay number shows the server message', async () => {
    withQuery(<SandboxCashier payNo="P2611230000009901" />);
    expect(await screen.findByText('支付单不存在')).toBeTruthy();
  });
});
