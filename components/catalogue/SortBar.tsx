import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { DEFAULT_SORT, listHref, type ListState, type SortKey } from '@/lib/catalogue/listQuery';
import styles from './ListToolbar.module.scss';

const SORTS: { key: SortKey; label: string; dir: string; title: string }[] = [
  { key: 'time-desc', label: MSG.sortTime, dir: '↓', title: `${MSG.sortTime}${MSG.sortDesc}` },
  { key: 'name-asc', label: MSG.sortName, dir: '↑', title: `${MSG.sortName}${MSG.sortAsc}` },
  { key: 'name-desc', label: MSG.sortName, dir: '↓', title: `${MSG.sortName}${MSG.sortDesc}` },
  { key: 'mw-asc', label: MSG.sortMw, dir: '↑', title: `${MSG.sortMw}${MSG.sortAsc}` },
  { key: 'mw-desc', label: MSG.sortMw, dir: '↓', title: `${MSG.sortMw}${MSG.sortDesc}` },
];

/**
 * SPEC §2 sorts: product name asc/desc, molecular weight asc/desc, listing time desc (the default).
 * Plain links: a sort is a URL (shareable, works without JavaScript); choosing one goes back to page 1.
 */
export default function SortBar({ basePath, state }: { basePath: string; state: ListState }) {
  const current = state.sort ?? DEFAULT_SORT;
  return (
    <nav className={styles.sorts} aria-label={MSG.sortLabel.replace('：', '')}>
      <span className={styles.sortLabel}>{MSG.sortLabel}</span>
      {SORTS.map((s) => (
        <Link
          key={s.key}
          prefetch={false}
          href={listHref(basePath, { ...state, sort: s.key, pageNo: 1 })}
          className={styles.sort}
          aria-current={current === s.key ? 'true' : undefined}
          aria-label={s.title}
          title={s.title}
          rel="nofollow"
        >
          {s.label} <span aria-hidden="true">{s.dir}</span>
        </Link>
      ))}
    </nav>
  );
}
