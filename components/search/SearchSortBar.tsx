import Link from 'next/link';
import { DEFAULT_SORT, listHref, type ListState, type SortKey } from '@/lib/catalogue/listQuery';
import { MSG } from '@/lib/messages';
import toolbar from '@/components/catalogue/ListToolbar.module.scss';

/**
 * The sorts of a ranked search: 相关度 (the default — exact CAS or item number first, then name prefix,
 * then similarity), name and molecular weight. Listing time, the catalogue lists' default, is left out
 * here: the URL leaves the default sort out, so on this screen no sort parameter means relevance.
 */
const SORTS: { key: SortKey; label: string; dir?: string; title: string }[] = [
  { key: DEFAULT_SORT, label: MSG.sortRelevance, title: MSG.sortRelevance },
  { key: 'name-asc', label: MSG.sortName, dir: '↑', title: `${MSG.sortName}${MSG.sortAsc}` },
  { key: 'name-desc', label: MSG.sortName, dir: '↓', title: `${MSG.sortName}${MSG.sortDesc}` },
  { key: 'mw-asc', label: MSG.sortMw, dir: '↑', title: `${MSG.sortMw}${MSG.sortAsc}` },
  { key: 'mw-desc', label: MSG.sortMw, dir: '↓', title: `${MSG.sortMw}${MSG.sortDesc}` },
];

export default function SearchSortBar({ basePath, state }: { basePath: string; state: ListState }) {
  return (
    <nav className={toolbar.sorts} aria-label={MSG.sortLabel.replace('：', '')}>
      <span className={toolbar.sortLabel}>{MSG.sortLabel}</span>
      {SORTS.map((s) => (
        <Link
          key={s.key}
          prefetch={false}
          href={listHref(basePath, { ...state, sort: s.key, pageNo: 1 })}
          className={toolbar.sort}
          aria-current={state.sort === s.key ? 'true' : undefined}
          aria-label={s.title}
          title={s.title}
          rel="nofollow"
        >
          {s.label} {s.dir && <span aria-hidden="true">{s.dir}</span>}
        </Link>
      ))}
    </nav>
  );
}
