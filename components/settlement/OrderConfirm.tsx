'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Spin } from 'antd';
import { formatPrice } from '@/components/cart/format';
import { browserApi } from '@/lib/api/browser';
import { orderCalls, orderKeys } from '@/lib/api/order';
import { SETTLE_MSG, VOUCHER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { mmss, usePayCountdown } from './usePayCountdown';
import styles from './settlement.module.scss';

/**
 * /orderCenter/orderConfirm: 订单提交成功 — the order number, the amount, and while it is unpaid the time
 * left to pay (live) with 立即支付; an order that is no longer unpaid (paid in another tab, cancelled) says
 * its status instead. Everything comes from order.detail, never from the URL.
 */
export default function OrderConfirm({ id }: { id: number }) {
  const detail = useQuery({ queryKey: orderKeys.detail(id), queryFn: () => orderCalls.detail(browserApi, id), staleTime: 0, retry: false });
  const order = detail.data;
  const unpaid = order?.status === 'unpaid';
  const left = usePayCountdown(unpaid ? order.payDeadline : null);
  const expired = unpaid && order.payDeadline !== null && left === 0;
  const { refetch } = detail;
  // At the deadline the server cancels the order: read its state again.
  useEffect(() => {
    if (expired) void refetch();
  }, [expired, refetch]);

  if (detail.isLoading) return <div className={styles.confirm}><Spin /></div>;
  if (!order) {
    return (
      <div className={styles.confirm}>
        <Alert type="error" showIcon title={SETTLE_MSG.orderLoadFailed} description={detail.error?.message} className={styles.block} />
        <Link prefetch={false} href={routes.orderCenter}>{SETTLE_MSG.toOrderCenter}</Link>
      </div>
    );
  }

  return (
    <div className={styles.confirm}>
      <Result
        status={unpaid ? 'success' : 'info'}
        title={SETTLE_MSG.confirmTitle}
        subTitle={
          unpaid ? (
            <span role="timer" aria-live="off">{expired ? SETTLE_MSG.payExpired : SETTLE_MSG.payWithin(mmss(left))}</span>
          ) : (
            <span role="status">{SETTLE_MSG.orderStatus(order.statusText)}　{SETTLE_MSG.notUnpaid}</span>
          )
        }
      />
      <dl className={styles.facts}>
        <dt>{SETTLE_MSG.orderNo}</dt>
        <dd data-testid="order-no">{order.orderNo}</dd>
        <dt>{SETTLE_MSG.amount}</dt>
        <dd className={styles.total} data-testid="order-amount">{formatPrice(order.total)}</dd>
        {order.discount > 0 && (
          <>
            <dt>{VOUCHER_MSG.discount}</dt>
            <dd data-testid="order-discount">-{formatPrice(order.discount)}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        {unpaid && !expired && (
          <Button type="primary" size="large" href={routes.orderPayment(order.id)}>{SETTLE_MSG.payNow}</Button>
        )}
        <Button size="large" href={routes.orderDetail(order.id)}>{SETTLE_MSG.viewOrder}</Button>
      </div>
    </div>
  );
}
