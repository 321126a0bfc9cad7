import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { ApiFailure } from '@/lib/api/client';
import { publicServerApi } from '@/lib/api/server';
import type { ProductCard, ProductListBody } from '@/lib/api/contract/catalogue';
import { search, type ApiCard, type KeywordCategory, type StructureHit, type StructureMode } from '@/lib/api/contract/search';
import { SEARCH_CARD_PAGE_SIZE } from '@/lib/constants';
import { MSG } from '@/lib/messages';

/**
 * Session-less reads of the search screens. Keyword searches are not put in Next's data cache: page 1
 * of a keyword search is what the API counts for 热门搜索 (a cached answer would count one visitor in
 * five minutes), and the long tail of keywords would rarely hit a cache anyway. Formula and structure
 * searches are deterministic, costlier and not counted, so they are cached for a few minutes.
 *
 * Every read answers an Outcome: the data, or the message to show — the server's own for refused input
 * ('无法识别的结构式'), a generic one when the API cannot be reached. A search page never becomes an
 * error page because the search failed.
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string; refused: boolean };

const READ_TIMEOUT_MS = 4000;
/** Structure searches at 100k products take up to about half a second; leave room. */
const STRUCTURE_TIMEOUT_MS = 10_000;
const REVALIDATE_S = 300;
const ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:4000';

/** code 0 (refused input) is an answer to show, not a failure: it may be cached like data. */
async function answered<T>(read: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (err) {
    if (err instanceof ApiFailure && err.kind === 'rejected') return { ok: false, message: err.message, refused: true };
    throw err;
  }
}

/** Time limit, and transport failures become the generic message (they throw through any cache, so they are never cached). */
async function guarded<T>(what: string, read: () => Promise<Outcome<T>>, ms = READ_TIMEOUT_MS): Promise<Outcome<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([read(), timeout]);
  } catch (err) {
    console.error(`[search] ${what} failed: ${err instanceof Error ? err.message : String(err)}`);
    return { ok: false, message: MSG.searchFailed, refused: false };
  } finally {
    clearTimeout(timer);
  }
}

const attempt = <T>(what: string, read: () => Promise<T>) => guarded(what, () => answered(read));

export interface Paged<T> {
  rows: T[];
  totalCount: number;
  /** totalCount is a lower bound: the keyword matched more products than the search ranks (1,000). */
  totalCapped?: boolean;
}

/** The 综合 screen: product cards and API cards (SEARCH_CARD_PAGE_SIZE each) and the matching categories. */
export const readSearchOverview = cache(async (keyword: string) => {
  const api = publicServerApi();
  const cardPage = { pageNo: 1, pageSize: SEARCH_CARD_PAGE_SIZE };
  const [products, apis, categories] = await Promise.all([
    attempt<Paged<ProductCard>>('product cards', () => api.page(search.productCards, { body: { keyword, type: 0 }, ...cardPage })),
    attempt<Paged<ApiCard>>('api cards', () => api.page(search.apiCards, { body: { keyword, type: 0 }, ...cardPage })),
    attempt<KeywordCategory[]>('categories', () => api.call(search.categoriesByKeyword, { body: { keyword, type: 0 } })),
  ]);
  return { products, apis, categories };
});

/** Just the matching categories (the category filter of /searchProduction). */
export const readKeywordCategories = cache((keyword: string) =>
  attempt<KeywordCategory[]>('categories', () => publicServerApi().call(search.categoriesByKeyword, { body: { keyword, type: 0 } })),
);

/** The full ranked product search with the catalogue filters; without sortField the order is relevance. */
export const readProductSearch = cache((body: ProductListBody & { keyword: string }, pageNo: number, pageSize: number) =>
  attempt<Paged<ProductCard>>('product search', () => publicServerApi().page(search.productSearch, { body, pageNo, pageSize })),
);

export const readApiSearch = cache((keyword: string, pageNo: number, pageSize: number) =>
  attempt<Paged<ApiCard>>('api search', () => publicServerApi().page(search.apiCards, { body: { keyword, type: 0 }, pageNo, pageSize })),
);

export interface FormulaResult {
  formula: string;
  accuracy: number;
  items: ProductCard[];
  totalCount: number;
}

const cachedFormula = unstable_cache(
  (formula: string, accuracy: number, pageNo: number, pageSize: number) =>
    answered<FormulaResult>(async () => {
      const { rows, totalCount } = await publicServerApi().page(search.formulaSearch, { body: { formula, accuracy }, pageNo, pageSize });
      return { ...rows, totalCount };
    }),
  ['search', ORIGIN, 'formula'],
  { revalidate: REVALIDATE_S, tags: ['catalogue', 'products'] },
);

export interface StructureResult {
  mode: StructureMode;
  complete: boolean;
  elapsedMs: number;
  items: StructureHit[];
  totalCount: number;
}

const cachedStructure = unstable_cache(
  (query: string, mode: StructureMode, threshold: number, pageNo: number, pageSize: number) =>
    answered<StructureResult>(async () => {
      const { rows, totalCount } = await publicServerApi().page(search.structureSearch, { body: { query, mode, threshold }, pageNo, pageSize });
      return { mode: rows.mode, complete: rows.complete, elapsedMs: rows.elapsedMs, items: rows.items, totalCount };
    }),
  ['search', ORIGIN, 'structure'],
  { revalidate: REVALIDATE_S, tags: ['catalogue', 'products'] },
);

/** Formula search (Hill order, accuracy 50–100 %); refused input answers the server's message. */
export const readFormulaSearch = cache((formula: string, accuracy: number, pageNo: number, pageSize: number) =>
  guarded('formula search', () => cachedFormula(formula, accuracy, pageNo, pageSize)),
);

/** Structure search (SMILES or molfile); an unparseable query answers the server's message. */
export const readStructureSearch = cache((query: string, mode: StructureMode, threshold: number, pageNo: number, pageSize: number) =>
  guarded('structure search', () => cachedStructure(query, mode, threshold, pageNo, pageSize), STRUCTURE_TIMEOUT_MS),
);
