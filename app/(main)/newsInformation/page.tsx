import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import NewsList from '@/components/content/NewsList';
import NewsTabs from '@/components/content/NewsTabs';
import { newsListMetadata } from '@/components/content/seo';
import styles from '@/components/content/content.module.scss';
import { NEWS_CATEGORIES, NEWS_CATEGORY_NAME } from '@/lib/api/contract/content';
import { ReadUnavailable } from '@/lib/api/read';
import { readNews } from '@/lib/content/read';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request (never at `next build`); the reads underneath are cached 300 s under the `news` tag. */
export const dynamic = 'force-dynamic';

const LATEST = 6;

export const metadata: Metadata = newsListMetadata(M.newsTitle, M.newsLead, routes.news);

/** /newsInformation: the latest articles of each category (行业资讯 / 法规动态 / 公司新闻 / 技术文章). */
export default async function NewsHomePage() {
  const reads = await Promise.all(NEWS_CATEGORIES.map((category) => readNews({ category }, 1, LATEST)));
  const failed = reads.find((r) => !r.ok);
  if (failed && !failed.ok && reads.every((r) => !r.ok)) throw new ReadUnavailable(failed.message);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.newsTitle }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{M.newsTitle}</h1>
        <p className={styles.lead}>{M.newsLead}</p>
      </header>
      <NewsTabs />
      <div className={styles.grid}>
        {NEWS_CATEGORIES.map((category, i) => {
          const read = reads[i];
          return (
            <section key={category} className={styles.panel} aria-labelledby={`news-${category}`}>
              <div className={styles.panelHead}>
                <h2 id={`news-${category}`} className={styles.panelTitle}>
                  {NEWS_CATEGORY_NAME[category]}
                </h2>
                <Link prefetch={false} href={routes.newsCategory(category)}>
                  {M.newsMore}
                </Link>
              </div>
              {read.ok ? <NewsList items={read.data.rows} compact /> : <p className={styles.empty}>{read.message}</p>}
            </section>
          );
        })}
      </div>
    </div>
  );
}
