import 'server-only';
import { CACHE_TAG as T } from '../api/contract/internal';
import { defineRead } from '../api/read';
import { getCatalogueList } from '../api/downloads';

/** The download centre's catalogue list: its counts go stale with the product list. */
export const readCatalogueList = defineRead('catalogue-downloads', getCatalogueList, { tags: [T.catalogue, T.products, T.downloads] });
