'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { ORDER_MSG } from '@/lib/messages';
import Pager from '@/components/catalogue/Pager';
import styles from './orders.module.scss';

interface Page<T> {
  rows: T[];
  totalCount: number;
}

interface Props<T> {
  list: UseQueryResult<Page<T>, Error>;
  /** What an empty page says, and where it sends the buyer instead. */
  empty: { text: string; href: string; action: string };
  card: (row: T) => ReactNode;
  pageNo: number;
  pageSize: number;
  /** The list's URL without its page (the Pager adds pageNo). */
  hrefBase: string;
}

/**
 * The body of a personal-centre list of cards (orders, after-sales cases): the failure with a retry, the
 * first load, the empty state, or the cards and the pager — keeping the last page on screen while the
 * next one loads.
 */
export default function PagedCards<T>({ list, empty, card, pageNo, pageSize, hrefBase }: Props<T>) {
  return (
    <Spin spinning={list.isFetching && list.data !== undefined}>
      {list.isError && !list.data ? (
        <div className={styles.empty} role="alert">
          <p>{list.error.message || ORDER_MSG.loadFailed}</p>
          <Button onClick={() => void list.refetch()}>{ORDER_MSG.retry}</Button>
        </div>
      ) : list.data === undefined ? (
        <Spin className={styles.loading} />
      ) : list.data.rows.length === 0 ? (
        <div className={styles.empty} role="status">
          <p>{empty.text}</p>
          <Link prefetch={false} href={empty.href} className={styles.action}>
            {empty.action}
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.list}>{list.data.rows.map(card)}</div>
          {list.data.totalCount > pageSize && <Pager pageNo={pageNo} totalCount={list.data.totalCount} pageSize={pageSize} hrefBase={hrefBase} />}
        </>
      )}
    </Spin>
  );
}
