import type { OrderDetail } from '@/lib/api/contract/order';
import { ORDER_MSG } from '@/lib/messages';
import { formatTime } from './format';
import styles from './orders.module.scss';

/** Every change of the order's status (newest first): when, to what, who made it and why. */
export default function OrderTimeline({ events }: { events: OrderDetail['events'] }) {
  const newestFirst = [...events].reverse();
  return (
    <section className={styles.block} aria-labelledby="order-timeline">
      <h2 id="order-timeline" className={styles.blockTitle}>
        {ORDER_MSG.timeline}
      </h2>
      <ol className={styles.timeline}>
        {newestFirst.map((e, i) => (
          <li key={`${e.at}-${i}`} className={i === 0 ? styles.latest : undefined}>
            <time dateTime={e.at} className={styles.muted}>
              {formatTime(e.at)}
            </time>
            <span className={styles.eventStatus}>{e.toStatusText}</span>
            <span className={styles.muted}>{ORDER_MSG.by(e.actorText)}</span>
            {e.note && <span>{e.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
