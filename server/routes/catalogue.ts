import type { Hono } from 'hono';
import { catalogue } from '../../lib/api/contract/catalogue';
import { depictionReply } from '../chem/depiction';
import { chem } from '../chem/remote';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { fileNotFound, Page, route } from '../http/route';
import { brandsOfCategories, categoriesOfBrands, getBrand, listBrands } from '../services/brands';
import { loadCategoryIndex, pathTo } from '../services/categories';
import { productFacets } from '../services/facets';
import { getProduct, listProducts, smilesForInchiKey } from '../services/products';

const INCHIKEY = /^[A-Z]{14}-[A-Z]{10}-[A-Z]$/;

export function catalogueRoutes(app: Hono<AppEnv>) {
  // A paged call (SPEC §7: page 1, size 999) of the whole tree: totalCount is the number of top-level categories.
  route(app, catalogue.categoryList, async (_in, { deps }) => {
    const { roots } = await loadCategoryIndex(deps.db);
    return new Page(roots, roots.length);
  });

  route(app, catalogue.parentCategoryNames, async ({ params }, { deps }) => {
    const path = pathTo(await loadCategoryIndex(deps.db), params.id);
    if (path.length === 0) throw notFound('分类');
    return path;
  });

  route(app, catalogue.brandList, async ({ body }, { deps, paging }) => {
    const { rows, total } = await listBrands(deps.db, body?.keyword, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  route(app, catalogue.brandSelect, ({ params }, { deps }) => getBrand(deps.db, params.id));
  route(app, catalogue.categoriesByBrands, ({ body }, { deps }) => categoriesOfBrands(deps.db, body.brandIds));
  route(app, catalogue.brandsByCategories, ({ body }, { deps }) => brandsOfCategories(deps.db, body.categoryIds));

  // List prices for everyone: the same answer for a visitor and a customer (SPEC §6 hides prices in the cart only).
  route(app, catalogue.productList, async ({ body }, { deps, paging }) => {
    const { rows, total } = await listProducts(deps.db, body, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  // The filter values of a list, from the same query (a keyword through the ranked search, with its pool).
  route(app, catalogue.productFacets, ({ body }, { deps }) => productFacets(deps.db, body, deps.config.SEARCH_RANK_POOL));

  route(app, catalogue.productDetail, ({ params }, { deps }) => getProduct(deps.db, params.id));

  // The depiction is addressed by InChIKey: the same URL always draws the same molecule, so it is cached for a year.
  route(app, catalogue.structure, async ({ params }, { deps }) => {
    if (!INCHIKEY.test(params.inchiKey)) return fileNotFound('结构式不存在');
    const render = async () => {
      const smiles = await smilesForInchiKey(deps.db, params.inchiKey);
      return smiles ? chem().depict(smiles) : null;
    };
    return depictionReply(`inchikey:${params.inchiKey}`, render, 'public, max-age=31536000, immutable', deps.logger);
  });
}
