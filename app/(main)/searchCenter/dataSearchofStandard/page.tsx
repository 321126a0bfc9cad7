import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import Pager from '@/components/catalogue/Pager';
import { pageMetadata } from '@/components/catalogue/seo';
import EmptyStandards from '@/components/standards/EmptyStandards';
import StandardList from '@/components/standards/StandardList';
import styles from '@/components/standards/standards.module.scss';
import { STANDARD_PREFIXES, STANDARD_STATUSES } from '@/lib/api/contract/standards';
import { ReadUnavailable } from '@/lib/api/read';
import { STANDARD_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { parseStandardListState, STANDARD_LIST_PAGE_SIZE, standardListBodyOf, standardListHref, type StandardListState } from '@/lib/standards/listQuery';
import { readStandardOverview, readStandards } from '@/lib/standards/read';

/** Rendered per request (never at `next build`); the list reads underneath are cached 300 s. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseStandardListState(await searchParams);
  const meta = pageMetadata({ title: state.keyword ? M.resultFor(state.keyword) : M.listTitle, description: M.listLead, path: standardListHref({ ...state, keyword: undefined }) });
  // A keyword result is not a page of its own for search engines; the filter pages are.
  return state.keyword ? { ...meta, robots: { index: false, follow: true } } : meta;
}

function FilterRow({ label, testId, options, current, hrefOf }: { label: string; testId: string; options: readonly string[]; current?: string; hrefOf: (v?: string) => string }) {
  return (
    <div className={styles.filterRow} data-testid={testId}>
      <span className={styles.filterLabel}>{label}</span>
      <div className={styles.chips}>
        <Link prefetch={false} href={hrefOf(undefined)} className={`${styles.chip} ${current ? '' : styles.chipOn}`} aria-current={current ? undefined : 'true'}>
          {M.anyFilter}
        </Link>
        {options.map((o) => (
          <Link key={o} prefetch={false} href={hrefOf(o)} className={`${styles.chip} ${current === o ? styles.chipOn : ''}`} aria-current={current === o ? 'true' : undefined}>
            {o}
          </Link>
        ))}
      </div>
    </div>
  );
}

/**
 * /searchCenter/dataSearchofStandard (the nav's 法规标准): standards by keyword (?keyword=), 标准代号 and status
 * (links, so every filter state is a crawlable URL), paged with the shop's Pager.
 */
export default async function StandardSearchPage({ searchParams }: Props) {
  const state = parseStandardListState(await searchParams);
  const [list, overview] = await Promise.all([readStandards(standardListBodyOf(state), state.pageNo, STANDARD_LIST_PAGE_SIZE), readStandardOverview()]);
  if (!list.ok) {
    if (!list.refused) throw new ReadUnavailable(list.message);
  }
  const rows = list.ok ? list.data.rows : [];
  const total = list.ok ? list.data.totalCount : 0;
  // Only the prefixes we hold standards of (the overview counts them); all when the overview is unavailable.
  const held = overview.ok ? overview.data.byPrefix.map((p) => p.value) : [...STANDARD_PREFIXES];
  const kinds = STANDARD_PREFIXES.filter((p) => held.includes(p));
  const withState = (change: Partial<StandardListState>) => standardListHref({ ...state, ...change, pageNo: 1 });

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.home, href: routes.standardHome }, { label: M.listTitle }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{state.keyword ? M.resultFor(state.keyword) : M.listTitle}</h1>
        <p className={styles.lead}>{M.listLead}</p>
      </header>
      <form className={styles.form} action={routes.standards} method="get" role="search">
        <label htmlFor="standard-keyword">{M.keywordLabel}</label>
        <input id="standard-keyword" className={styles.input} name="keyword" defaultValue={state.keyword ?? ''} maxLength={100} placeholder={M.keywordPlaceholder} />
        {state.kind && <input type="hidden" name="kind" value={state.kind} />}
        {state.status && <input type="hidden" name="status" value={state.status} />}
        {state.field && <input type="hidden" name="field" value={state.field} />}
        <button type="submit" className={styles.button}>
          {M.search}
        </button>
        <Link prefetch={false} href={routes.standardNumberSearch}>
          {M.numberSearchLink}
        </Link>
        <Link prefetch={false} href={state.keyword ? routes.dataSearchFor(state.keyword) : routes.dataSearch}>
          {M.dataSearchLink(state.keyword)}
        </Link>
      </form>
      <div className={styles.filters}>
        <FilterRow label={M.kindFilter} testId="filter-kind" options={kinds} current={state.kind} hrefOf={(kind) => withState({ kind: kind as StandardListState['kind'] })} />
        <FilterRow label={M.statusFilter} testId="filter-status" options={STANDARD_STATUSES} current={state.status} hrefOf={(status) => withState({ status: status as StandardListState['status'] })} />
        {state.field && (
          <FilterRow label={M.field} testId="filter-field" options={[state.field]} current={state.field} hrefOf={(field) => withState({ field })} />
        )}
      </div>
      {!list.ok ? (
        <EmptyStandards>{list.message}</EmptyStandards>
      ) : rows.length === 0 ? (
        <EmptyStandards>
          <Link prefetch={false} href={routes.standardNumberSearch}>
            {M.numberSearchLink}
          </Link>
        </EmptyStandards>
      ) : (
        <>
          <p className={styles.lead} data-testid="standard-count">
            {M.resultCount(total)}
          </p>
          <StandardList items={rows} />
          <Pager pageNo={state.pageNo} totalCount={total} pageSize={STANDARD_LIST_PAGE_SIZE} hrefBase={standardListHref({ ...state, pageNo: 1 })} />
        </>
      )}
    </div>
  );
}
