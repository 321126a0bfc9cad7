import { normaliseCas } from '../../lib/chem/cas';
import type { ProductCard } from '../../lib/api/contract/catalogue';
import { search, SMALL_QUERY_ATOMS, SUGGEST_LIMIT, type ApiCard, type KeywordCategory, type Suggestion } from '../../lib/api/contract/search';
import { brands, categoryById, categoryPath, productCards, productDetails } from '../fixtures/catalogue';
import { mock, ok, okPage, rejected } from '../mock';
import { filterProducts } from './catalogue';

/*
 * The search calls the storefront makes, answered from the catalogue fixtures (mocks/fixtures/catalogue.ts).
 * The keyword reading is a small model of server/search: CAS (whole or its start), catalogue number,
 * formula in any order, names and synonyms in any case, ranked exact identifier → exact name or formula →
 * own-name prefix → synonym prefix → anything else, shorter Chinese names first. No pinyin and no
 * chemistry: structure search compares SMILES text (equal = exact / similarity 1, contained = substructure).
 * The mock server's scenario switch (mocks/server.ts) applies to these calls like to every other.
 */

const norm = (s: string) => s.normalize('NFKC').trim().toLowerCase();

/** Element counts of a plain formula ('O4H8C9'); null for anything else (salts with '·', isotopes, words). */
function elementCounts(formula: string): Map<string, number> | null {
  const text = formula.replace(/\s+/g, '');
  if (!/^([A-Z][a-z]?\d*)+$/.test(text)) return null;
  const counts = new Map<string, number>();
  for (const [, el, n] of text.matchAll(/([A-Z][a-z]?)(\d*)/g)) counts.set(el, (counts.get(el) ?? 0) + (n ? Number(n) : 1));
  return counts;
}

/** Hill order: C, H, then the rest alphabetically (no carbon: all alphabetically). */
function hill(counts: Map<string, number>): string {
  const els = [...counts.keys()].sort();
  const order = counts.has('C') ? ['C', ...(counts.has('H') ? ['H'] : []), ...els.filter((e) => e !== 'C' && e !== 'H')] : els;
  return order.map((e) => `${e}${counts.get(e) === 1 ? '' : counts.get(e)}`).join('');
}

/** A typed formula read case-insensitively ('c9h8o4'): capitalise each element letter pair the way the fixtures spell them. */
function formulaOf(keyword: string): string | null {
  if (!/\d/.test(keyword)) return null;
  const counts = elementCounts(keyword) ?? elementCounts(keyword.toLowerCase().replace(/(cl|br|na|[a-z])/g, (m) => m[0].toUpperCase() + m.slice(1)));
  return counts ? hill(counts) : null;
}

const synonymsOf = new Map(productDetails.map((d) => [d.id, d.synonyms]));

/** Ranked matches of a keyword (the rank rules of server/search/engine.ts, much simplified). */
export function rankedMatches(keyword: string): ProductCard[] {
  const q = norm(keyword);
  if (!q) return [];
  const cas = normaliseCas(keyword);
  const formula = formulaOf(keyword.trim());
  const scored: { card: ProductCard; tier: number; at: number }[] = [];
  for (const card of productCards) {
    const own = [card.nameCn, card.nameEn].map(norm);
    const synonyms = (synonymsOf.get(card.id) ?? []).map(norm);
    const names = [...own, ...synonyms];
    const tier =
      card.cas === cas || norm(card.code) === q
        ? 0
        : names.includes(q) || (formula !== null && card.formula === formula)
          ? 1
          : own.some((n) => n.startsWith(q)) || (/^[\d-]+$/.test(cas) && card.cas.startsWith(cas)) || norm(card.code).startsWith(q)
            ? 2
            : synonyms.some((n) => n.startsWith(q))
              ? 3
              : names.some((n) => n.includes(q))
                ? 4
                : -1;
    if (tier < 0) continue;
    const joined = `\n${names.join('\n')}\n`;
    scored.push({ card, tier, at: joined.indexOf(q) >= 0 ? joined.indexOf(q) : 1e5 });
  }
  const len = (c: ProductCard) => [...c.nameCn].length;
  scored.sort((a, b) => a.tier - b.tier || (a.tier < 4 ? len(a.card) - len(b.card) : 0) || a.at - b.at || len(a.card) - len(b.card) || a.card.id - b.card.id);
  return scored.map((s) => s.card);
}

