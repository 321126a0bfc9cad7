import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import PointsMall from '@/components/promotions/PointsMall';
import { resetMemberMocks, seedMockPoints } from '@/mocks/handlers/member';
import { resetPromotionMocks } from '@/mocks/handlers/promotion';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, useAuthStore } from '@/stores/auth';
import { useLoginModal } from '@/stores/login-modal';
import { renderWithQuery, resetNavigation } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const USER = 35;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMemberMocks();
  resetPromotionMocks();
  resetNavigation('/pointsMallCenter');
});
afterEach(() => {
  server.resetHandlers();
  Cookies.remove(AUTH_COOKIE.token);
  useAuthStore.setState({ status: 'out' });
});
afterAll(() => server.close());

describe('积分商城', () => {
  it('a visitor sees the items with point prices; 立即兑换 opens the login pop-up', async () => {
    useAuthStore.setState({ status: 'out' });
    const open = vi.spyOn(useLoginModal.getState(), 'openModal');
    renderWithQuery(<PointsMall />);
    expect(await screen.findByRole('heading', { name: '10 元优惠券' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '丁腈手套（无粉，M 码，100 只/盒）' })).toBeTruthy();
    expect(screen.getByText('登录后查看可用积分并兑换')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即兑换：10 元优惠券' }));
    expect(open).toHaveBeenCalled();
  });

  it('a logged-in buyer redeems a voucher: the balance drops and the history lists it', async () => {
    Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
    useAuthStore.setState({ status: 'in' });
    seedMockPoints(USER, { kind: 'signup', delta: 100, reason: '新用户注册奖励', orderNo: null, balanceAfter: 100, expiresAt: '2027-12-31T16:00:00.000Z', createdAt: '2026-11-01T02:00:00.000Z' });
    renderWithQuery(<PointsMall />);
    expect(await screen.findByText('我的可用积分：100')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '立即兑换：10 元优惠券' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('将使用 100 积分，兑换后不可撤销。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /立即兑换/ }));
    expect(await screen.findByText('我的可用积分：0')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '兑换记录' }));
    expect(await screen.findByText('已发放到我的优惠券')).toBeTruthy();
    expect(await screen.findByText('10 元优惠券（满 200 元可用）')).toBeTruthy();
    // Not enough points for a second one: the server's message is shown.
    fireEvent.click(screen.getByRole('tab', { name: '兑换商品' }));
    fireEvent.click(screen.getByRole('button', { name: '立即兑换：30 元优惠券' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: /立即兑换/ }));
    expect(await within(again).findByText('积分不足（当前可用 0 积分）')).toBeTruthy();
  });
});
