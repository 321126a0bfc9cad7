import { buildPath } from './endpoint';

/**
 * The method sheet's GET link (methodCompare.methodSheetLink), in a module of its own: lib/routes.ts builds the
 * link from it, and everything that imports routes (the whole storefront) must not pull zod and the contract in.
 */
export const METHOD_SHEET_PATH = '/mall/shopping/product/api/apiserver/getApiFileStream/{id}';
export const methodSheetUrl = (id: number) => buildPath(METHOD_SHEET_PATH, { id });
