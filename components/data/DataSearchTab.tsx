'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { searchDataCards } from '@/lib/api/data';
import { DATA_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import RecordCard from './RecordCard';
import styles from './data.module.scss';

/** The data tab's query: the first four records of a keyword (index/data/search). */
export const dataTabQuery = (keyword: string) => ({
  queryKey: ['data-tab', keyword] as const,
  queryFn: () => searchDataCards(browserApi, keyword),
  enabled: keyword.trim() !== '',
  staleTime: 60_000,
});

/**
 * /searchIndex tab 4 (数据): the first data records matching the keyword (name, CAS, formula, InChIKey), each
 * linking to its record, and the way to all of them on the data search page.
 */
export default function DataSearchTab({ keyword }: { keyword: string }) {
  const found = useQuery(dataTabQuery(keyword));
  if (!keyword.trim()) return null;
  if (found.isPending) return <p role="status">{DATA_MSG.tabLoading}</p>;
  if (found.isError) return <p role="alert">{DATA_MSG.tabFailed}</p>;
  const { rows, totalCount } = found.data;
  if (rows.length === 0)
    return (
      <p role="status" className={styles.muted}>
        {DATA_MSG.tabEmpty}
      </p>
    );
  return (
    <section aria-label={DATA_MSG.tabTitle}>
      <div className={styles.cards}>
        {rows.map((r) => (
          <RecordCard key={r.id} record={r} />
        ))}
      </div>
      <Link prefetch={false} href={routes.dataSearchFor(keyword)} className={styles.more}>
        {DATA_MSG.tabMore(totalCount)}
      </Link>
    </section>
  );
}
