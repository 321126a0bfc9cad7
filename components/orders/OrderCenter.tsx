'use client';

import { useEffect, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { orderCalls, orderKeys } from '@/lib/api/order';
import { ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import OrderCard from './OrderCard';
import OrderTabs from './OrderTabs';
import PagedCards from './PagedCards';
import { ORDER_KEYWORD_MAX, ORDER_PAGE_SIZE, parseOrderQuery, type OrderCenterQuery } from './orderQuery';
import styles from './orders.module.scss';

/**
 * /orderCenter: tabs by status with counts, search, the orders of one page and the pager. The URL is the
 * state (?status=&keyword=&pageNo=): tabs and search push a new URL, the pager's pages are links, so
 * back / forward and reload show the same list.
 */
export default function OrderCenter() {
  const router = useRouter();
  const query = parseOrderQuery(useSearchParams());
  const { status, keyword, pageNo } = query;
  const go = (next: Partial<OrderCenterQuery>) => router.push(routes.orderCenterFor({ status, keyword, ...next, pageNo: next.pageNo ?? 1 }));

  const counts = useQuery({ queryKey: orderKeys.counts, queryFn: () => orderCalls.counts(browserApi) });
  const list = useQuery({
    queryKey: orderKeys.list(status, keyword, pageNo),
    queryFn: () => orderCalls.list(browserApi, { status: status === 'all' ? undefined : status, keyword: keyword || undefined }, pageNo, ORDER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  // A page past the end (orders cancelled or searched away meanwhile): go to the last page that has orders.
  const last = Math.max(1, Math.ceil((list.data?.totalCount ?? 0) / ORDER_PAGE_SIZE));
  const pastEnd = !list.isPlaceholderData && list.data !== undefined && list.data.rows.length === 0 && pageNo > last;
  useEffect(() => {
    if (pastEnd) router.replace(routes.orderCenterFor({ status, keyword, pageNo: last }));
  }, [pastEnd, router, status, keyword, last]);

  return (
    <section className={styles.center}>
      <h1 className={styles.title}>{ORDER_MSG.pageTitle}</h1>
      <OrderTabs counts={counts.data} active={status} onChange={(s) => go({ status: s })} />
      <SearchBox keyword={keyword} onSearch={(k) => go({ keyword: k })} />
      {keyword && (
        <p className={styles.searchNote}>
          {ORDER_MSG.searchResult(keyword)}
          <Button type="link" size="small" onClick={() => go({ keyword: '' })}>
            {ORDER_MSG.clearSearch}
          </Button>
        </p>
      )}
      <PagedCards
        list={list}
        empty={{ text: keyword ? ORDER_MSG.emptySearch : ORDER_MSG.empty, href: routes.productCenter, action: ORDER_MSG.goShopping }}
        card={(o) => <OrderCard key={o.id} order={o} />}
        pageNo={pageNo}
        pageSize={ORDER_PAGE_SIZE}
        hrefBase={routes.orderCenterFor({ status, keyword })}
      />
    </section>
  );
}

/** The search box keeps what the buyer typed until the URL's keyword changes (a search, back / forward). */
function SearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  return (
    <Input.Search
      className={styles.search}
      aria-label={ORDER_MSG.searchPlaceholder}
      placeholder={ORDER_MSG.searchPlaceholder}
      value={text}
      maxLength={ORDER_KEYWORD_MAX}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onSearch(v.trim())}
      enterButton={ORDER_MSG.search}
      allowClear
    />
  );
}
