'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { orderCalls, orderKeys } from '@/lib/api/order';
import { afterSaleCalls, afterSaleKeys } from '@/lib/api/aftersale';
import { ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import StatusPanel from '@/components/ui/StatusPanel';
import { formatTime } from './format';
import OrderInfo from './OrderInfo';
import OrderLines from './OrderLines';
import OrderStatusBanner from './OrderStatusBanner';
import OrderTimeline from './OrderTimeline';
import styles from './orders.module.scss';

/**
 * /orderCenter/orderDetaile?id=: the order's status, timeline, address, invoice, logistics, lines and
 * amounts, with the actions the server allows. A missing, malformed or foreign id shows the server's
 * message (or ours, when there is no id to ask about) and the way back to 我的订单.
 */
export default function OrderDetail({ id }: { id: number | null }) {
  const detail = useQuery({ queryKey: orderKeys.detail(id ?? 0), queryFn: () => orderCalls.detail(browserApi, id as number), enabled: id !== null });
  // 申请售后 / 查看售后 per line, when the server offers after-sales to this viewer (its buyer, once the goods have left).
  const claimable = detail.data?.actions.includes('afterSale') === true;
  const claims = useQuery({ queryKey: afterSaleKeys.lines(id ?? 0), queryFn: () => afterSaleCalls.lines(browserApi, id as number), enabled: claimable });
  if (id === null || detail.isError) return <Unavailable message={detail.error?.message ?? ORDER_MSG.badId} />;
  if (!detail.data) return <Spin className={styles.loading} />;
  const order = detail.data;
  return (
    <section className={styles.detail}>
      <h1 className={styles.title}>{ORDER_MSG.detailTitle}</h1>
      <p className={styles.muted}>
        {ORDER_MSG.label(ORDER_MSG.orderNo)}
        <span className={styles.orderNo}>{order.orderNo}</span>
        {ORDER_MSG.gap}
        {ORDER_MSG.label(ORDER_MSG.createdAt)}
        {formatTime(order.createdAt)}
        {order.buyer && (
          <>
            {ORDER_MSG.gap}
            {ORDER_MSG.label(ORDER_MSG.placedBy)}
            {ORDER_MSG.buyerOf(order.buyer)}
          </>
        )}
      </p>
      <OrderStatusBanner order={order} />
      <OrderTimeline events={order.events} />
      <OrderInfo order={order} />
      <OrderLines order={order} claims={claimable ? claims.data?.lines : undefined} />
    </section>
  );
}

function Unavailable({ message }: { message: string }) {
  return (
    <StatusPanel code="!" title={ORDER_MSG.notFoundTitle} text={message}>
      <Link prefetch={false} href={routes.orderCenter}>
        {ORDER_MSG.backToOrders}
      </Link>
    </StatusPanel>
  );
}
