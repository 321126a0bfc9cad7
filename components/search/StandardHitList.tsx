import Link from 'next/link';
import type { StandardHit } from '@/lib/api/contract/search';
import { formatTime } from '@/lib/china-time';
import { SEARCH_KNOWLEDGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './KnowledgeHits.module.scss';

/** Standards found by a search: number and title, status, issuing body and implementation date (when recorded). */
export default function StandardHitList({ rows }: { rows: StandardHit[] }) {
  return (
    <ul className={styles.list} aria-label={M.standardList}>
      {rows.map((s) => (
        <li key={s.id} className={styles.item} data-testid="standard-hit">
          <Link prefetch={false} href={routes.standardDetail(s.id)} className={styles.title}>
            <span className={styles.number}>{s.number}</span>
            {s.titleCn}
          </Link>
          {s.titleEn && (
            <p className={styles.en} lang="en">
              {s.titleEn}
            </p>
          )}
          <p className={styles.facts}>
            <span className={s.status === '现行' ? styles.current : s.status === '废止' ? styles.withdrawn : styles.coming}>{s.status}</span>
            <span>{s.field}</span>
            {s.issuedBy && (
              <span>
                {M.issuedBy}：{s.issuedBy}
              </span>
            )}
            {s.effectiveOn && (
              <span>
                {M.effectiveOn}：{formatTime(s.effectiveOn, 'date')}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
