import 'server-only';
import { CACHE_TAG as T } from '../api/contract/internal';
import { search } from '../api/contract/search';
import { defineRead } from '../api/read';

/**
 * Every method and standard detail page with its last change (index/knowledge/sitemap), for sitemap 0
 * (app/sitemaps/entries.ts). A few hundred rows in one call, cached for an hour like the catalogue's sitemap reads.
 */
export const readKnowledgeSitemap = defineRead('sitemap-knowledge', (api) => api.call(search.knowledgeSitemap, {}), {
  ttlSeconds: 3600,
  tags: [T.catalogue, T.sitemap],
});
