import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { packPriceText } from '@/components/catalogue/availability';
import BuyBox from '@/components/catalogue/BuyBox';
import ProductList from '@/components/catalogue/ProductList';
import type { ProductDetail } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { productCards, productDetails } from '@/mocks/fixtures/catalogue';
import { resetAuthStore, useAuthStore, type AuthStatus } from '@/stores/auth';
import { renderWithApp, resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

// No handlers: the prices come with the page, so any request the price display makes fails the test.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetNav('/goodsDetail/2');
  resetAuthStore();
  sessionStorage.clear();
});

// 对乙酰氨基酚: 200mg in stock, 1g made to order (list prices ¥305.00 and ¥310.00 in the fixtures).
const paracetamol = productDetails.find((p) => p.id === 2)!;

const buyBox = (p: ProductDetail) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <BuyBox product={{ id: p.id, nameCn: p.nameCn, imgSrc: '', skus: p.skus, lots: p.lots }} initialSkuId={null} />
  </QueryClientProvider>
);

const skuRows = () => screen.getAllByTestId('sku-option').map((row) => row.textContent);

describe('prices on the goods detail (everyone sees list prices; the cart keeps SPEC §6)', () => {
  it('are in the server-rendered HTML before anyone is known to be logged in', () => {
    const html = renderToStaticMarkup(buyBox(paracetamol));
    expect(html).toContain('¥305.00');
    expect(html).toContain('¥310.00');
    expect(html).not.toContain(MSG.loginToView);
  });

  it.each<[string, AuthStatus]>([
    ['a visitor', 'out'],
    ['a logged-in customer', 'in'],
  ])('shows %s every package with its list price, and no 登录后查看', (_who, status) => {
    useAuthStore.setState({ status });
    renderWithApp(buyBox(paracetamol));
    expect(skuRows()).toEqual(['200mg现货（库存 20）¥305.00', '1g订货，约 21 天发货¥310.00']);
    expect(screen.queryByText(MSG.loginToView)).toBeNull();
  });

  it('a visitor adding to the cart keeps the chosen package and its list price in the cart item', () => {
    useAuthStore.setState({ status: 'out' });
    renderWithApp(buyBox(paracetamol));
    fireEvent.click(screen.getAllByRole('radio')[1]);
    fireEvent.click(screen.getByRole('button', { name: MSG.addToCart }));
    const cart = JSON.parse(sessionStorage.getItem('SHOPPING_CART') ?? '[]') as { skuId: number; price: number | null }[];
    expect(cart).toEqual([expect.objectContaining({ skuId: paracetamol.skus[1].id, price: 31_000 })]);
  });
});

describe('prices in product lists', () => {
  const cards = productCards.filter((p) => p.id === 1 || p.id === 3);

  it('the grid shows each package with its list price on every card, in the HTML', () => {
    const html = renderToStaticMarkup(<ProductList products={cards} view="1" />);
    expect(html).toContain('¥255.00');
    render(<ProductList products={cards} view="1" />);
    const [aspirin, aminophenol] = screen.getAllByTestId('product-card');
    expect(within(aspirin).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['100mg¥255.00', '500mg¥260.00']);
    expect(within(aminophenol).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['10mg¥355.00', '25mg¥360.00', '100mg¥365.00']);
  });

  it('the table has a 规格 / 价格 column with one line per package', () => {
    render(<ProductList products={cards} view="2" />);
    expect(screen.getByRole('columnheader', { name: MSG.packPrices })).toBeTruthy();
    const [aspirin] = screen.getAllByTestId('product-row');
    expect(within(within(aspirin).getByTestId('pack-prices')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['100mg¥255.00', '500mg¥260.00']);
    expect(screen.queryByText(MSG.loginToView)).toBeNull();
  });
});

describe('prices in one line (method-compare views)', () => {
  it('names each package with its list price, thousands grouped', () => {
    expect(packPriceText([{ pack: '10mg', price: 35_500 }, { pack: '1g', price: 123_456 }])).toBe('10mg ¥355.00 / 1g ¥1,234.56');
  });
});
