import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMockServer } from '@/mocks/node';
import { METHOD_PAGE_MSG as M, PAGE_GUIDE_MSG as G } from '@/lib/messages';
import { routes } from '@/lib/routes';

/*
 * The methods' comparison pages, rendered from their page modules with the reads going to the MSW mocks through the
 * storefront's client: the facts are in the HTML, rows link where they should, a page without its query guides to the
 * methods library, and a malformed or unknown query is the 404 page (notFound), never an error.
 */
vi.mock('server-only', () => ({}));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/methods',
}));
vi.mock('@/lib/method-compare/read', async () => {
  const { ApiFailure, createApiClient } = await import('@/lib/api/client');
  const calls = await import('@/lib/api/method-compare');
  const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });
  const read =
    <A extends unknown[], T>(fn: (a: typeof api, ...args: A) => Promise<T>) =>
    async (...args: A) => {
      try {
        return { ok: true as const, data: await fn(api, ...args) };
      } catch (err) {
        if (err instanceof ApiFailure && err.kind === 'rejected') return { ok: false as const, refused: true, message: err.message };
        return { ok: false as const, refused: false, message: String(err) };
      }
    };
  return {
    readMethodList: read(calls.getMethodList),
    readMethodsContrast: read(calls.getMethodsContrast),
    readCompareList: read(calls.getCompareList),
    readProdSummaries: read(calls.getProdSummaries),
    readProdEquivalents: read(calls.getProdEquivalents),
    readMethodsOfProduct: read(calls.getMethodsOfProduct),
    readRelatedSeries: read(calls.getRelatedSeries),
  };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

type Page = (props: { searchParams: Promise<Record<string, string | string[]>> }) => Promise<ReactElement>;
const pages = {
  all: () => import('@/app/(main)/methods/allTheMethods/page'),
  contrast: () => import('@/app/(main)/methods/methodsContrast/page'),
  comparison: () => import('@/app/(main)/methods/productComparison/page'),
  summary: () => import('@/app/(main)/methods/productSummary/page'),
  product: () => import('@/app/(main)/methods/methodsTheProduct/page'),
  related: () => import('@/app/(main)/methods/relatedSeries/page'),
};

