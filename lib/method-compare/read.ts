import 'server-only';
import { getCompareList, getMethodList, getMethodsContrast, getMethodsOfProduct, getProdEquivalents, getProdSummaries, getRelatedSeries } from '../api/method-compare';
import type { MethodFilterBody } from '../api/contract/method-compare';
import { CACHE_TAG as T } from '../api/contract/internal';
import { defineRead } from '../api/read';

/**
 * The methods' comparison pages read through here (lib/api/read.ts: cached 300 s, tagged, one result type).
 * Methods change with the seed and the catalogue, so they carry the catalogue's tags, as the other methods
 * pages' reads do (lib/methods/read.ts): an operator's catalogue refresh expires them too.
 */
const tags = [T.catalogue, T.products];
export const readMethodList = defineRead('method-list', (api, filter: MethodFilterBody, pageNo: number, pageSize: number) => getMethodList(api, filter, pageNo, pageSize), { tags });
export const readMethodsContrast = defineRead('methods-contrast', getMethodsContrast, { tags });
export const readCompareList = defineRead('method-compare-list', getCompareList, { tags });
export const readProdSummaries = defineRead('method-prod-summaries', getProdSummaries, { tags });
export const readProdEquivalents = defineRead('method-prod-equivalents', getProdEquivalents, { tags });
export const readMethodsOfProduct = defineRead('methods-of-product', getMethodsOfProduct, { tags: (id) => [...tags, T.product(id)] });
export const readRelatedSeries = defineRead('methods-related-series', getRelatedSeries, { tags });
