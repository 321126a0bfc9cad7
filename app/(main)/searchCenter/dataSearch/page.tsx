import type { Metadata } from 'next';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import EmptyResult from '@/components/catalogue/EmptyResult';
import Pager from '@/components/catalogue/Pager';
import DataSearchBox from '@/components/data/DataSearchBox';
import LibraryList from '@/components/data/LibraryList';
import RecordCard from '@/components/data/RecordCard';
import { jsonLdText } from '@/components/catalogue/seo';
import { dataCatalogJsonLd, dataHomeMetadata } from '@/components/data/seo';
import styles from '@/components/data/data.module.scss';
import { keywordOf } from '@/components/search/searchQuery';
import { parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { DATA_PAGE_SIZE, readDataSearch, readLibraries } from '@/lib/data/read';
import { DATA_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

/** Per request (its query decides what it shows); the reads underneath are cached. */
export const dynamic = 'force-dynamic';

const MAX_PAGE = 1000;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  // A keyword's results are for people (followed, not indexed); the home itself is the canonical page.
  return keyword ? { ...dataHomeMetadata(), title: DATA_MSG.resultsTitle(keyword), robots: { index: false, follow: true } } : dataHomeMetadata();
}

/**
 * /searchCenter/dataSearch?keyword=&pageNo= — the data home: the search box, the secondary libraries and the
 * newest records (all of them, paged), or the records a keyword finds.
 */
export default async function DataSearchPage({ searchParams }: Props) {
  const query = await searchParams;
  const keyword = keywordOf(query);
  const pageNo = parsePositiveInt(typeof query.pageNo === 'string' ? query.pageNo : undefined, MAX_PAGE) ?? 1;
  const [found, libraries] = await Promise.all([readDataSearch(keyword, pageNo), keyword ? null : readLibraries()]);
  const hrefBase = keyword ? routes.dataSearchFor(keyword) : routes.dataSearch;
  return (
    <div className={styles.page}>
      {libraries?.ok && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(dataCatalogJsonLd(libraries.data)) }} />}
      <Breadcrumbs items={keyword ? [{ label: DATA_MSG.dataCrumb, href: routes.dataSearch }, { label: DATA_MSG.resultsTitle(keyword) }] : [{ label: DATA_MSG.dataCrumb }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{keyword ? DATA_MSG.resultsTitle(keyword) : DATA_MSG.homeTitle}</h1>
        {!keyword && <p className={styles.intro}>{DATA_MSG.homeIntro}</p>}
        <DataSearchBox keyword={keyword} />
      </header>

      {libraries?.ok && (
        <section className={styles.section} aria-labelledby="data-libraries">
          <h2 id="data-libraries" className={styles.sectionTitle}>
            {DATA_MSG.librariesTitle}
          </h2>
          <LibraryList libraries={libraries.data} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="data-records">
        <h2 id="data-records" className={styles.sectionTitle}>
          {keyword ? DATA_MSG.resultsCount(found.ok ? found.data.totalCount : 0) : found.ok ? DATA_MSG.allRecords(found.data.totalCount) : DATA_MSG.recentTitle}
        </h2>
        {!found.ok ? (
          <p role="alert">{found.message}</p>
        ) : found.data.rows.length === 0 ? (
          <EmptyResult>{keyword && <span>{DATA_MSG.noResult(keyword)}</span>}</EmptyResult>
        ) : (
          <>
            <div className={styles.cards}>
              {found.data.rows.map((r) => (
                <RecordCard key={r.id} record={r} />
              ))}
            </div>
            <Pager pageNo={pageNo} totalCount={found.data.totalCount} pageSize={DATA_PAGE_SIZE} hrefBase={hrefBase} />
          </>
        )}
      </section>
    </div>
  );
}
