import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import Footprints from '@/components/member/Footprints';
import { mockSkus } from '@/mocks/fixtures/cart';
import { resetMemberMocks, seedMockVisit } from '@/mocks/handlers/member';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithQuery, resetNavigation } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const USER = 33;
const DAY_MS = 24 * 60 * 60 * 1000;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMemberMocks();
  resetNavigation('/personalCenter/history');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [a, b] = mockSkus.filter((s, i, all) => all.findIndex((t) => t.productId === s.productId) === i);

describe('我的足迹', () => {
  it('groups viewed products under 今天 and 昨天, and clears one day', async () => {
    const now = Date.now();
    seedMockVisit(USER, a.productId, now - 60_000);
    seedMockVisit(USER, b.productId, now - DAY_MS);
    renderWithQuery(<Footprints />);
    const today = await screen.findByRole('region', { name: '今天' });
    expect(within(today).getByRole('link', { name: a.name })).toBeTruthy();
    const yesterday = screen.getByRole('region', { name: '昨天' });
    expect(within(yesterday).getByRole('link', { name: b.name })).toBeTruthy();
    expect(within(yesterday).getByRole('button', { name: /加入购物车/ })).toBeTruthy();

    fireEvent.click(within(yesterday).getByRole('button', { name: /清除当天/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '昨天' })).toBeNull());
    expect(screen.getByRole('region', { name: '今天' })).toBeTruthy();
  });

  it('says so when nothing was viewed', async () => {
    renderWithQuery(<Footprints />);
    expect(await screen.findByText('暂无浏览记录')).toBeTruthy();
  });
});
