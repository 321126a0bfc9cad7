import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMetadata } from '@/components/catalogue/seo';
import ActivityView, { periodOf } from '@/components/promotions/ActivityView';
import styles from '@/components/promotions/promotions.module.scss';
import AntdScope from '@/components/ui/AntdScope';
import { readActivities, readActivity } from '@/lib/activities/read';
import { required } from '@/lib/api/read';
import { ACTIVITY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request (never at `next build`); the reads underneath are cached 300 s. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.title, description: M.description, path: routes.activity });

/** Activities with a page of their own (a dated campaign route). */
const OWN_PAGE: Record<string, string> = { laborDay: routes.laborDay };

/** /activity — the current promotions in full (vouchers to claim, featured products); ended ones listed. */
export default async function ActivityPage() {
  const list = required(await readActivities());
  const running = list.filter((a) => a.state !== 'ended');
  const details = await Promise.all(running.map(async (a) => required(await readActivity(a.slug))));
  const ended = list.filter((a) => a.state === 'ended');
  return (
    <AntdScope>
      <div className={styles.page}>
        <h1 className={styles.title}>{M.title}</h1>
        <p>{M.description}</p>
        <h2 className={styles.subTitle}>{M.current}</h2>
        {details.length === 0 && <p>{M.noneCurrent}</p>}
        {details.map((a) => (
          <ActivityView key={a.id} activity={a} />
        ))}
        <h2 className={styles.subTitle}>{M.ended}</h2>
        <ul className={styles.list}>
          {ended.map((a) => (
            <li key={a.id}>
              {OWN_PAGE[a.slug] ? (
                <Link prefetch={false} href={OWN_PAGE[a.slug]}>
                  {a.title}
                </Link>
              ) : (
                <b>{a.title}</b>
              )}
              （{M.endedBanner}）
              <div className={styles.muted}>
                {periodOf(a)}　{a.summary}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </AntdScope>
  );
}
