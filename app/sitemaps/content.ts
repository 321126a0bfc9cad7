import 'server-only';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import { helpHref } from '@/components/content/helpMenu';
import { NEWS_CATEGORIES, NEWS_PAGE_SIZE_MAX, type HelpNode, type NewsSummary } from '@/lib/api/contract/content';
import { readHelpTree, readNews } from '@/lib/content/read';
import { routes } from '@/lib/routes';

/** At most this many articles in the sitemap (the pages of 50 are read one after another). */
const MAX_NEWS_PAGES = 40;

async function allNews(): Promise<NewsSummary[]> {
  const rows: NewsSummary[] = [];
  for (let pageNo = 1; pageNo <= MAX_NEWS_PAGES; pageNo++) {
    const page = await readNews({}, pageNo, NEWS_PAGE_SIZE_MAX);
    if (!page.ok) break;
    rows.push(...page.data.rows);
    if (rows.length >= page.data.totalCount || page.data.rows.length === 0) break;
  }
  return rows;
}

const articles = (nodes: HelpNode[]): HelpNode[] => nodes.flatMap((n) => [...(n.type === 1 && n.children.length === 0 ? [n] : []), ...articles(n.children)]);

/** The news home, its categories and every article; the help centre's articles. A failed read leaves its part out. */
export async function contentSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [news, tree] = await Promise.all([allNews(), readHelpTree()]);
  return [
    { url: absoluteUrl(routes.news), changeFrequency: 'daily', priority: 0.7 },
    ...NEWS_CATEGORIES.map((c) => ({ url: absoluteUrl(routes.newsCategory(c)), changeFrequency: 'daily' as const, priority: 0.6 })),
    ...news.map((a) => ({ url: absoluteUrl(routes.newsDetail(a.id)), lastModified: new Date(a.publishedAt), changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...(tree.ok ? articles(tree.data).map((n) => ({ url: absoluteUrl(helpHref(n)), changeFrequency: 'monthly' as const, priority: 0.5 })) : []),
  ];
}
