import 'server-only';
import { getBrand, getBrands, getBrandsByCategories, getCategoriesByBrands, getCategoryPath, getCategoryTree, getProduct, getProductFacets, getProducts } from '../api/catalogue';
import type { ProductListBody } from '../api/contract/catalogue';
import { CACHE_TAG as T } from '../api/contract/internal';
import { search } from '../api/contract/search';
import { ApiFailure } from '../api/client';
import { getCertificates, getMsds } from '../api/documents';
import { defineRead } from '../api/read';

/**
 * The catalogue as the pages read it (lib/api/read.ts: cached, tagged, time-limited, one result type).
 * The pages hold no per-visitor data — prices, login state and the cart are client islands — so one
 * cached answer serves every visitor. A read with a product id carries `product:{id}`: the API's
 * page-refresh hook expires that product's reads and its cached goods-detail page together.
 */
export const readCategoryTree = defineRead('category-tree', getCategoryTree, { tags: [T.catalogue, T.categories] });
export const readBrands = defineRead('brands', (api) => getBrands(api), { tags: [T.catalogue, T.brands] });
/** Visitor view (no prices): the newest listings for the home page. */
export const readNewProducts = defineRead('new-products', (api, count: number) => getProducts(api, { sortField: 'time', asc: false }, 1, count), {
  tags: [T.catalogue, T.products],
});

export const readProducts = defineRead('product-list', (api, body: ProductListBody, pageNo: number, pageSize: number) => getProducts(api, body, pageNo, pageSize), {
  tags: [T.catalogue, T.products],
});
/** The filter values of a list (a keyword's too: the catalogue tags cover the search index). */
export const readProductFacets = defineRead('product-facets', getProductFacets, { tags: [T.catalogue, T.products] });
export const readProduct = defineRead('product', getProduct, { tags: (id) => [T.catalogue, T.products, T.product(id)] });
export const readCategoryPath = defineRead('category-path', getCategoryPath, { tags: [T.catalogue, T.categories] });
export const readBrand = defineRead('brand', getBrand, { tags: [T.catalogue, T.brands] });
export const readCategoriesOfBrand = defineRead('brand-categories', (api, id: number) => getCategoriesByBrands(api, [id]), { tags: [T.catalogue, T.brands] });
export const readBrandsOfCategory = defineRead('category-brands', (api, id: number) => getBrandsByCategories(api, id > 0 ? [id] : []), {
  tags: [T.catalogue, T.brands],
});
/** The product with a CAS (the API checks the check digit too); refused when there is none. */
export const readProductByCas = defineRead('product-by-cas', (api, cas: string) => api.call(search.productByCas, { params: { cas } }), {
  tags: [T.catalogue, T.products],
});
export const readProductByBrandCode = defineRead(
  'product-by-brand-code',
  (api, brandName: string, code: string) => api.call(search.productByBrandCode, { query: { brandName, code } }),
  { tags: [T.catalogue, T.products] },
);

/**
 * A product's documents, read with its goods-detail page: an operator's upload or delete expires
 * `product:{id}`, so the change shows on the next visit. The page hides the block on failure (most
 * products have none, so a failure note would mostly announce something that does not exist); the COAs
 * of the lots on sale still show then, from the goods detail's own lots.
 */
export const readProductDocuments = defineRead(
  'product-documents',
  async (api, productId: number) => {
    // A product without an MSDS (no upload, no recorded hazard data) is refused by getMsds: no MSDS to list.
    const msdsOrNone = getMsds(api, productId).catch((err: unknown) => {
      if (err instanceof ApiFailure && err.kind === 'rejected') return [];
      throw err;
    });
    const [msds, coa] = await Promise.all([msdsOrNone, getCertificates(api, productId)]);
    return { msds, coa: coa.rows, coaTotal: coa.totalCount };
  },
  { tags: (productId) => [T.catalogue, T.documents, T.product(productId)] },
);
