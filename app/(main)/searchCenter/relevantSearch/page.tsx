import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import EmptyResult from '@/components/catalogue/EmptyResult';
import { first } from '@/components/catalogue/listPage';
import { LIST_PAGE_SIZE, MAX_PAGE_NO, parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import Pager from '@/components/catalogue/Pager';
import RelatedProducts from '@/components/catalogue/RelatedProducts';
import ApiCard from '@/components/search/ApiCard';
import { SearchPromptPage } from '@/components/search/SearchPrompt';
import { keywordOf } from '@/components/search/searchQuery';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from '@/components/search/search.module.scss';
import { readProduct } from '@/lib/catalogue/read';
import { readApiSearch } from '@/lib/search/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

/** Impurities shown under each parent drug; the rest are one click away on its family page. */
const FAMILY_PREVIEW = 6;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  return { title: keyword ? MSG.relevantTitle(keyword) : MSG.searchPageTitle, robots: { index: false, follow: true } };
}

/**
 * /searchCenter/relevantSearch?keyword= — API-centred results: the parent drugs matching the keyword
 * (index/prodapi/muti/search) with their impurities, intermediates and labelled forms, each family one
 * link away (/productCenter/productDetailList/{id}).
 */
export default async function RelevantSearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const keyword = keywordOf(params);
  if (!keyword) {
    return <SearchPromptPage />;
  }
  const pageNo = parsePositiveInt(first(params.pageNo), MAX_PAGE_NO) ?? 1;
  const found = await readApiSearch(keyword, pageNo, LIST_PAGE_SIZE);
  const rows = found.ok ? found.data.rows : [];
  const families = await Promise.all(rows.map((a) => (a.relatedCount > 0 ? readProduct(a.id) : null)));

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: MSG.searchResultsTitle(keyword), href: routes.searchCenterFor(keyword) }, { label: MSG.searchApis }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{MSG.relevantTitle(keyword)}</h1>
        {found.ok && <p className={styles.lead}>{MSG.relevantFound(found.data.totalCount)}</p>}
      </header>
      {!found.ok ? (
        <p className={styles.note} role="alert">
          {found.message}
        </p>
      ) : rows.length === 0 ? (
        <EmptyResult>
          <Link prefetch={false} href={routes.searchCenterFor(keyword)}>
            {MSG.searchBackToAll}
          </Link>
        </EmptyResult>
      ) : (
        <ol className={styles.apiList}>
          {rows.map((api, i) => {
            const family = families[i];
            const related = family?.ok && family.data ? [...family.data.related, ...family.data.intermediates] : [];
            return (
              <li key={api.id} className={styles.apiItem}>
                <ApiCard api={api} layout="row" />
                {api.relatedCount > 0 && (
                  <section className={styles.family} aria-label={MSG.productFamilyTitle(api.nameCn)}>
                    <h3>
                      {MSG.familyRelated(api.relatedCount)}
                      <Link prefetch={false} href={routes.productDetailList(api.id)}>
                        {MSG.apiFamilyMore(api.relatedCount)} →
                      </Link>
                    </h3>
                    {family && !family.ok ? <p className={styles.note}>{MSG.sectionLoadFailed}</p> : <RelatedProducts items={related.slice(0, FAMILY_PREVIEW)} />}
                  </section>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {found.ok && found.data.totalCount > 0 && (
        <Pager pageNo={pageNo} totalCount={found.data.totalCount} pageSize={LIST_PAGE_SIZE} hrefBase={routes.relevantSearchFor(keyword)} />
      )}
    </div>
  );
}
