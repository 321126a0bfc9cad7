import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import OrderConfirm from '@/components/settlement/OrderConfirm';
import { mmss, usePayCountdown } from '@/components/settlement/usePayCountdown';
import ConfirmRoute from '@/app/(main)/orderCenter/orderConfirm/page';
import { routes } from '@/lib/routes';
import { resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithQuery } from './helpers';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetOrderMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/orderCenter/orderConfirm', () => {
  it('an unpaid order: number, amount, the time left to pay, 立即支付 and 查看订单', async () => {
    const o = seedOrder(1, [{ skuId: 11, num: 1 }]);
    renderWithQuery(<OrderConfirm id={o.id} />);
    expect(await screen.findByText('订单提交成功')).toBeTruthy();
    expect(screen.getByTestId('order-no').textContent).toBe(o.orderNo);
    expect(screen.getByTestId('order-amount').textContent).toBe('¥270.00'); // ¥255.00 + ¥15 ambient fee (under ¥500)
    expect(screen.getByRole('timer').textContent).toMatch(/^请在 (30:00|29:\d\d) 内完成支付，超时订单将自动取消$/);
    expect(screen.getByRole('link', { name: '立即支付' }).getAttribute('href')).toBe(routes.orderPayment(o.id));
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(routes.orderDetail(o.id));
  });

  it('an order that is no longer unpaid says its status instead of asking to pay', async () => {
    const o = seedOrder(1, [{ skuId: 11, num: 1 }], 'cancelled');
    renderWithQuery(<OrderConfirm id={o.id} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('订单状态：已取消');
    expect(screen.queryByRole('link', { name: '立即支付' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('link', { name: '查看订单' })).toBeTruthy();
  });

  it('another user’s (or no) order shows the server message and the way to the order centre', async () => {
    const o = seedOrder(2, [{ skuId: 11, num: 1 }]);
    renderWithQuery(<OrderConfirm id={o.id} />);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的订单' }).getAttribute('href')).toBe(routes.orderCenter);
  });

  it.each([{}, { id: 'abc' }, { id: '0' }, { id: ['1', '2'] }])('a malformed id %o says so without asking the server', async (query) => {
    render(await ConfirmRoute({ searchParams: Promise.resolve(query) }));
    expect(screen.getByRole('alert').textContent).toBe('订单链接无效');
    expect(within(document.body).getByRole('link', { name: '我的订单' })).toBeTruthy();
  });
});

describe('pay countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down from the deadline once a second and stops at 0', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const { result } = renderHook(() => usePayCountdown('2026-01-01T10:00:03Z'));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('formats minutes and seconds', () => {
    expect(mmss(30 * 60)).toBe('30:00');
    expect(mmss(65)).toBe('01:05');
    expect(mmss(0)).toBe('00:00');
  });
});
