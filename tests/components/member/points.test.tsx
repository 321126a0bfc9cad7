import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import MyPoints from '@/components/member/MyPoints';
import { resetMemberMocks, seedMockPoints } from '@/mocks/handlers/member';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithQuery, resetNavigation } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const USER = 34;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMemberMocks();
  resetNavigation('/personalCenter/myIntegral');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('我的积分', () => {
  it('shows the balance, the ledger with order and expiry, and the rules', async () => {
    seedMockPoints(USER, { kind: 'signup', delta: 100, reason: '新用户注册奖励', orderNo: null, balanceAfter: 100, expiresAt: '2027-12-31T16:00:00.000Z', createdAt: '2026-03-01T02:00:00.000Z' });
    seedMockPoints(USER, { kind: 'order', delta: 356, reason: '订单完成（实付 ¥356.80）', orderNo: 'R202603010001', balanceAfter: 456, expiresAt: '2027-12-31T16:00:00.000Z', createdAt: '2026-03-05T02:00:00.000Z' });
    renderWithQuery(<MyPoints />);
    expect(within(await screen.findByRole('group', { name: '可用积分' })).getByText('456')).toBeTruthy();
    const row = (await screen.findByText('R202603010001')).closest('tr')!;
    expect(within(row).getByText('+356')).toBeTruthy();
    expect(within(row).getByText('订单完成')).toBeTruthy();
    expect(within(row).getByText('2027-12-31')).toBeTruthy();
    expect(screen.getByText(/订单完成（已完成）后，按实付金额每 1 元得 1 积分/)).toBeTruthy();
    expect(screen.getByText(/有效期至次年 12 月 31 日/)).toBeTruthy();
  });
});
