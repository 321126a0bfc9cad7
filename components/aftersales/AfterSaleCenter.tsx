'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { afterSaleCalls, afterSaleKeys } from '@/lib/api/aftersale';
import { AFTER_SALE_TAB_TEXT, AFTER_SALE_TABS, type AfterSaleSummary, type AfterSaleTab } from '@/lib/api/contract/aftersale';
import { parsePositiveInt } from '@/lib/catalogue/listQuery';
import { AFTER_SALE_MSG, ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { formatPrice, formatTime } from '@/components/orders/format';
import PagedCards from '@/components/orders/PagedCards';
import styles from '@/components/orders/orders.module.scss';

export const AFTER_SALE_PAGE_SIZE = 10;

/** /afterSalesCenter?tab=&pageNo=: the buyer's cases by tab (全部 / 处理中 / 已完成 / 已关闭), newest first. */
export default function AfterSaleCenter() {
  const router = useRouter();
  const params = useSearchParams();
  const raw = params.get('tab');
  const tab: AfterSaleTab = (AFTER_SALE_TABS as readonly string[]).includes(raw ?? '') ? (raw as AfterSaleTab) : 'all';
  const pageNo = parsePositiveInt(params.get('pageNo'), 10_000) ?? 1;
  const list = useQuery({ queryKey: afterSaleKeys.list(tab, pageNo), queryFn: () => afterSaleCalls.list(browserApi, tab, pageNo, AFTER_SALE_PAGE_SIZE), placeholderData: keepPreviousData });

  return (
    <section className={styles.center}>
      <h1 className={styles.title}>{AFTER_SALE_MSG.centerTitle}</h1>
      <Tabs activeKey={tab} items={AFTER_SALE_TABS.map((key) => ({ key, label: AFTER_SALE_TAB_TEXT[key] }))} onChange={(k) => router.push(routes.afterSalesFor({ tab: k }))} />
      <PagedCards
        list={list}
        empty={{ text: AFTER_SALE_MSG.empty, href: routes.orderCenter, action: AFTER_SALE_MSG.goOrders }}
        card={(c) => <CaseCard key={c.id} c={c} />}
        pageNo={pageNo}
        pageSize={AFTER_SALE_PAGE_SIZE}
        hrefBase={routes.afterSalesFor({ tab })}
      />
    </section>
  );
}

function CaseCard({ c }: { c: AfterSaleSummary }) {
  return (
    <article className={styles.card} aria-label={`${AFTER_SALE_MSG.caseNo} ${c.caseNo}`}>
      <header className={styles.cardHead}>
        <span>
          {ORDER_MSG.label(AFTER_SALE_MSG.caseNo)}
          <span className={styles.orderNo}>{c.caseNo}</span>
        </span>
        <span>
          {ORDER_MSG.label(AFTER_SALE_MSG.orderNo)}
          <Link prefetch={false} href={routes.orderDetail(c.orderId)}>
            {c.orderNo}
          </Link>
        </span>
        <span>{formatTime(c.createdAt)}</span>
        <span className={styles.status}>{c.statusText}</span>
      </header>
      <div className={styles.cardBody}>
        <div className={styles.previewText}>
          <Link prefetch={false} href={routes.productDetailList(c.line.productId)} className={styles.lineName}>
            {c.line.name}
          </Link>
          <span className={styles.muted}>{`${c.line.pack} ${ORDER_MSG.label(ORDER_MSG.code)}${c.line.code}`}</span>
        </div>
        <div className={styles.previewText}>
          <span>{`${c.kindText} ${ORDER_MSG.qty(c.quantity)}`}</span>
          {c.refundAmount !== null && <span className={styles.muted}>{`${AFTER_SALE_MSG.refundAmount} ${formatPrice(c.refundAmount)}`}</span>}
        </div>
        <Link prefetch={false} href={routes.afterSaleDetail(c.id)} className={styles.action}>
          {AFTER_SALE_MSG.view}
        </Link>
      </div>
    </article>
  );
}
