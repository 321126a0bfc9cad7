import type { Hono } from 'hono';
import { casCheckDigitValid } from '../../lib/chem/cas';
import { highlightUrl, MAX_HIGHLIGHT_ATOMS, search } from '../../lib/api/contract/search';
import { depictionReply } from '../chem/depiction';
import { chem } from '../chem/remote';
import type { AppEnv } from '../http/context';
import { notFound, reject } from '../http/errors';
import { fileNotFound, Page, route } from '../http/route';
import { searchFormula } from '../search/formula';
import { ChemUnavailable, searchStructure, StructureQueryError } from '../search/structure';
import { suggest } from '../search/suggest';
import { cardsByIds, smilesOfProduct } from '../services/products';
import { keywordApis, keywordCategories, keywordProducts, productByCas, productByBrandCode } from '../services/search';
import { hotSearch, recordKeywordSearch, rememberSearch } from '../services/search-log';
import { keywordMethods, keywordStandards, knowledgeSitemap } from '../services/knowledge-search';

export function searchRoutes(app: Hono<AppEnv>) {
  // The search-centre cards (SPEC §7, pageSize 4). Page 1's answer is remembered for the beacon below (nothing logged).
  route(app, search.productCards, async ({ body }, { deps, paging }) => {
    const found = await keywordProducts(deps.db, body.keyword, {}, paging.pageSize, paging.offset, deps.config.SEARCH_RANK_POOL);
    if (paging.pageNo === 1) rememberSearch(deps.db, body.keyword, found.display, found.total, found.rows[0]?.id ?? null);
    return new Page(found.rows, found.total, found.capped);
  });

  // 热门搜索 counts what people searched (the result screen's beacon), not what was rendered: results pages are cached.
  route(app, search.recordSearch, async ({ body }, { deps }) => ({ recorded: await recordKeywordSearch(deps.db, deps.logger, body.keyword, deps.config.SEARCH_RANK_POOL) }));

  route(app, search.apiCards, async ({ body }, { deps, paging }) => {
    const { rows, total } = await keywordApis(deps.db, body.keyword, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  route(app, search.categoriesByKeyword, ({ body }, { deps }) => keywordCategories(deps.db, body.keyword));

  route(app, search.productSearch, async ({ body }, { deps, paging }) => {
    const { keyword, pageNo: _pageNo, pageSize: _pageSize, ...filters } = body;
    const found = await keywordProducts(deps.db, keyword, filters, paging.pageSize, paging.offset, deps.config.SEARCH_RANK_POOL);
    const unfiltered = !filters.sortField && !filters.categoryId && ![filters.brandIds, filters.categoryIds, filters.packs, filters.delivery].some((list) => list?.length);
    if (paging.pageNo === 1 && unfiltered) rememberSearch(deps.db, keyword, found.display, found.total, found.rows[0]?.id ?? null);
    return new Page(found.rows, found.total, found.capped);
  });

  route(app, search.formulaSearch, async ({ body }, { deps, paging }) => {
    const found = await searchFormula(deps.db, body.formula, body.accuracy, paging.pageSize, paging.offset);
    if (!found) throw reject('无法识别的分子式');
    const items = await cardsByIds(deps.db, found.ids);
    return new Page({ formula: found.formula, accuracy: found.accuracy, items }, found.total);
  });

  route(app, search.structureSearch, async ({ body }, { deps, paging }) => {
    let found;
    try {
      found = await searchStructure(deps.db, { ...body, limit: paging.pageSize, offset: paging.offset });
    } catch (err) {
      if (err instanceof StructureQueryError || err instanceof ChemUnavailable) throw reject(err.message);
      throw err;
    }
    const cards = await cardsByIds(deps.db, found.hits.map((h) => h.productId));
    const hitById = new Map(found.hits.map((h) => [h.productId, h]));
    const items = cards.map((card) => {
      const hit = hitById.get(card.id)!;
      return { ...card, matchAtoms: hit.atoms, similarity: hit.similarity, highlightUrl: hit.atoms.length ? highlightUrl(card.id, hit.atoms) : card.imgUrl };
    });
    return new Page({ mode: found.mode, complete: found.complete, screened: found.screened, elapsedMs: found.elapsedMs, items, hint: found.hint }, found.total);
  });

  // Methods and standards through the same keyword engine (server/search/knowledge): the 方法 and 标准 tabs.
  route(app, search.methodSearch, async ({ body }, { deps, paging }) => {
    const found = await keywordMethods(deps.db, body.keyword, paging.pageSize, paging.offset);
    return new Page(found.rows, found.total, found.capped);
  });

  route(app, search.standardSearch, async ({ body }, { deps, paging }) => {
    const found = await keywordStandards(deps.db, body.keyword, paging.pageSize, paging.offset);
    return new Page(found.rows, found.total, found.capped);
  });

  route(app, search.knowledgeSitemap, (_in, { deps }) => knowledgeSitemap(deps.db));

  route(app, search.hotSearch, (_in, { deps }) => hotSearch(deps.db));

  // Type-ahead: the search itself (same readings, ranking and pool), never logged (only a search that is run counts as one).
  route(app, search.suggest, ({ body }, { deps }) => suggest(deps.db, body.keyword, deps.config.SEARCH_RANK_POOL));

  route(app, search.productByCas, ({ params }, { deps }) => {
    if (!casCheckDigitValid(params.cas)) throw notFound('商品');
    return productByCas(deps.db, params.cas);
  });

  route(app, search.productByBrandCode, ({ query }, { deps }) => productByBrandCode(deps.db, query.brandName, query.code));

  // Highlighted depiction: addressed by product and atom list, so one URL always draws the same picture.
  route(app, search.structureHighlight, async ({ params, query }, { deps }) => {
    if (!/^(\d{1,4}(,\d{1,4})*)?$/.test(query.atoms)) return fileNotFound('结构式不存在');
    const atoms = query.atoms ? query.atoms.split(',').slice(0, MAX_HIGHLIGHT_ATOMS).map(Number) : [];
    const render = async () => {
      const smiles = await smilesOfProduct(deps.db, params.productId);
      return smiles ? chem().depict(smiles, { highlightAtoms: atoms }) : null;
    };
    return depictionReply(`highlight:${params.productId}:${atoms.join(',')}`, render, 'public, max-age=86400', deps.logger);
  });
}
