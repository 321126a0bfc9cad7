import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { NAV_TABS, type NavIndex } from './searchQuery';
import styles from './search.module.scss';

/**
 * 综合 / 方法 / 标准 / 数据. 综合 is /searchCenter; the others are /searchIndex tabs (scheme B). Their counts
 * are what the shop holds today: the API has no method, standard or data records yet, so those count 0.
 */
export default function SearchTabs({ keyword, active }: { keyword: string; active: NavIndex }) {
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
          {t.empty && <span className={styles.tabCount}>0</span>}
        </Link>
      ))}
    </nav>
  );
}
