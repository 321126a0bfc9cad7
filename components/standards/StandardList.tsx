import Link from 'next/link';
import type { StandardSummary } from '@/lib/api/contract/standards';
import { formatTime } from '@/lib/china-time';
import { STANDARD_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import StatusBadge from './StatusBadge';
import styles from './standards.module.scss';

/** Standards as rows: number (a link to the standard), status, titles, implementation date. */
export default function StandardList({ items }: { items: StandardSummary[] }) {
  return (
    <ul className={styles.list} data-testid="standard-list">
      {items.map((s) => (
        <li key={s.id} className={styles.row} data-testid="standard-row">
          <span>
            <Link prefetch={false} href={routes.standardDetail(s.id)} className={styles.number}>
              {s.number}
            </Link>{' '}
            <StatusBadge status={s.status} />
          </span>
          <span>
            <Link prefetch={false} href={routes.standardDetail(s.id)} className={styles.rowTitle}>
              {s.titleCn}
            </Link>
            {s.titleEn && (
              <span className={styles.titleEn} lang="en" style={{ display: 'block' }}>
                {s.titleEn}
              </span>
            )}
          </span>
          <span className={styles.meta}>{s.effectiveOn ? `${M.effectiveOn} ${formatTime(s.effectiveOn, 'date')}` : s.field}</span>
        </li>
      ))}
    </ul>
  );
}
