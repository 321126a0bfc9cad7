import Link from 'next/link';
import type { MethodHit } from '@/lib/api/contract/search';
import { SEARCH_KNOWLEDGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './KnowledgeHits.module.scss';

/** Pharmacopoeia methods found by a search: pharmacopoeia and edition, monograph and test item, technique, the API and how many standards it needs. */
export default function MethodHitList({ rows }: { rows: MethodHit[] }) {
  return (
    <ul className={styles.list} aria-label={M.methodList}>
      {rows.map((m) => (
        <li key={m.id} className={styles.item} data-testid="method-hit">
          <Link prefetch={false} href={routes.methodDetail(m.id)} className={styles.title}>
            <span className={styles.badge}>{m.pharmacopoeia}</span>
            {m.monograph} · {m.heading ?? m.testItem}
          </Link>
          <p className={styles.facts}>
            <span>
              {m.apiNameCn} <span lang="en">{m.apiNameEn}</span>
            </span>
            <span>CAS {m.cas}</span>
            <span>{m.edition}</span>
            <span>{m.testItem}</span>
            <span>{m.technique}</span>
            <span>{M.needs(m.standardCount)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