/** Renders a page; async server components below the page are awaited first (the views are async at most one level). */
async function show(name: keyof typeof pages, query: Record<string, string | string[]>) {
  const mod = await pages[name]();
  const el = await (mod.default as Page)({ searchParams: Promise.resolve(query) });
  const type = el.type as (p: unknown) => unknown;
  const tree = type.constructor.name === 'AsyncFunction' ? ((await type(el.props)) as ReactElement) : el;
  return render(tree);
}
const notFoundFor = (name: keyof typeof pages, query: Record<string, string | string[]>) => expect(show(name, query)).rejects.toThrow('NEXT_NOT_FOUND');
/** The page without its query: a guide with its title and links into the library (or the product centre), not a 404. */
async function guideFor(name: keyof typeof pages, query: Record<string, string | string[]>, title: string, links: [string, string][]) {
  await show(name, query);
  const panel = within(screen.getByTestId('page-guide'));
  expect(panel.getByRole('heading', { level: 1 }).textContent).toBe(title);
  expect(panel.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(links);
}
const LIBRARY: [string, string][] = [
  [G.methods, routes.methods],
  [G.allMethods, routes.allMethods()],
];
const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('/methods/allTheMethods', () => {
  it('lists every method with filter links and rows linking to the method detail', async () => {
    await show('all', {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(M.allMethods);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getByRole('link', { name: M.viewMethod }).getAttribute('href')).toBe(routes.methodDetail(101));
    expect(link('EP')).toBe(routes.allMethods({ pharmacopoeia: 'EP' }));
    expect(within(rows[3]).getByText(M.standardCount(0))).toBeTruthy();
  });

  it('filters by pharmacopoeia and test item; the chosen values are marked, not links', async () => {
    await show('all', { pharmacopoeia: 'EP', testItem: '有关物质' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(M.allMethodsFiltered(['EP', '有关物质']));
    expect(screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['奥美拉唑CAS 73590-58-6', '对乙酰氨基酚CAS 103-90-2']);
    expect(screen.queryByRole('link', { name: 'EP' })).toBeNull();
    expect(link('USP-NF')).toBe(routes.allMethods({ pharmacopoeia: 'USP-NF', testItem: '有关物质' }));
  });

  it('a filter without methods says so; bad values and pages past the end are the 404 page', async () => {
    await show('all', { technique: 'GC' });
    expect(screen.getByText(M.noMethods)).toBeTruthy();
    await notFoundFor('all', { pharmacopoeia: 'BP' });
    await notFoundFor('all', { technique: 'NMR' });
    await notFoundFor('all', { pageNo: 'abc' });
    await notFoundFor('all', { pageNo: '0' });
    await notFoundFor('all', { pageNo: '9' });
    await notFoundFor('all', { pharmacopoeia: ['EP', 'JP'] });
  });
});

describe('/methods/methodsContrast', () => {
  it('puts omeprazole’s methods side by side: a row per test item, a column per pharmacopoeia, the standards linked', async () => {
    await show('contrast', { apiItemId: '1' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(M.contrastTitle('奥美拉唑'));
    const head = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(head).toEqual([M.colTestItem, 'ChP2025年版', 'USP-NF', 'EP', 'JP'].map((h, i) => (i === 2 ? 'USP-NFUSP–NF 2025' : i === 3 ? 'EPPh. Eur. 11' : h)));
    const related = screen.getByRole('row', { name: /^有关物质/ });
    const cells = within(related).getAllByRole('cell');
    expect(cells[0].textContent).toContain('合成前体硫醚和过度氧化产物砜');
    expect(cells[1].textContent).toBe(M.notListed);
    expect(within(cells[2]).getByRole('link', { name: '奥美拉唑砜' }).getAttribute('href')).toBe(routes.goodsDetail(5));
    expect(within(cells[2]).getByRole('link', { name: M.methodSheet }).getAttribute('href')).toBe(routes.methodSheet(102));
    expect(link(M.comparison)).toBe(routes.productComparison(1));
    expect(link(M.allMethods)).toBe(routes.allMethods());
  });

  it('without an id it guides to the library; malformed and unknown ids are the 404 page', async () => {
    await guideFor('contrast', {}, G.contrast.title, LIBRARY);
    await notFoundFor('contrast', { apiItemId: 'abc' });
    await notFoundFor('contrast', { apiItemId: '1.5' });
    await notFoundFor('contrast', { apiItemId: '99' });
  });
});

describe('/methods/productComparison', () => {
  it('shows products × pharmacopoeias with the methods that call for each, linked to goods detail', async () => {
    await show('comparison', { apiItemId: '1' });
    const sulfone = screen.getByRole('row', { name: /奥美拉唑砜/ });
    expect(within(sulfone).getByRole('link', { name: '奥美拉唑砜' }).getAttribute('href')).toBe(routes.goodsDetail(5));
    const cells = within(sulfone).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['—', '—', '有关物质杂质对照品 · EP 杂质D', '—']);
    expect(within(sulfone).getByRole('link', { name: M.usesOfProduct }).getAttribute('href')).toBe(routes.methodsTheProduct(5));
  });

  it('an API whose methods need no standard says so; no id guides to the library; bad ids are the 404 page', async () => {
    await show('comparison', { apiItemId: '2' });
    expect(screen.getByText(M.noComparison)).toBeTruthy();
    await guideFor('comparison', { apiItemId: '' }, G.comparison.title, LIBRARY);
    await notFoundFor('comparison', { apiItemId: 'x' });
    await notFoundFor('comparison', { apiItemId: '99' });
  });
});

describe('/methods/productSummary', () => {
  it('summarises several API items: counts by pharmacopoeia and test item, products by role with stock', async () => {
    await show('summary', { ids: '1,3' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(M.summaryTitle(['奥美拉唑', '对乙酰氨基酚']));
    expect(screen.getByText(M.summaryCounts({ methods: 3, sold: 2, inStock: 2 }))).toBeTruthy();
    expect(screen.getByText('ChP（2025年版）1 个；USP-NF（USP–NF 2025）1 个；EP（Ph. Eur. 11）1 个')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '对氨基苯酚' })[0].getAttribute('href')).toBe(routes.goodsDetail(3));
    // The API itself as sold (the equivalents call): omeprazole RM-R00103 with its packages.
    const own = screen.getAllByRole('row', { name: new RegExp(M.equivalents.replace(/[()（）]/g, '.')) })[0];
    expect(within(own).getByRole('link', { name: '奥美拉唑' }).getAttribute('href')).toBe(routes.goodsDetail(4));
    expect(own.textContent).toContain('RM-R00103');
    // Each package with its list price, shown to everyone.
    expect(own.textContent).toMatch(/50mg ¥[\d,]+\.\d{2} \/ 200mg ¥[\d,]+\.\d{2}/);
  });

  it('no ids guide to the library; malformed, too many and unknown ids are the 404 page', async () => {
    await guideFor('summary', {}, G.summary.title, LIBRARY);
    await notFoundFor('summary', { ids: '1,x' });
    await notFoundFor('summary', { ids: Array.from({ length: 21 }, (_, i) => i + 1).join(',') });
    await notFoundFor('summary', { ids: '1,99' });
  });
});

describe('/methods/methodsTheProduct', () => {
  it('lists every method that calls for a product, grouped by pharmacopoeia, with how each names it', async () => {
    await show('product', { productId: '4' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(M.productOfMethodsTitle('奥美拉唑'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['ChP', 'USP-NF', 'EP']);
    await show('product', { productId: '5' });
    expect(screen.getByRole('cell', { name: '杂质对照品 · EP 杂质D' })).toBeTruthy();
  });

  it('a product no method names says so; no id guides to the product centre; unknown and malformed ids are the 404 page', async () => {
    await guideFor('product', {}, G.product.title, [
      [G.productCenter, routes.productCenter],
      [G.methods, routes.methods],
    ]);
    await show('product', { productId: '6' });
    expect(screen.getAllByText(M.productOfMethodsLead('布洛芬', 0), { exact: false }).length).toBeGreaterThan(0);
    await notFoundFor('product', { productId: '999' });
    await notFoundFor('product', { productId: '-4' });
  });
});

describe('/methods/relatedSeries', () => {
  it('lists the other 苯并咪唑类 APIs with their method counts and links', async () => {
    await show('related', { apiItemId: '1' });
    const table = screen.getAllByRole('table')[0];
    expect(within(table).getByRole('link', { name: '兰索拉唑' }).getAttribute('href')).toBe(routes.methodsOfApi('103577-45-3'));
    expect(screen.getAllByText(M.noneRelated)).toHaveLength(1);
    await guideFor('related', {}, G.related.title, LIBRARY);
    await notFoundFor('related', { apiItemId: '0' });
    await notFoundFor('related', { apiItemId: '99' });
  });
});

describe('each data table is named by its caption (htmlcs H39: a data table has a caption)', () => {
  it.each([
    ['all', {}, [M.allMethods]],
    ['contrast', { apiItemId: '1' }, [M.contrastTitle('奥美拉唑')]],
    ['comparison', { apiItemId: '1' }, [M.comparisonTitle('奥美拉唑')]],
    ['summary', { ids: '1,3' }, ['奥美拉唑', '对乙酰氨基酚']],
    ['product', { productId: '4' }, ['ChP', 'USP-NF', 'EP'].map((p) => `${M.productOfMethodsTitle('奥美拉唑')}（${p}）`)],
  ] as const)('%s', async (name, query, captions) => {
    await show(name, query as Record<string, string>);
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(expect.arrayContaining([...captions]));
    for (const t of tables) expect(t.querySelector('caption')?.textContent, t.outerHTML.slice(0, 80)).toBeTruthy();
  });
});

describe('the page cache: proxy.ts rewrites a well-formed request to the cached route', () => {
  it('rewrites each page with its subject in the path, in canonical form', async () => {
    const { cachedMethodsPath } = await import('@/lib/method-compare/cachedPage');
    const at = (url: string) => {
      const u = new URL(url, 'http://shop.test');
      return cachedMethodsPath(u.pathname, u.searchParams);
    };
    expect(at('/methods/methodsContrast?apiItemId=12')).toBe('/methods/methodsContrast/cached/12');
    expect(at('/methods/productComparison?apiItemId=3')).toBe('/methods/productComparison/cached/3');
    expect(at('/methods/relatedSeries?apiItemId=3')).toBe('/methods/relatedSeries/cached/3');
    expect(at('/methods/methodsTheProduct?productId=7')).toBe('/methods/methodsTheProduct/cached/7');
    expect(at('/methods/productSummary?ids=4,%202,4')).toBe('/methods/productSummary/cached/4,2');
    expect(at('/methods/allTheMethods')).toBe('/methods/allTheMethods/cached/-');
    expect(at('/methods/allTheMethods?pageNo=1')).toBe('/methods/allTheMethods/cached/-');
    expect(at('/methods/allTheMethods?technique=HPLC&pharmacopoeia=EP&pageNo=2')).toBe(
      `/methods/allTheMethods/cached/${encodeURIComponent('pharmacopoeia=EP&technique=HPLC&pageNo=2')}`,
    );
    // Malformed or extra queries stay on the public route, which answers the 404 page (or ignores nothing).
    for (const url of ['/methods/methodsContrast', '/methods/methodsContrast?apiItemId=x', '/methods/methodsContrast?apiItemId=1&x=2', '/methods/productSummary?ids=1,a', '/methods/allTheMethods?pharmacopoeia=BP', '/methods/allTheMethods?utm=1', '/methods/奥美拉唑', '/goodsDetail/1']) {
      expect(at(url), url).toBeNull();
    }
  });

  it('the cached routes render the same pages from the path, and the 404 page for a bad segment', async () => {
    const cached = async (mod: Promise<{ default: unknown; revalidate: number; generateStaticParams: () => Promise<unknown[]> }>, params: Record<string, string>) => {
      const m = await mod;
      expect(m.revalidate).toBe(300);
      expect(await m.generateStaticParams()).toEqual([]);
      const el = await (m.default as (p: unknown) => Promise<ReactElement>)({ params: Promise.resolve(params) });
      return render((await (el.type as (p: unknown) => Promise<ReactElement>)(el.props)) as ReactElement);
    };
    await cached(import('@/app/(main)/methods/methodsContrast/cached/[id]/page'), { id: '1' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(M.contrastTitle('奥美拉唑'));
    await cached(import('@/app/(main)/methods/allTheMethods/cached/[state]/page'), { state: encodeURIComponent('pharmacopoeia=EP') });
    expect(screen.getAllByRole('heading', { level: 1 }).at(-1)!.textContent).toBe(M.allMethodsFiltered(['EP']));
    await cached(import('@/app/(main)/methods/productSummary/cached/[ids]/page'), { ids: '1%2C3' });
    expect(screen.getAllByRole('heading', { level: 1 }).at(-1)!.textContent).toBe(M.summaryTitle(['奥美拉唑', '对乙酰氨基酚']));
    await expect(cached(import('@/app/(main)/methods/relatedSeries/cached/[id]/page'), { id: 'x' })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(cached(import('@/app/(main)/methods/productSummary/cached/[ids]/page'), { ids: '%E0%A4%A' })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('metadata: the canonical URL is the public page, with the title of the subject', async () => {
    const { generateMetadata } = await import('@/app/(main)/methods/methodsContrast/cached/[id]/page');
    const meta = await generateMetadata({ params: Promise.resolve({ id: '1' }) });
    expect(meta.title).toBe(M.contrastTitle('奥美拉唑'));
    expect(String(meta.alternates?.canonical)).toMatch(/\/methods\/methodsContrast\?apiItemId=1$/);
    const bad = await (await import('@/app/(main)/methods/productSummary/page')).generateMetadata({ searchParams: Promise.resolve({ ids: 'x' }) });
    expect(bad).toEqual({});
  });
});
