import Link from 'next/link';
import type { OrderSummary } from '@/lib/api/contract/order';
import { ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { formatPrice, formatTime } from './format';
import OrderActions from './OrderActions';
import { CustomPreview } from './CustomLine';
import PayCountdown from './PayCountdown';
import styles from './orders.module.scss';

/** Until an order is paid its amount is what is to be paid (应付), afterwards what was paid (实付). */
export const totalLabel = (status: OrderSummary['status']) => (status === 'unpaid' || status === 'cancelled' ? ORDER_MSG.payableTotal : ORDER_MSG.paidTotal);

/** One order in the order centre: its number, time, status, first lines, amount and actions. */
export default function OrderCard({ order }: { order: OrderSummary }) {
  const more = order.lineCount - order.preview.length - (order.custom ? 1 : 0);
  return (
    <article className={styles.card} aria-label={`${ORDER_MSG.orderNo} ${order.orderNo}`}>
      <header className={styles.cardHead}>
        <span>
          {ORDER_MSG.label(ORDER_MSG.orderNo)}
          <Link prefetch={false} href={routes.orderDetail(order.id)} className={styles.orderNo}>
            {order.orderNo}
          </Link>
        </span>
        <span>
          {ORDER_MSG.label(ORDER_MSG.createdAt)}
          {formatTime(order.createdAt)}
        </span>
        {order.buyer && (
          <span>
            {ORDER_MSG.label(ORDER_MSG.placedBy)}
            {ORDER_MSG.buyerOf(order.buyer)}
          </span>
        )}
        <span className={`${styles.status} ${styles[`status_${order.status}`] ?? ''}`}>{order.statusText}</span>
      </header>
      <div className={styles.cardBody}>
        <ul className={styles.preview}>
          {order.preview.map((line, i) => (
            <li key={`${line.code}-${i}`} className={styles.previewLine}>
              <ImageWithFallback src={line.imgUrl} alt={line.name} width={56} height={56} className={styles.thumb} />
              <div className={styles.previewText}>
                <Link prefetch={false} href={routes.productDetailList(line.productId)} className={styles.lineName}>
                  {line.name}
                </Link>
                <span className={styles.muted}>{`${line.pack} ${ORDER_MSG.qty(line.num)}`}</span>
              </div>
            </li>
          ))}
          {order.custom && <CustomPreview custom={order.custom} />}
          {more > 0 && <li className={styles.more}>{ORDER_MSG.moreLines(order.lineCount)}</li>}
        </ul>
        <div className={styles.amount}>
          <span className={styles.muted}>{totalLabel(order.status)}</span>
          <strong className={styles.price}>{formatPrice(order.total)}</strong>
          {order.status === 'unpaid' && <PayCountdown deadline={order.payDeadline} />}
        </div>
        <OrderActions order={order} withDetail />
      </div>
    </article>
  );
}
