import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import QuickOrder from '@/components/cart/QuickOrder';
import { resetCartMocks } from '@/mocks/handlers/cart';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { listStores } from '@/stores/user-stores';
import { renderWithApp, resetNav } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

/* /quickOrder kept showing 请选择规格 on an ambiguous line after its pack was chosen. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/quickOrder');
  resetCartMocks();
  resetAuthStore();
  for (const store of listStores) store.getState().reset();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
  useAuthStore.setState({ status: 'in' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('quick order, a line with several packs', () => {
  it('asks for a pack until one is chosen, then shows 已选规格 and no prompt', async () => {
    renderWithApp(<QuickOrder />);
    fireEvent.change(screen.getByLabelText('货号或CAS号，每行一个'), { target: { value: 'RM-R00101 2' } });
    fireEvent.click(screen.getByRole('button', { name: /解\s*析/ }));
    const select = await screen.findByRole('combobox', { name: '第 1 行 规格' });
    // Before: the result column, the placeholder and the reason all ask for a pack; nothing can be added.
    expect(screen.getAllByText('请选择规格').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('该商品有多个规格，请选择')).toBeTruthy();
    expect(screen.getByText('可加入', { exact: false }).textContent).toContain('0 / 1');

    fireEvent.mouseDown(select);
    await screen.findByRole('listbox');
    // antd renders the visible options as .ant-select-item-option (the role=option nodes are for screen readers).
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-select-item-option')!);

    await waitFor(() => expect(screen.getByText('可加入', { exact: false }).textContent).toContain('1 / 1'));
    expect(screen.getByText('已选规格')).toBeTruthy();
    expect(screen.queryByText('请选择规格')).toBeNull();
    expect(screen.queryByText('该商品有多个规格，请选择')).toBeNull();
  });
});
