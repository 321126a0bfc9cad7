import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import MyCustom from '@/components/custom/MyCustom';
import { submitCustomRequest } from '@/lib/api/custom';
import { quoteCustomMock, resetCustomMocks } from '@/mocks/handlers/custom';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { currentUrl, renderWithQuery, resetNavigation, visit } from '../orders/helpers';
import { USER, aspirinRequest, inDays, mockClient } from './helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCustomMocks();
  resetNavigation('/orderCenter/myCustom');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyer = mockClient();
const form = aspirinRequest();

describe('我的定制订单 (/orderCenter/myCustom)', () => {
  it('lists my requests with their states and the quote; a tab filters by state and goes into the URL', async () => {
    const first = await submitCustomRequest(buyer, form);
    const second = await submitCustomRequest(buyer, { ...form, name: '', cas: '', smiles: 'c1ccccc1O' });
    quoteCustomMock(first.id, { priceFen: 380_000, leadDays: 21, validUntil: inDays(7) });
    renderWithQuery(<MyCustom />);
    const quoted = await screen.findByRole('article', { name: `需求编号：${first.requestNo}` });
    expect(within(quoted).getByText('已报价')).toBeTruthy();
    expect(within(quoted).getByText(/¥3,800\.00，交货周期 21 天/)).toBeTruthy();
    const waiting = screen.getByRole('article', { name: `需求编号：${second.requestNo}` });
    expect(within(waiting).getByText('等待报价')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '待报价' }));
    await waitFor(() => expect(currentUrl()).toBe('/orderCenter/myCustom?state=pending'));
    visit('/orderCenter/myCustom?state=pending');
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(1));
  });

  it('says so when there is none', async () => {
    renderWithQuery(<MyCustom />);
    expect(await screen.findByText('暂无定制需求')).toBeTruthy();
  });
});
