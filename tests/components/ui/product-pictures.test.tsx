import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import Footprints from '@/components/member/Footprints';
import MyCollection from '@/components/member/MyCollection';
import { RecentViewsCard } from '@/components/member/OverviewCards';
import InquiryDetail from '@/components/inquiry/InquiryDetail';
import OrderCenter from '@/components/orders/OrderCenter';
import OrderDetail from '@/components/orders/OrderDetail';
import SettlementPage from '@/components/settlement/SettlementPage';
import CartPage from '@/components/cart/CartPage';
import ProductCard from '@/components/catalogue/ProductCard';
import { browserApi } from '@/lib/api/browser';
import { member } from '@/lib/api/contract/member';
import { publicApiBase } from '@/lib/env';
import { demandRowOf, mockSkus } from '@/mocks/fixtures/cart';
import { productCards } from '@/mocks/fixtures/catalogue';
import { cartMockState, resetCartMocks, seedCart } from '@/mocks/handlers/cart';
import { resetAddressMocks } from '@/mocks/handlers/address';
import { resetMemberMocks, seedMockVisit } from '@/mocks/handlers/member';
import { resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { resetOrgMocks } from '@/mocks/handlers/org';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { resetUserStores } from '@/stores/user-stores';
import { renderWithQuery, resetNavigation } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

/**
 * Every page that shows a product's picture loads it from the API's depiction path under {api}
 * (NEXT_PUBLIC_API_BASE): the API answers the path without it, and the storefront itself has no such page.
 */
const USER = 41;
const server = createMockServer();
// happy-dom loads no pictures; a loaded one has a width, so ImageWithFallback keeps the <img>.
const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 120 });
});
beforeEach(() => {
  sessionStorage.clear();
  resetCartMocks();
  resetAddressMocks();
  resetOrderMocks();
  resetOrgMocks();
  resetMemberMocks();
  resetAuthStore();
  resetUserStores();
  resetNavigation('/personalCenter');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
  useAuthStore.setState({ status: 'in' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  if (naturalWidth) Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', naturalWidth);
});

const [skuA, skuB] = mockSkus.filter((s, i, all) => all.findIndex((t) => t.productId === s.productId) === i);
const DEPICTION = `${publicApiBase}/mall/shopping/product/api/structure/`;

/** The pictures of the products named, once their page has them. */
async function picturesOf(...names: string[]) {
  const imgs = await Promise.all(names.map((name) => screen.findAllByRole('img', { name })));
  return imgs.flat();
}

function expectDepictions(imgs: HTMLElement[]) {
  expect(imgs.length).toBeGreaterThan(0);
  for (const img of imgs) {
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toMatch(new RegExp(`^${DEPICTION.replace(/[/.]/g, '\\$&')}[A-Z]{14}-[A-Z]{10}-[A-Z]\\.svg$`));
  }
  expect(screen.queryByText('暂无图片')).toBeNull();
}

describe('product pictures load from {api}', () => {
  it('the API answers depiction paths without {api}', () => {
    expect(skuA.imgUrl.startsWith('/mall/shopping/product/api/structure/')).toBe(true);
  });

  it('settlement (结算页) lines', async () => {
    seedCart(USER, [{ skuId: skuA.skuId, num: 1 }]);
    const carIds = cartMockState(USER).cart.map((r) => r.id);
    renderWithQuery(<SettlementPage source={{ carIds }} />);
    const lines = await screen.findByRole('region', { name: '商品清单' });
    await within(lines).findByText(skuA.name);
    expectDepictions(within(lines).getAllByRole('img', { name: skuA.name }));
  });

  it('the order list and the order page', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }, { skuId: skuB.skuId, num: 1 }]);
    const list = renderWithQuery(<OrderCenter />);
    expectDepictions(await picturesOf(skuA.name, skuB.name));
    list.unmount();
    renderWithQuery(<OrderDetail id={o.id} />);
    expectDepictions(await picturesOf(skuA.name, skuB.name));
  });

  it('我的足迹 and the overview’s 最近浏览', async () => {
    seedMockVisit(USER, skuA.productId, Date.now() - 60_000);
    const page = renderWithQuery(<Footprints />);
    expectDepictions(await picturesOf(skuA.name));
    page.unmount();
    renderWithQuery(<RecentViewsCard footprints={await browserApi.call(member.footprints)} />);
    expectDepictions(await picturesOf(skuA.name));
  });

  it('我的收藏', async () => {
    cartMockState(USER).demand.push(demandRowOf(700, skuB.productId, null)!);
    renderWithQuery(<MyCollection />);
    expectDepictions(await picturesOf(skuB.name));
  });

  it('an inquiry’s lines', async () => {
    const row = demandRowOf(0, skuA.productId, null)!;
    cartMockState(USER).inquiries.push({
      id: 801,
      status: 'submitted',
      statusText: '待报价',
      contact: '张三',
      company: '',
      phone: '13800000000',
      note: '',
      lineCount: 1,
      totalNum: 1,
      quotedTotal: null,
      createdAt: '2026-11-23T05:05:00.000Z',
      quotedAt: null,
      quoteNote: null,
      closedAt: null,
      lines: [{ id: 802, skuId: skuA.skuId, productId: skuA.productId, code: row.code, name: skuA.name, cas: row.cas, pack: skuA.pack, imgUrl: skuA.imgUrl, num: 1, listPrice: skuA.price, quotedPrice: null, leadDays: null }],
    });
    renderWithQuery(<InquiryDetail id={801} />);
    expectDepictions(await picturesOf(skuA.name));
  });

  it('a catalogue card', () => {
    const card = productCards[0];
    renderWithQuery(<ProductCard product={card} />);
    expectDepictions(screen.getAllByRole('img', { name: `${card.nameCn} 结构式`, hidden: true }));
  });

  it('the cart', async () => {
    seedCart(USER, [{ skuId: skuA.skuId, num: 1 }]);
    await useCartStore.getState().syncAndLoad();
    renderWithQuery(<CartPage />);
    await waitFor(() => expect(screen.getAllByRole('img', { name: skuA.name }).length).toBeGreaterThan(0));
    expectDepictions(screen.getAllByRole('img', { name: skuA.name }));
  });
});
