import type { OrderDetail } from '@/lib/api/contract/order';
import { ORDER_MSG } from '@/lib/messages';
import { formatPrice, formatTime } from './format';
import OrderActions from './OrderActions';
import { totalLabel } from './OrderCard';
import PayCountdown from './PayCountdown';
import styles from './orders.module.scss';

/** The order's status in large type, what it means now (time left to pay, why it was cancelled), and the actions. */
export default function OrderStatusBanner({ order }: { order: OrderDetail }) {
  return (
    <div className={styles.banner} role="status" aria-label={ORDER_MSG.status}>
      <div className={styles.bannerText}>
        <strong className={`${styles.bannerStatus} ${styles[`status_${order.status}`] ?? ''}`}>{order.statusText}</strong>
        {order.status === 'unpaid' && <PayCountdown deadline={order.payDeadline} />}
        {order.status === 'cancelled' && (
          <span className={styles.muted}>
            {order.cancelReason && ORDER_MSG.label(ORDER_MSG.cancelReasonLabel) + order.cancelReason + ORDER_MSG.gap}
            {order.cancelledAt && ORDER_MSG.label(ORDER_MSG.cancelledAt) + formatTime(order.cancelledAt)}
          </span>
        )}
        <span>
          {ORDER_MSG.label(totalLabel(order.status))}
          <strong className={styles.price}>{formatPrice(order.total)}</strong>
        </span>
      </div>
      <OrderActions order={order} />
    </div>
  );
}
