import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMetadata } from '@/components/catalogue/seo';
import ActivityView from '@/components/promotions/ActivityView';
import styles from '@/components/promotions/promotions.module.scss';
import AntdScope from '@/components/ui/AntdScope';
import { readActivity } from '@/lib/activities/read';
import { dataOrNull, required } from '@/lib/api/read';
import { ACTIVITY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request (never at `next build`); the read underneath is cached 300 s. */
export const dynamic = 'force-dynamic';

const SLUG = 'laborDay';

export async function generateMetadata(): Promise<Metadata> {
  const a = await readActivity(SLUG).then(dataOrNull);
  return pageMetadata({ title: a?.title ?? M.title, description: a?.summary ?? M.description, path: routes.laborDay });
}

/** /laborDay — the 2026 劳动节 campaign (SPEC §2), from the activity model; once ended it says so and links to current ones. */
export default async function LaborDayPage() {
  const a = required(await readActivity(SLUG));
  return (
    <AntdScope>
      <div className={styles.page}>
        {a.state === 'ended' && (
          <p role="status" className={styles.ended}>
            <b>{M.endedBanner}</b>　
            <Link prefetch={false} href={routes.activity}>
              {M.seeCurrent}
            </Link>
          </p>
        )}
        <ActivityView activity={a} headingLevel={1} />
      </div>
    </AntdScope>
  );
}