/** The category-tree root of a category (对照品 1, 杂质 2, 中间体 3). */
function rootOf(categoryId: number): number {
  return categoryPath(categoryId)[0]?.id ?? 0;
}

const REF_ROOT = 1;
const IMPURITY_ROOT = 2;
const INTERMEDIATE_ROOT = 3;

function apiCard(card: ProductCard): ApiCard {
  const related = productDetails.filter((d) => d.parent?.id === card.id);
  const count = (root: number) => related.filter((d) => rootOf(d.categoryId) === root).length;
  const { id, code, nameCn, nameEn, cas, formula, mw, brandName, imgUrl } = card;
  return { id, code, nameCn, nameEn, cas, formula, mw, brandName, imgUrl, impurityCount: count(IMPURITY_ROOT), intermediateCount: count(INTERMEDIATE_ROOT), relatedCount: related.length };
}

/** Parent drugs of the matches, in the order of their best-ranked match (水杨酸 → 阿司匹林). */
function matchingApis(keyword: string): ApiCard[] {
  const out = new Map<number, ApiCard>();
  for (const card of rankedMatches(keyword)) {
    const parentId = productDetails.find((d) => d.id === card.id)?.parent?.id ?? null;
    const api = parentId === null ? card : productCards.find((c) => c.id === parentId);
    if (api && rootOf(api.categoryId) === REF_ROOT && !out.has(api.id)) out.set(api.id, apiCard(api));
  }
  return [...out.values()];
}

