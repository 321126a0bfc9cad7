import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { NAV_TABS, type NavIndex } from './searchQuery';
import styles from './search.module.scss';

/**
 * 综合 / 方法 / 标准 / 数据. 综合 is /searchCenter; the others are /searchIndex tabs (scheme B). A tab shows how
 * many records of its kind match (`counts`: methods and standards from their searches; data 0 until its tab is
 * wired); a count that could not be read is left out rather than shown as 0.
 */
export default function SearchTabs({ keyword, active, counts = {} }: { keyword: string; active: NavIndex; counts?: Partial<Record<NavIndex, number>> }) {
  return (
    <nav className={styles.tabs} aria-label={MSG.searchTabsLabel}>
      {NAV_TABS.map((t) => (
        <Link
          key={t.index}
          prefetch={false}
          href={t.index === 0 ? routes.searchCenterFor(keyword) : routes.searchIndexFor(t.index, keyword)}
          className={styles.tab}
          aria-current={t.index === active ? 'page' : undefined}
          rel="nofollow"
        >
          {t.label}
          {counts[t.index] !== undefined && <span className={styles.tabCount}>{counts[t.index]}</span>}
        </Link>
      ))}
    </nav>
  );
}
