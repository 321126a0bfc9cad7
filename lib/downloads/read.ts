import 'server-only';
import { CACHE_TAG as T } from '../api/contract/internal';
import { defineRead } from '../api/read';
import { getCatalogueList } from '../api/downloads';
import { getMsds } from '../api/documents';
import { ApiFailure } from '../api/client';

/** The download centre's catalogue list: its counts go stale with the product list. */
export const readCatalogueList = defineRead('catalogue-downloads', getCatalogueList, { tags: [T.catalogue, T.products, T.downloads] });

/** A product's MSDS files, [] when it has none (getMsds refuses a product without hazard data); stale with the product. */
export const readMsds = defineRead(
  'msds-of-product',
  async (api, productId: number) =>
    getMsds(api, productId).catch((err: unknown) => {
      if (err instanceof ApiFailure && err.kind === 'rejected') return [];
      throw err;
    }),
  { tags: (productId) => [T.catalogue, T.documents, T.product(productId)] },
);
