import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import PayResult from '@/components/payment/PayResult';
import { browserApi } from '@/lib/api/browser';
import { paymentCalls } from '@/lib/api/order';
import { mockSkus } from '@/mocks/fixtures/cart';
import { resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetOrderMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-5-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sku = mockSkus.find((s) => s.stock >= 1)!;
/** The page polls every 2 s in the shop; here every 30 ms, so a test never waits on the clock. */
const renderResult = (payNo: string) =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PayResult payNo={payNo} pollMs={30} />
    </QueryClientProvider>,
  );

async function sandboxPayment() {
  const order = seedOrder(5, [{ skuId: sku.skuId, num: 1 }]);
  const { payNo } = await paymentCalls.pay(browserApi, order.id, 'sandbox');
  return { order, payNo };
}
const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('/successAliPage', () => {
  it('支付成功 with the order number, amount and method, 查看订单 and 继续购物', async () => {
    const { order, payNo } = await sandboxPayment();
    await paymentCalls.decide(browserApi, payNo, 'success');
    renderResult(payNo);
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByText(order.orderNo)).toBeTruthy();
    expect(screen.getByText(`¥${(order.total / 100).toFixed(2)}`)).toBeTruthy();
    expect(screen.getByText('沙箱支付（演示）')).toBeTruthy();
    expect(linkTo('查看订单')).toBe(`/orderCenter/orderDetaile?id=${order.id}`);
    expect(linkTo('继续购物')).toBe('/');
  });

  it('while the notify has not come it says 正在确认支付结果… and shows 支付成功 once the server says paid', async () => {
    const { payNo } = await sandboxPayment();
    let answers = 0;
    const count = ({ request }: { request: Request }) => void (request.url.includes('/order/pay/result') && answers++);
    server.events.on('response:mocked', count);
    renderResult(payNo);
    // The server has said "not paid" at least once, and the page is still asking.
    await waitFor(() => expect(answers).toBeGreaterThan(0));
    expect(screen.getByText('正在确认支付结果…')).toBeTruthy();
    // The institution's notify arrives while the page is asking.
    await paymentCalls.decide(browserApi, payNo, 'success');
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.queryByText('正在确认支付结果…')).toBeNull();
    server.events.removeListener('response:mocked', count);
  });

  it('still unpaid after the last question: 支付未完成 with 重新支付 and 查看订单', async () => {
    const { order, payNo } = await sandboxPayment();
    renderResult(payNo);
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    expect(await screen.findByText('支付未完成')).toBeTruthy();
    expect(linkTo('重新支付')).toBe(`/orderCenter/orderPayment?id=${order.id}`);
    expect(linkTo('查看订单')).toBe(`/orderCenter/orderDetaile?id=${order.id}`);
  });

  it('a failed payment shows 支付失败 at once, with 重新支付', async () => {
    const { order, payNo } = await sandboxPayment();
    await paymentCalls.decide(browserApi, payNo, 'fail');
    renderResult(payNo);
    expect(await screen.findByText('支付失败')).toBeTruthy();
    expect(screen.getByText('订单当前为「待付款」，本次支付未完成。')).toBeTruthy();
    expect(linkTo('重新支付')).toBe(`/orderCenter/orderPayment?id=${order.id}`);
  });

  it("another buyer's pay number shows the server's message", async () => {
    const { payNo } = await sandboxPayment();
    Cookies.set(AUTH_COOKIE.token, 'mock-token-6-1');
    renderResult(payNo);
    expect(await screen.findByText('支付单不存在')).toBeTruthy();
  });

  it('without a session the page shows the session message instead of crashing', async () => {
    const { payNo } = await sandboxPayment();
    Cookies.remove(AUTH_COOKIE.token);
    renderResult(payNo);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/登录/));
  });
});
