import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import AddAllToCart from '@/components/standards/AddAllToCart';
import ProductReferencesList from '@/components/standards/ProductReferencesList';
import StandardNumberForm from '@/components/standards/StandardNumberForm';
import StandardView from '@/components/standards/StandardView';
import { browserApi } from '@/lib/api/browser';
import { cart } from '@/lib/api/contract/cart';
import { getProductReferences, getStandardByCode, getStandardEditions } from '@/lib/api/standards';
import { ApiFailure } from '@/lib/api/client';
import { routes } from '@/lib/routes';
import { cartMockState, resetCartMocks } from '@/mocks/handlers/cart';
import { mock, rejected } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { readSourcePath, resetLoginModal, useLoginModal } from '@/stores/login-modal';
import { listStores } from '@/stores/user-stores';
import { nav, renderWithApp, resetNav } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/standard/standardDetail/5');
  resetCartMocks();
  resetAuthStore();
  resetLoginModal();
  for (const store of listStores) store.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function logIn() {
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
  useAuthStore.setState({ status: 'in' });
  await Promise.all(listStores.map((s) => s.getState().syncAndLoad()));
}

describe('number search form', () => {
  const submit = (value: string) => {
    renderWithApp(<StandardNumberForm />);
    fireEvent.change(screen.getByLabelText('标准号'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: '检索' }));
  };

  it.each(['GB/T 601-2016', 'GBT601', 'gb 5009.3'])('goes to the results of %s', (value) => {
    submit(value);
    expect(nav.router.push).toHaveBeenCalledWith(routes.standardNumberSearchFor(value));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops an empty or unreadable number with a hint and goes nowhere', () => {
    submit('   ');
    expect(screen.getByRole('alert').textContent).toBe('请输入标准号');
    fireEvent.change(screen.getByLabelText('标准号'), { target: { value: '苯甲酸' } });
    fireEvent.click(screen.getByRole('button', { name: '检索' }));
    expect(screen.getByRole('alert').textContent).toBe('请按 GB/T 601-2016 的格式输入标准号');
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('is a GET form to the number search (works without JavaScript)', () => {
    renderWithApp(<StandardNumberForm initial="GBT601" />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(routes.standardNumberSearch);
    expect(form.getAttribute('method')).toBe('get');
    expect((screen.getByLabelText('标准号') as HTMLInputElement).name).toBe('number');
    expect((screen.getByLabelText('标准号') as HTMLInputElement).value).toBe('GBT601');
  });
});

describe('the standard view and 全部加入购物车', () => {
  it('every spelling reaches the same standard, with every edition listed by number', async () => {
    const spellings = await Promise.all(['GB-T-601-2016', 'GB/T 601-2016', 'GBT601'].map((c) => getStandardByCode(browserApi, c)));
    expect(new Set(spellings.map((s) => s.id))).toEqual(new Set([1]));
    expect((await getStandardEditions(browserApi, 'gb 2763')).map((s) => `${s.number} ${s.status}`)).toEqual(['GB 2763-2021 现行', 'GB 2763-2019 废止']);
    await expect(getStandardByCode(browserApi, 'GB 99999-2020')).rejects.toMatchObject({ kind: 'rejected', message: '未收录标准 GB 99999-2020' });
    await expect(getStandardByCode(browserApi, 'abc')).rejects.toBeInstanceOf(ApiFailure);
  });

  it('shows the facts, the replaced-by link and the materials with product links', async () => {
    renderWithApp(<StandardView standard={await getStandardByCode(browserApi, 'GB/T 601-2002')} />);
    expect(screen.getByTestId('replaced-by-notice').textContent).toContain('本标准已被 GB/T 601-2016 代替');
    expect(screen.getByRole('link', { name: '查看标准 GB/T 601-2016' }).getAttribute('href')).toBe(routes.standardDetail(1));
    expect(screen.getByText('本标准未列出需要的标准物质。')).toBeTruthy();
  });

  it('adds every material we sell in one call for a customer', async () => {
    await logIn();
    renderWithApp(<StandardView standard={await getStandardByCode(browserApi, 'HJ 809-2016')} />);
    const rows = screen.getAllByTestId('standard-material');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('62-75-9'), expect.stringContaining('暂未销售')]);
    expect(screen.getByTestId('material-product').getAttribute('href')).toBe(routes.goodsDetail(9));
    // The package 全部加入购物车 adds, with its list price (the same for every visitor).
    expect(rows[0].textContent).toContain('1mL ¥655.00');
    fireEvent.click(screen.getByRole('button', { name: '全部加入购物车' }));
    expect(await screen.findByText('已将 1 种标准物质加入购物车')).toBeTruthy();
    expect(cartMockState(1).cart.map((r) => [r.skuId, r.num])).toEqual([[91, 1]]);
  });

  it('gives a visitor the login pop-up that comes back to the standard, and adds nothing', async () => {
    useAuthStore.setState({ status: 'out' });
    renderWithApp(<AddAllToCart items={[{ skuId: 91, name: 'N-亚硝基二甲胺' }]} />);
    fireEvent.click(screen.getByRole('button', { name: '全部加入购物车' }));
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
    expect(readSourcePath()).toBe('/standard/standardDetail/5');
    expect(cartMockState(1).cart).toEqual([]);
  });

  it("shows the server's refusal and adds nothing", async () => {
    await logIn();
    server.use(mock(cart.batchInsert, () => rejected('规格不存在（skuId 91）')));
    renderWithApp(<AddAllToCart items={[{ skuId: 91, name: 'N-亚硝基二甲胺' }]} />);
    fireEvent.click(screen.getByRole('button', { name: '全部加入购物车' }));
    expect(await screen.findByText('规格不存在（skuId 91）')).toBeTruthy();
    expect(cartMockState(1).cart).toEqual([]);
  });

  it('is disabled when nothing is sold', () => {
    renderWithApp(<AddAllToCart items={[]} />);
    expect((screen.getByRole('button', { name: '全部加入购物车' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('本标准的标准物质暂无可购买的商品')).toBeTruthy();
  });
});

describe('goods detail 相关方法与标准', () => {
  it('lists the methods and standards citing a product, linked', async () => {
    renderWithApp(<ProductReferencesList refs={await getProductReferences(browserApi, 5)} />);
    expect(screen.getByRole('heading', { name: '相关方法与标准' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'EP Omeprazole 有关物质' }).getAttribute('href')).toBe(routes.methodDetail(2));
    expect(screen.getByText(/杂质对照品（EP 杂质D）/)).toBeTruthy();

    renderWithApp(<ProductReferencesList refs={await getProductReferences(browserApi, 12)} />);
    expect(screen.getByRole('link', { name: 'GB 5009.139-2014' }).getAttribute('href')).toBe(routes.standardDetail(4));
  });

  it('is hidden when nothing cites the product; an unknown product is refused', async () => {
    const { container } = renderWithApp(<ProductReferencesList refs={await getProductReferences(browserApi, 1)} />);
    expect(container.querySelector('[data-testid="product-references"]')).toBeNull();
    await expect(getProductReferences(browserApi, 999)).rejects.toMatchObject({ kind: 'rejected', message: '商品不存在' });
  });
});
