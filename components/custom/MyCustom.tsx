'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { formatTime } from '@/lib/china-time';
import { CUSTOM_STATES, CUSTOM_STATE_TEXT, type CustomRequest, type CustomState } from '@/lib/api/contract/custom';
import { customKeys, myCustomPage } from '@/lib/api/custom';
import { formatPrice } from '@/components/cart/format';
import { CUSTOM_ORDER_MSG, CUSTOM_PAGE_MSG as MSG, ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import PagedCards from '@/components/orders/PagedCards';
import styles from '@/components/orders/orders.module.scss';
import own from './custom.module.scss';

const PAGE_SIZE = 10;
type Tab = CustomState | 'all';
const TABS: Tab[] = ['all', ...CUSTOM_STATES];

function parse(params: URLSearchParams): { state: Tab; pageNo: number } {
  const s = params.get('state');
  const n = Number(params.get('pageNo'));
  return { state: (CUSTOM_STATES as readonly string[]).includes(s ?? '') ? (s as CustomState) : 'all', pageNo: Number.isInteger(n) && n > 1 ? n : 1 };
}

/** /orderCenter/myCustom?state=&pageNo=: my custom-synthesis requests, tabs by state, one page of cards. */
export default function MyCustom() {
  const router = useRouter();
  const { state, pageNo } = parse(new URLSearchParams(useSearchParams().toString()));
  const list = useQuery({
    queryKey: customKeys.mine(state, pageNo),
    queryFn: () => myCustomPage(browserApi, state === 'all' ? undefined : state, pageNo, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <section className={styles.center}>
      <h1 className={styles.title}>{MSG.myTitle}</h1>
      <Tabs
        activeKey={state}
        onChange={(k) => router.push(routes.myCustomOrdersFor({ state: k }))}
        items={TABS.map((t) => ({ key: t, label: t === 'all' ? MSG.all : CUSTOM_STATE_TEXT[t] }))}
      />
      <PagedCards
        list={list}
        empty={{ text: MSG.empty, href: routes.productCenter, action: ORDER_MSG.goShopping }}
        card={(r) => <CustomCard key={r.id} request={r} />}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        hrefBase={routes.myCustomOrdersFor({ state })}
      />
    </section>
  );
}

function CustomCard({ request: r }: { request: CustomRequest }) {
  const what = [r.name, r.cas, r.formula].filter(Boolean).join(' · ') || r.smiles;
  return (
    <article className={styles.card} aria-label={MSG.requestNo(r.requestNo)}>
      <header className={styles.cardHead}>
        <span className={styles.orderNo}>{MSG.requestNo(r.requestNo)}</span>
        <strong className={styles.status}>{r.stateText}</strong>
        <Link href={routes.customDetails(r.id)}>{MSG.details}</Link>
        {r.state === 'quoted' && <Link href={routes.customizedSettlement(r.id)}>{CUSTOM_ORDER_MSG.accept}</Link>}
        {r.order && <Link href={routes.orderDetail(r.order.id)}>{CUSTOM_ORDER_MSG.orderOf(r.order.orderNo, r.order.statusText)}</Link>}
      </header>
      <dl className={own.facts}>
        <dt>{MSG.structure}</dt>
        <dd>{what}</dd>
        <dt>{MSG.quantity}</dt>
        <dd>
          {r.quantity} {r.unit}
        </dd>
        <dt>{MSG.purity}</dt>
        <dd>{r.purity}</dd>
        <dt>{MSG.deadline}</dt>
        <dd>{r.deadline}</dd>
        <dt>{MSG.quotePrice}</dt>
        <dd>{r.quote ? `${formatPrice(r.quote.priceFen)}，${MSG.leadDays(r.quote.leadDays)}，${MSG.validUntil(formatTime(r.quote.validUntil, 'date'))}` : MSG.noQuote}</dd>
      </dl>
    </article>
  );
}
