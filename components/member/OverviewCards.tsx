import Link from 'next/link';
import { formatPrice } from '@/components/catalogue/availability';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { ORDER_STATUS_TEXT, type OrderStatus } from '@/lib/api/contract/order';
import { MEMBER_MSG as M } from '@/lib/messages';
import type { OverviewFacts } from '@/lib/personal/overview';
import { routes } from '@/lib/routes';
import styles from './overview.module.scss';

/** The overview's cards (server-rendered; the facts come from lib/personal/overview.ts). */

/** The statuses a buyer acts on or looks for, in the order centre's order. */
const COUNTED: OrderStatus[] = ['unpaid', 'review', 'to_ship', 'shipped', 'completed', 'after_sale'];

export function OrdersCard({ counts }: { counts: OverviewFacts['counts'] }) {
  return (
    <section className={styles.card} aria-labelledby="overview-orders">
      <h2 id="overview-orders">
        {M.myOrders}　<Link href={routes.orderCenter}>{M.allOrders}</Link>
      </h2>
      {counts ? (
        <ul className={styles.counts}>
          {COUNTED.map((s) => (
            <li key={s}>
              <Link href={routes.orderCenterFor({ status: s })} aria-label={`${ORDER_STATUS_TEXT[s]} ${counts[s]}`}>
                <strong>{counts[s]}</strong>
                <span>{ORDER_STATUS_TEXT[s]}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{M.partUnavailable}</p>
      )}
    </section>
  );
}

export function PointsCard({ points }: { points: OverviewFacts['points'] }) {
  return (
    <section className={styles.card} aria-labelledby="overview-points">
      <h2 id="overview-points">{M.myPoints}</h2>
      {points ? <p className={styles.big}>{`${points.balance} ${M.pointsUnit}`}</p> : <p className={styles.muted}>{M.partUnavailable}</p>}
      <Link href={routes.myIntegral}>{M.pointsDetail}</Link>
    </section>
  );
}

export function CreditCard({ credit }: { credit: OverviewFacts['credit'] }) {
  return (
    <section className={styles.card} aria-labelledby="overview-credit">
      <h2 id="overview-credit">{M.availableCredit}</h2>
      {!credit ? (
        <p className={styles.muted}>{M.partUnavailable}</p>
      ) : credit.hasLine && credit.active ? (
        <p className={styles.big}>{formatPrice(credit.available)}</p>
      ) : (
        <p className={styles.muted}>{M.noCredit}</p>
      )}
      <Link href={routes.accountingPeriod}>{M.creditDetail}</Link>
    </section>
  );
}

const RECENT = 6;

export function RecentViewsCard({ footprints }: { footprints: OverviewFacts['footprints'] }) {
  // A product seen on several days shows once, at its latest visit.
  const items = [...new Map((footprints ?? []).flatMap((d) => d.items).map((i) => [i.productId, i] as const)).values()].slice(0, RECENT);
  return (
    <section className={styles.card} aria-labelledby="overview-views">
      <h2 id="overview-views">
        {M.recentViews}　<Link href={routes.history}>{M.viewAll}</Link>
      </h2>
      {!footprints ? (
        <p className={styles.muted}>{M.partUnavailable}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{M.noRecentViews}</p>
      ) : (
        <ul className={styles.views}>
          {items.map((i) => (
            <li key={i.productId}>
              <ImageWithFallback src={i.imgUrl} alt={i.name} width={96} height={96} />
              <Link prefetch={false} href={routes.goodsDetail(i.productId)}>
                {i.name}
              </Link>
              {i.skus[0] && <span>{formatPrice(i.skus[0].price)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
