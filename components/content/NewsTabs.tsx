import Link from 'next/link';
import { NEWS_CATEGORIES, NEWS_CATEGORY_NAME, type NewsCategory } from '@/lib/api/contract/content';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './content.module.scss';

/** 全部 / the four categories, with the RSS link; the current one marked. */
export default function NewsTabs({ current }: { current?: NewsCategory }) {
  return (
    <nav className={styles.tabs} aria-label={M.newsTitle}>
      <Link prefetch={false} href={routes.news} aria-current={current ? undefined : 'page'}>
        {M.newsAll}
      </Link>
      {NEWS_CATEGORIES.map((c) => (
        <Link key={c} prefetch={false} href={routes.newsCategory(c)} aria-current={c === current ? 'page' : undefined}>
          {NEWS_CATEGORY_NAME[c]}
        </Link>
      ))}
      <a className={styles.feed} href={routes.newsFeed} type="application/rss+xml">
        {M.newsFeed}
      </a>
    </nav>
  );
}
