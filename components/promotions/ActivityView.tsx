import Link from 'next/link';
import { formatPrice } from '@/components/cart/format';
import type { ActivityDetail } from '@/lib/api/contract/promotion';
import { formatTime, lastDayBefore } from '@/lib/china-time';
import { ACTIVITY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ClaimButton from './ClaimButton';
import styles from './promotions.module.scss';

/** The end is exclusive (00:00 of the next day): the last day shown is the one before. */
export const periodOf = (a: { startsAt: string; endsAt: string }) => M.period(formatTime(a.startsAt, 'date'), lastDayBefore(a.endsAt));

/** One activity in full: its dates, text, vouchers (claimable while it runs) and featured products. */
export default function ActivityView({ activity: a, headingLevel = 2 }: { activity: ActivityDetail; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const running = a.state === 'current';
  return (
    <article aria-labelledby={`activity-${a.id}`}>
      <Heading id={`activity-${a.id}`} className={headingLevel === 1 ? styles.title : styles.subTitle}>
        {a.title}
      </Heading>
      <p>
        <b>{periodOf(a)}</b>
      </p>
      <div className={styles.body}>
        {a.body.split('\n\n').map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {a.vouchers.length > 0 && (
        <section className={styles.section} aria-label={M.vouchers}>
          <h3>{M.vouchers}</h3>
          <ul className={styles.list}>
            {a.vouchers.map((v) => (
              <li key={v.templateId}>
                <b>{v.name}</b>　{formatPrice(v.face)}　{v.validText}　{running && M.left(v.left)}　
                {running && <ClaimButton activityId={a.id} templateId={v.templateId} name={v.name} left={v.left} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      {a.products.length > 0 && (
        <section className={styles.section} aria-label={M.featured}>
          <h3>{M.featured}</h3>
          <ul className={styles.grid}>
            {a.products.map((p) => (
              <li key={p.productId}>
                <Link prefetch={false} href={routes.goodsDetail(p.productId)}>
                  {p.name}
                </Link>
                <div className={styles.muted}>
                  {p.code}　CAS {p.cas}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
