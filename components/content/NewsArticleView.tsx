import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { jsonLdText } from '@/components/catalogue/seo';
import type { NewsDetail } from '@/lib/api/contract/content';
import { formatTime } from '@/lib/china-time';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ArticleBody from './ArticleBody';
import NewsList from './NewsList';
import { newsJsonLd } from './seo';
import styles from './content.module.scss';

/** /newsInformation/advisoryDetails/{id}: the article, its source, the newer and older one, related articles. */
export default function NewsArticleView({ article: a }: { article: NewsDetail }) {
  const neighbour = (label: string, n: NewsDetail['prev']) => (
    <p>
      {label}
      {n ? (
        <Link prefetch={false} href={routes.newsDetail(n.id)}>
          {n.title}
        </Link>
      ) : (
        <span className={styles.muted}>{M.newsNone}</span>
      )}
    </p>
  );
  return (
    <div className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(newsJsonLd(a)) }} />
      <Breadcrumbs items={[{ label: M.newsTitle, href: routes.news }, { label: a.categoryName, href: routes.newsCategory(a.category) }, { label: a.title }]} ldPath={routes.newsDetail(a.id)} />
      <div className={styles.columns}>
        <article className={styles.article}>
          <header className={styles.articleHead}>
            <h1 className={styles.articleTitle}>{a.title}</h1>
            <p className={styles.itemMeta}>
              <span className={styles.tag}>{a.categoryName}</span>
              <span>
                {M.newsPublished}
                <time dateTime={a.publishedAt}>{formatTime(a.publishedAt, 'date')}</time>
              </span>
              <span>
                {M.newsAuthor}
                {a.author}
              </span>
            </p>
            <p className={styles.lead}>{a.summary}</p>
          </header>
          <ArticleBody html={a.html} />
          {a.source && (
            <p className={styles.source}>
              {M.newsSource}
              {a.source}
              {a.sourceUrl && (
                <>
                  {' '}
                  <Link prefetch={false} href={routes.jumpIndex(a.sourceUrl)} rel="nofollow">
                    {M.newsSourceLink}
                  </Link>
                </>
              )}
            </p>
          )}
          <nav className={styles.neighbours} aria-label={`${M.newsPrev}${M.newsNext}`}>
            {neighbour(M.newsPrev, a.prev)}
            {neighbour(M.newsNext, a.next)}
          </nav>
        </article>
        <aside className={styles.aside} aria-labelledby="news-related">
          <h2 id="news-related" className={styles.asideTitle}>
            {M.newsRelated}
          </h2>
          <NewsList items={a.related} compact />
        </aside>
      </div>
    </div>
  );
}
