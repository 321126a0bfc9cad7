import Link from 'next/link';
import type { NewsSummary } from '@/lib/api/contract/content';
import { formatTime } from '@/lib/china-time';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './content.module.scss';

/** Articles as a list: title (link), date, category, source and summary. `compact` leaves the summary out. */
export default function NewsList({ items, compact = false }: { items: NewsSummary[]; compact?: boolean }) {
  if (items.length === 0) return <p className={styles.empty}>{M.newsEmpty}</p>;
  return (
    <ul className={compact ? styles.compactList : styles.list}>
      {items.map((a) => (
        <li key={a.id} className={styles.item}>
          <Link prefetch={false} href={routes.newsDetail(a.id)} className={styles.itemTitle}>
            {a.title}
          </Link>
          <time className={styles.itemDate} dateTime={a.publishedAt}>
            {formatTime(a.publishedAt, 'date')}
          </time>
          {!compact && (
            <>
              <p className={styles.itemMeta}>
                <span className={styles.tag}>{a.categoryName}</span>
                {a.source && (
                  <span>
                    {M.newsSource}
                    {a.source}
                  </span>
                )}
              </p>
              <p className={styles.itemSummary}>{a.summary}</p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
