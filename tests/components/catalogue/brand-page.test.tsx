import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ProductListBody } from '@/lib/api/contract/catalogue';
import BrandPage from '@/app/(main)/brandCenter/branParticulars/[id]/page';
import { MSG } from '@/lib/messages';
import { filterProducts, productFacets } from '@/mocks/handlers/catalogue';
import { brandDetails, categoryById, categoryPath, flatCategory, productCards } from '@/mocks/fixtures/catalogue';

vi.mock('server-only', () => ({}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/brandCenter/branParticulars/2',
}));
vi.mock('@/components/catalogue/listPage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/catalogue/listPage')>()),
  viewModeCookie: async () => 1,
}));
// The brand page's reads, answered from the mock catalogue.
vi.mock('@/lib/catalogue/read', () => ({
  readBrand: vi.fn(async (id: number) => ({ ok: true, data: brandDetails.find((b) => b.id === id) })),
  readCategoriesOfBrand: vi.fn(async (id: number) => {
    const ids = new Set(productCards.filter((p) => p.brandId === id).flatMap((p) => categoryPath(p.categoryId).map((c) => c.id)));
    return { ok: true, data: [...categoryById.values()].filter((n) => ids.has(n.id)).map(flatCategory) };
  }),
  readProducts: vi.fn(async (body: ProductListBody) => {
    const rows = filterProducts(body);
    return { ok: true, data: { rows: rows.slice(0, 10), totalCount: rows.length } };
  }),
  readProductFacets: vi.fn(async (body: ProductListBody) => ({ ok: true, data: productFacets(body) })),
}));

const page = async (query: Record<string, string> = {}) =>
  render(await BrandPage({ params: Promise.resolve({ id: '2' }), searchParams: Promise.resolve(query) }));
const filterRow = (key: string) => document.querySelector(`[data-filter="${key}"]`) as HTMLElement | null;

describe('brand page filters', () => {
  it('links its categories and every filter value rel="nofollow"', async () => {
    await page();
    const nav = screen.getByRole('navigation', { name: MSG.brandCategories });
    const categoryLinks = within(nav).getAllByRole('link');
    expect(categoryLinks.length).toBeGreaterThan(0);
    for (const link of categoryLinks) expect(link.getAttribute('rel'), link.textContent!).toBe('nofollow');
    const filters = screen.getByRole('region', { name: MSG.filterTitle });
    for (const link of within(filters).getAllByRole('link')) expect(link.getAttribute('rel'), link.textContent!).toBe('nofollow');
  });

  it('offers only the packs and delivery options of the brand\'s products, each finding some', async () => {
    await page();
    const own = productCards.filter((p) => p.brandId === 2);
    const packs = within(filterRow('pack')!).getAllByRole('link').map((a) => a.textContent);
    expect(new Set(packs)).toEqual(new Set(own.flatMap((p) => p.skus.map((s) => s.pack))));
    for (const pack of packs) expect(filterProducts({ brandIds: [2], packs: [pack!] }).length, pack!).toBeGreaterThan(0);
    for (const link of within(filterRow('delivery')!).getAllByRole('link')) {
      const delivery = new URL(link.getAttribute('href')!, 'http://x').searchParams.getAll('delivery') as ProductListBody['delivery'];
      expect(filterProducts({ brandIds: [2], delivery }).length, link.textContent!).toBeGreaterThan(0);
    }
  });

  it('drops a made-up pack from the list it shows (no chip, the brand\'s products listed)', async () => {
    await page({ pack: 'ZZZ-pack' });
    expect(document.querySelector('[data-chip="pack"]')).toBeNull();
    expect(screen.queryByText('ZZZ-pack')).toBeNull();
  });
});
