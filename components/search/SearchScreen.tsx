import type { Metadata } from 'next';
import { MSG } from '@/lib/messages';
import EmptyTab from './EmptyTab';
import SearchOverview from './SearchOverview';
import SearchPrompt from './SearchPrompt';
import SearchTabs from './SearchTabs';
import { NAV_TABS, type NavIndex } from './searchQuery';
import styles from './search.module.scss';

/** Search results are for people: followed, not indexed (every product has its own page). */
export const searchMetadata = (keyword: string): Metadata => ({
  title: keyword ? MSG.searchResultsTitle(keyword) : MSG.searchPageTitle,
  robots: { index: false, follow: true },
});

/** /searchCenter and /searchIndex: the keyword, the tabs, and the active tab's results. */
export default function SearchScreen({ keyword, active }: { keyword: string; active: NavIndex }) {
  const tab = NAV_TABS.find((t) => t.index === active) ?? NAV_TABS[0];
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{keyword ? MSG.searchResultsTitle(keyword) : MSG.searchPageTitle}</h1>
      </header>
      {!keyword ? (
        <SearchPrompt />
      ) : (
        <>
          <SearchTabs keyword={keyword} active={active} />
          {tab.empty ? <EmptyTab text={tab.empty} keyword={keyword} /> : <SearchOverview keyword={keyword} />}
        </>
      )}
    </div>
  );
}
