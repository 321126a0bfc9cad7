import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import AddAllToCart from '@/components/methods/AddAllToCart';
import ClassificationFilterBar from '@/components/methods/ClassificationFilterBar';
import { choosePacks } from '@/components/methods/packs';
import { browserApi } from '@/lib/api/browser';
import { getMethod, getMethodTypes } from '@/lib/api/methods';
import { cartCalls } from '@/lib/api/cart';
import { resetCartMocks } from '@/mocks/handlers/cart';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { resetLoginModal, useLoginModal } from '@/stores/login-modal';
import { listStores } from '@/stores/user-stores';
import { nav, renderWithApp, resetNav } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

/* The two islands of the methods pages, against the MSW mocks: the classification filter bar and 全部加入购物车. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/searchCenter/methodsSeach');
  resetCartMocks();
  resetAuthStore();
  resetLoginModal();
  for (const store of listStores) store.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const logIn = () => {
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
  useAuthStore.setState({ status: 'in' });
};

describe('classification filter bar', () => {
  it('strips commas and spaces while typing, and searches what is left', async () => {
    const types = await getMethodTypes(browserApi);
    renderWithApp(<ClassificationFilterBar types={types} keyword="" typeIds={[]} />);
    const box = screen.getByPlaceholderText('请输入药典方法或原料药名称') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '奥美 拉唑，有关,物质 ' } });
    expect(box.value).toBe('奥美拉唑有关物质');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(nav.router.push).toHaveBeenCalledWith(`/searchCenter/methodsSeach?keyword=${encodeURIComponent('奥美拉唑有关物质')}`);
  });

  it('hides the keyword box when the URL carries a keyword, and keeps the keyword when toggling', async () => {
    const types = await getMethodTypes(browserApi);
    renderWithApp(<ClassificationFilterBar types={types} keyword="奥美拉唑" typeIds={[]} />);
    expect(screen.queryByPlaceholderText('请输入药典方法或原料药名称')).toBeNull();
    const group = screen.getByRole('group', { name: '化合物类别' });
    fireEvent.click(within(group).getByRole('button', { name: '苯并咪唑类' }));
    expect(nav.router.push).toHaveBeenCalledWith(`/searchCenter/methodsSeach?keyword=${encodeURIComponent('奥美拉唑')}&typeIds=2002`);
  });

  it('shows the chosen toggles pressed; 清空筛选 drops them all', async () => {
    const types = await getMethodTypes(browserApi);
    renderWithApp(<ClassificationFilterBar types={types} keyword="" typeIds={[1002, 3003]} />);
    expect(screen.getByRole('button', { name: '消化系统药物' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '抑酸' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '解热镇痛' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '抑酸' }));
    expect(nav.router.push).toHaveBeenLastCalledWith('/searchCenter/methodsSeach?typeIds=1002');
    fireEvent.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(nav.router.push).toHaveBeenLastCalledWith('/searchCenter/methodsSeach');
  });
});

describe('全部加入购物车', () => {
  const chpOmeprazole = async () => choosePacks((await getMethod(browserApi, 101)).standards.map((s) => s.product));

  it('adds one package of each standard in one call and says so', async () => {
    logIn();
    const { choices, missing } = await chpOmeprazole();
    expect(choices).toHaveLength(2);
    expect(missing).toEqual([]);
    renderWithApp(<AddAllToCart choices={choices} missing={missing} />);
    fireEvent.click(screen.getByRole('button', { name: '全部加入购物车' }));
    expect(await screen.findByText('已将 2 种标准品加入购物车', { exact: false })).toBeTruthy();
    const rows = await cartCalls.list(browserApi);
    expect(rows.map((r) => r.prodDetailVO.productId).sort()).toEqual([4, 5]);
    expect(rows.every((r) => r.num === 1)).toBe(true);
  });

  it('opens the login pop-up for a visitor and adds nothing', async () => {
    const { choices } = await chpOmeprazole();
    renderWithApp(<AddAllToCart choices={choices} missing={[]} />);
    fireEvent.click(screen.getByRole('button', { name: '全部加入购物车' }));
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server refusal as it is', async () => {
    logIn();
    renderWithApp(<AddAllToCart choices={[{ skuId: 999999, name: '不存在' }]} missing={['无包装的商品']} />);
    expect(screen.getByText('以下商品暂无可售包装，未加入：无包装的商品')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部加入购物车' }));
    expect(await screen.findByText('规格不存在（skuId 999999）')).toBeTruthy();
  });
});
