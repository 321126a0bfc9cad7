'use client';

import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Result, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { orderKeys, paymentCalls } from '@/lib/api/order';
import type { DataOf } from '@/lib/api/contract/endpoint';
import type { payment } from '@/lib/api/contract/payment';
import { PAY_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { formatPrice } from '@/components/cart/format';
import styles from './payment.module.scss';
import { payMethodText } from '@/lib/api/contract/payment';

type PayResultData = DataOf<typeof payment.result>;

/** The institution's notify may come a moment after the buyer: ask again every 2 s, up to ~10 s. */
export const RESULT_POLL_MS = 2000;
export const RESULT_POLLS = 5;

/** Still worth asking: this payment is open and the order still waits for money. */
const waiting = (r: PayResultData) => !r.paid && r.payStatus === 'created' && r.status === 'unpaid';

/**
 * /successAliPage?payNo= — the institution's return page. It shows what the server says about the
 * payment (never what the query string claims): 支付成功, or 支付未完成 / 支付失败 with 重新支付.
 */
export default function PayResult({ payNo, pollMs = RESULT_POLL_MS }: { payNo: string; pollMs?: number }) {
  const qc = useQueryClient();
  const result = useQuery({
    queryKey: orderKeys.payResult(payNo),
    queryFn: () => paymentCalls.result(browserApi, payNo),
    refetchInterval: (q) => (q.state.data && waiting(q.state.data) && q.state.dataUpdateCount <= RESULT_POLLS ? pollMs : false),
  });

  // How many answers came (each one re-renders: dataUpdatedAt is read below).
  const answers = result.dataUpdatedAt ? (qc.getQueryState(orderKeys.payResult(payNo))?.dataUpdateCount ?? 0) : 0;
  if (result.isError) return <Alert className={styles.page} type="error" showIcon title={result.error.message} />;
  const r = result.data;
  if (!r || (waiting(r) && answers <= RESULT_POLLS)) {
    return (
      <section className={`${styles.page} ${styles.result}`}>
        <Spin />
        <p>{PAY_MSG.checking}</p>
      </section>
    );
  }

  const facts = (
    <dl className={styles.facts} style={{ display: 'inline-grid', textAlign: 'left' }}>
      <dt>{PAY_MSG.orderNo}</dt>
      <dd className={styles.mono}>{r.orderNo}</dd>
      <dt>{PAY_MSG.amount}</dt>
      <dd className={styles.amount}>{formatPrice(r.total)}</dd>
      {r.payMethod && (
        <>
          <dt>{PAY_MSG.payMethod}</dt>
          <dd>{payMethodText(r.payMethod)}</dd>
        </>
      )}
    </dl>
  );
  const viewOrder = (
    <Link key="order" prefetch={false} href={routes.orderDetail(r.orderId)}>
      {PAY_MSG.viewOrder}
    </Link>
  );

  if (r.paid) {
    return (
      <section className={styles.page}>
        <Result
          status="success"
          title={PAY_MSG.paidTitle}
          subTitle={PAY_MSG.paidText}
          extra={[
            viewOrder,
            <Link key="shop" prefetch={false} href={routes.home}>
              {PAY_MSG.continueShopping}
            </Link>,
          ]}
        >
          {facts}
        </Result>
      </section>
    );
  }

  // Not paid: an open payment whose notify has not come (未完成), or a failed / closed one, or an order that ended (失败).
  const pending = waiting(r);
  return (
    <section className={styles.page}>
      <Result
        status={pending ? 'warning' : 'error'}
        title={pending ? PAY_MSG.pendingTitle : PAY_MSG.failedTitle}
        subTitle={pending ? PAY_MSG.pendingText : PAY_MSG.failedText(r.statusText)}
        extra={[
          r.status === 'unpaid' && (
            <Link key="again" prefetch={false} href={routes.orderPayment(r.orderId)}>
              {PAY_MSG.payAgain}
            </Link>
          ),
          viewOrder,
        ]}
      >
        {facts}
      </Result>
    </section>
  );
}
