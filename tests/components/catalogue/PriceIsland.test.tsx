import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import PriceIsland from '@/components/catalogue/PriceIsland';
import { catalogue } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { productDetails } from '@/mocks/fixtures/catalogue';
import { mock, ok } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { resetAuthStore, useAuthStore } from '@/stores/auth';
import { resetLoginModal, useLoginModal } from '@/stores/login-modal';
import { resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const aspirin = productDetails.find((p) => p.id === 1)!;
const seenTokens: (string | null)[] = [];
// The real server prices SKUs only for a session (SPEC §6); this stand-in does the same.
const server = createMockServer(
  mock(catalogue.productDetail, ({ token }) => {
    seenTokens.push(token);
    return ok({ ...aspirin, skus: aspirin.skus.map((s, i) => ({ ...s, price: token ? 1250 + i * 1000 : null })) });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/goodsDetail/1');
  resetAuthStore();
  resetLoginModal();
  seenTokens.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderIsland = (skuId: number) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PriceIsland productId={1} skuId={skuId} />
    </QueryClientProvider>,
  );

describe('PriceIsland (SPEC §6: prices only for a logged-in customer)', () => {
  it('shows 登录后查看 to a visitor, a link to the login page that opens the pop-up', () => {
    useAuthStore.setState({ status: 'out' });
    renderIsland(aspirin.skus[0].id);
    const link = screen.getByRole('link', { name: MSG.loginToView });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2FgoodsDetail%2F1');
    fireEvent.click(link);
    expect(useLoginModal.getState().open).toBe(true);
    expect(seenTokens).toEqual([]);
  });

  it('waits quietly while the login state is not known yet', () => {
    renderIsland(aspirin.skus[0].id);
    expect(screen.getByText(MSG.priceLoading)).toBeTruthy();
    expect(screen.queryByText(MSG.loginToView)).toBeNull();
  });

  it('asks for the price with the token and shows the chosen SKU price', async () => {
    Cookies.set('token', 'tok-123');
    useAuthStore.setState({ status: 'in' });
    renderIsland(aspirin.skus[1].id);
    expect(await screen.findByText('¥22.50')).toBeTruthy();
    expect(seenTokens).toEqual(['tok-123']);
  });
});