/** Categories holding matches (count = matches at or below) or named like the keyword; name matches first, then by count. */
function keywordCategories(keyword: string): KeywordCategory[] {
  const q = norm(keyword);
  if (!q) return [];
  const counts = new Map<number, number>();
  for (const card of rankedMatches(keyword)) for (const { id } of categoryPath(card.categoryId)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const out: KeywordCategory[] = [];
  for (const node of categoryById.values()) {
    const nameMatch = norm(node.name).includes(q);
    const count = counts.get(node.id) ?? 0;
    if (nameMatch || count > 0) out.push({ id: node.id, parentId: node.parentId, name: node.name, level: node.level, count, nameMatch });
  }
  return out.sort((a, b) => Number(b.nameMatch) - Number(a.nameMatch) || b.count - a.count || a.id - b.id);
}

/** Formula search: 100 = the same formula; lower = same elements, each count within round((100 − accuracy)% × n), at least 1. */
function formulaMatches(counts: Map<string, number>, accuracy: number): ProductCard[] {
  const exact = hill(counts);
  const deviation = (card: ProductCard) => {
    const theirs = elementCounts(card.formula);
    if (!theirs || theirs.size !== counts.size) return null;
    let total = 0;
    for (const [el, n] of counts) {
      const d = Math.abs((theirs.get(el) ?? -1e9) - n);
      const allowed = accuracy === 100 ? 0 : Math.max(1, Math.round(((100 - accuracy) / 100) * n));
      if (d > allowed) return null;
      total += d;
    }
    return total;
  };
  return productCards
    .map((card) => ({ card, d: card.formula === exact ? 0 : deviation(card) }))
    .filter((x): x is { card: ProductCard; d: number } => x.d !== null)
    .sort((a, b) => a.d - b.d || a.card.id - b.card.id)
    .map((x) => x.card);
}

const smilesOf = new Map(productDetails.map((d) => [d.id, d.smiles]));

/**
 * Type-ahead (server/search/suggest.ts, simplified): what the mock's search finds (rankedMatches), in its order,
 * one suggestion per product — its CAS number for a CAS-like keyword, its catalogue number for a keyword that
 * starts it, else its name (English for a Latin keyword the English name holds); nothing for one Latin character.
 */
export function suggestions(keyword: string): Suggestion[] {
  const q = norm(keyword);
  if (!q || ([...q].length === 1 && !/[\u3400-\u9fff]/.test(q))) return [];
  const casLike = /^\d[\d-]*$/.test(q) && /\d.*\d/.test(q);
  const latin = !/[\u3400-\u9fff]/.test(q);
  const items = rankedMatches(keyword).map((c): Suggestion => {
    if (casLike && c.cas.startsWith(q)) return { kind: 'cas', text: c.cas, hint: c.nameCn, productId: null };
    if (/\d/.test(q) && norm(c.code).startsWith(q)) return { kind: 'code', text: c.code, hint: c.nameCn, productId: c.id };
    if (latin && norm(c.nameEn).includes(q)) return { kind: 'name', text: c.nameEn, hint: c.nameCn, productId: null };
    return { kind: 'name', text: c.nameCn, hint: c.nameEn, productId: null };
  });
  return items.filter((s, i) => items.findIndex((t) => t.kind === s.kind && t.text === s.text) === i).slice(0, SUGGEST_LIMIT);
}

export const searchHandlers = [
  mock(search.productCards, ({ body, paging }) => okPage(rankedMatches(body.keyword), paging)),

  mock(search.apiCards, ({ body, paging }) => okPage(matchingApis(body.keyword), paging)),

  mock(search.categoriesByKeyword, ({ body }) => ok(keywordCategories(body.keyword))),

  mock(search.productSearch, ({ body, paging }) => {
    const { keyword, ...filters } = body;
    const matches = rankedMatches(keyword);
    const allowed = new Set(filterProducts(filters).map((c) => c.id));
    // Relevance order, or the list's field sort when one is asked for.
    const rows = filters.sortField ? filterProducts(filters).filter((c) => matches.includes(c)) : matches.filter((c) => allowed.has(c.id));
    return okPage(rows, paging);
  }),

  mock(search.formulaSearch, ({ body, paging }) => {
    const counts = formulaOf(body.formula) === null ? null : elementCounts(formulaOf(body.formula)!);
    if (!counts) return rejected('无法识别的分子式');
    const rows = formulaMatches(counts, body.accuracy);
    const page = rows.slice(paging.offset, paging.offset + paging.pageSize);
    return ok({ formula: hill(counts), accuracy: body.accuracy, items: page }, rows.length);
  }),

  mock(search.structureSearch, ({ body, paging }) => {
    const query = body.query.trim();
    if (!/^[A-Za-z0-9@+\-[\]()=#$%/\\.*:]+$/.test(query) || !/[A-Za-z]/.test(query)) return rejected('无法识别的结构式');
    const hits = productCards.filter((c) => {
      const smiles = smilesOf.get(c.id) ?? '';
      return body.mode === 'substructure' ? smiles.includes(query) : smiles === query;
    });
    const items = hits.slice(paging.offset, paging.offset + paging.pageSize).map((c) => ({
      ...c,
      matchAtoms: [],
      similarity: body.mode === 'substructure' ? null : 1,
      highlightUrl: c.imgUrl,
    }));
    // The API's hint for a small similarity query that finds nothing; heavy atoms counted from the SMILES text.
    const heavyAtoms = (query.match(/\[[^\]]*\]|Br|Cl|[BCNOPSFI]|[bcnops]/g) ?? []).filter((a) => !/^\[\d*H\d*[+-]?\]$/.test(a)).length;
    const hint = body.mode === 'similarity' && hits.length === 0 && heavyAtoms <= SMALL_QUERY_ATOMS ? 'smallQuery' : null;
    return ok({ mode: body.mode, complete: true, screened: body.mode === 'substructure' ? hits.length : null, elapsedMs: 1, items, hint }, hits.length);
  }),

  // The result screens' beacon: the mock keeps no search log (its hot list is a fixture).
  mock(search.recordSearch, ({ body }) => ok({ recorded: body.keyword !== '' })),
  mock(search.suggest, ({ body }) => ok(suggestions(body.keyword))),

  mock(search.hotSearch, () =>
    ok({
      hotSearches: [
        { keyword: '奥美拉唑', count: 12 },
        { keyword: '阿司匹林', count: 9 },
        { keyword: '50-78-2', count: 4 },
      ],
      hotContent: ['奥美拉唑', '阿司匹林'].map((name) => {
        const { id, code, nameCn, nameEn, cas, imgUrl } = productCards.find((c) => c.nameCn === name)!;
        return { id, code, nameCn, nameEn, cas, imgUrl };
      }),
      fromHistory: true,
    }),
  ),

  mock(search.productByCas, ({ params }) => {
    const product = productDetails.find((p) => p.cas === params.cas);
    return product ? ok(product) : rejected('商品不存在');
  }),

  mock(search.productByBrandCode, ({ query }) => {
    const brand = brands.find((b) => [b.name, b.nameEn].some((n) => norm(n) === norm(query.brandName)));
    const product = brand && productDetails.find((p) => p.brandId === brand.id && norm(p.code) === norm(query.code));
    return product ? ok(product) : rejected('商品不存在');
  }),
];
