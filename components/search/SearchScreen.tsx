import type { Metadata } from 'next';
import { SEARCH_CARD_PAGE_SIZE } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { readDataSearch } from '@/lib/data/read';
import { readMethodSearch, readStandardSearch } from '@/lib/search/read';
import DataSearchTab from '@/components/data/DataSearchTab';
import KnowledgeTab from './KnowledgeTab';
import SearchOverview from './SearchOverview';
import { SearchPromptPage } from './SearchPrompt';
import SearchBeacon from './SearchBeacon';
import SearchTabs from './SearchTabs';
import { KNOWLEDGE_PAGE_SIZE, NAV_TABS, type NavIndex } from './searchQuery';
import styles from './search.module.scss';

/** Search results are for people: followed, not indexed (every product has its own page). */
export const searchMetadata = (keyword: string): Metadata => ({
  title: keyword ? MSG.searchResultsTitle(keyword) : MSG.searchPageTitle,
  robots: { index: false, follow: true },
});

/**
 * /searchCenter and /searchIndex: the keyword, the tabs with their counts, and the active tab's results. The
 * methods and standards are read once: a page of the active 方法 or 标准 tab, otherwise the first few of each
 * (the 综合 overview shows them, and their totals are the tab counts). The 数据 tab's records load in their
 * island (DataSearchTab); its count comes from the cached data search.
 */
export default async function SearchScreen({ keyword, active, pageNo = 1 }: { keyword: string; active: NavIndex; pageNo?: number }) {
  const tab = NAV_TABS.find((t) => t.index === active) ?? NAV_TABS[0];
  if (!keyword) {
    return <SearchPromptPage />;
  }
  const pageOf = (index: NavIndex) => (active === index ? pageNo : 1);
  const sizeOf = (index: NavIndex) => (active === index ? KNOWLEDGE_PAGE_SIZE : SEARCH_CARD_PAGE_SIZE);
  const [methods, standards, records] = await Promise.all([
    readMethodSearch(keyword, pageOf(2), sizeOf(2)),
    readStandardSearch(keyword, pageOf(3), sizeOf(3)),
    readDataSearch(keyword, 1),
  ]);
  const counts = {
    ...(methods.ok ? { 2: methods.data.totalCount } : {}),
    ...(standards.ok ? { 3: standards.data.totalCount } : {}),
    ...(records.ok ? { 4: records.data.totalCount } : {}),
  };
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{MSG.searchResultsTitle(keyword)}</h1>
      </header>
      <SearchTabs keyword={keyword} active={active} counts={counts} />
      {pageNo === 1 && <SearchBeacon keyword={keyword} />}
      {active === 2 ? (
        <KnowledgeTab kind="method" keyword={keyword} pageNo={pageNo} result={methods} />
      ) : active === 3 ? (
        <KnowledgeTab kind="standard" keyword={keyword} pageNo={pageNo} result={standards} />
      ) : tab.index === 4 ? (
        <DataSearchTab keyword={keyword} />
      ) : (
        <SearchOverview keyword={keyword} methods={methods} standards={standards} />
      )}
    </div>
  );
}
