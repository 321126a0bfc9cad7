import 'server-only';
import type { StandardListBody } from '../api/contract/standards';
import { CACHE_TAG as T } from '../api/contract/internal';
import { defineRead } from '../api/read';
import { getProductReferences, getStandard, getStandardByCode, getStandardEditions, getStandardOverview, getStandards } from '../api/standards';

/**
 * Standards as the pages read them (lib/api/read.ts: cached, tagged, time-limited). Standards are reference
 * data written by the seed, the same for every visitor; the material cards carry no prices.
 */
export const readStandardOverview = defineRead('standard-overview', getStandardOverview, { tags: [T.standards] });
export const readStandards = defineRead('standard-list', (api, body: StandardListBody, pageNo: number, pageSize: number) => getStandards(api, body, pageNo, pageSize), {
  tags: [T.standards, T.products],
});
/** The material cards are products: the standard's reads go stale with the product list as well. */
export const readStandard = defineRead('standard', getStandard, { tags: [T.standards, T.catalogue, T.products] });
export const readStandardByCode = defineRead('standard-by-code', getStandardByCode, { tags: [T.standards, T.catalogue, T.products] });
export const readStandardEditions = defineRead('standard-editions', getStandardEditions, { tags: [T.standards] });

/** The methods and standards citing a product, read with its goods-detail page (carries `product:{id}`). */
export const readProductReferences = defineRead('product-references', getProductReferences, {
  tags: (productId) => [T.catalogue, T.standards, T.product(productId)],
});
