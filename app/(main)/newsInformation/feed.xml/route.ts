import { Feed } from 'feed';
import { absoluteUrl } from '@/components/catalogue/seo';
import { NEWS_PAGE_SIZE_MAX } from '@/lib/api/contract/content';
import { readNews } from '@/lib/content/read';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/**
 * The news RSS 2.0 feed (the `feed` package): the newest 50 articles. Built per request from the cached read
 * (`news` tag, 300 s) and cached by browsers and proxies for 5 minutes; never at `next build`.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const read = await readNews({}, 1, NEWS_PAGE_SIZE_MAX);
  if (!read.ok) return new Response(read.message, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } });
  const home = absoluteUrl(routes.home);
  const feed = new Feed({
    title: M.newsFeedTitle(site.name),
    description: M.newsLead,
    id: absoluteUrl(routes.news),
    link: absoluteUrl(routes.news),
    language: 'zh-CN',
    copyright: `© ${site.company}`,
    updated: read.data.rows[0] ? new Date(read.data.rows[0].publishedAt) : undefined,
    feedLinks: { rss: absoluteUrl(routes.newsFeed) },
    author: { name: site.company, link: home },
  });
  for (const a of read.data.rows) {
    const url = absoluteUrl(routes.newsDetail(a.id));
    feed.addItem({ title: a.title, id: url, link: url, description: a.summary, date: new Date(a.publishedAt), category: [{ name: a.categoryName }], author: [{ name: a.author }] });
  }
  return new Response(feed.rss2(), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300, s-maxage=300' },
  });
}
