'use client';

import { useState } from 'react';
import Link from 'next/link';
import { Button } from 'antd';
import type { OrderSummary } from '@/lib/api/contract/order';
import { ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import CancelDialog from './CancelDialog';
import { useOrderActions } from './useOrderActions';
import styles from './orders.module.scss';

type Props = { order: Pick<OrderSummary, 'id' | 'orderNo' | 'actions'>; withDetail?: boolean };

/** The actions the server allows on an order (`actions`), plus 订单详情 in the list. */
export default function OrderActions({ order, withDetail = false }: Props) {
  const act = useOrderActions();
  const [cancelling, setCancelling] = useState(false);
  const [buying, setBuying] = useState(false);
  const can = (a: OrderSummary['actions'][number]) => order.actions.includes(a);
  return (
    <div className={styles.actions}>
      {can('pay') && (
        <Link prefetch={false} href={routes.orderPayment(order.id)} className={`${styles.action} ${styles.primary}`}>
          {ORDER_MSG.pay}
        </Link>
      )}
      {can('confirm') && (
        <Button type="primary" size="small" onClick={() => act.confirmReceipt(order.id, order.orderNo)}>
          {ORDER_MSG.confirmReceipt}
        </Button>
      )}
      {can('buyAgain') && (
        <Button
          size="small"
          loading={buying}
          onClick={() => {
            setBuying(true);
            void act.buyAgain(order.id).finally(() => setBuying(false));
          }}
        >
          {ORDER_MSG.buyAgain}
        </Button>
      )}
      {can('cancel') && (
        <Button size="small" onClick={() => setCancelling(true)}>
          {ORDER_MSG.cancel}
        </Button>
      )}
      {withDetail && (
        <Link prefetch={false} href={routes.orderDetail(order.id)} className={styles.action}>
          {ORDER_MSG.detail}
        </Link>
      )}
      {cancelling && (
        <CancelDialog
          orderNo={order.orderNo}
          onClose={() => setCancelling(false)}
          onOk={async (reason) => {
            await act.cancel(order.id, reason);
            setCancelling(false);
          }}
        />
      )}
    </div>
  );
}
