import type { Metadata } from 'next';
import CustomSettlement from '@/components/custom/CustomSettlement';
import LinkProblem from '@/components/settlement/LinkProblem';
import styles from '@/components/settlement/settlement.module.scss';
import AntdScope from '@/components/ui/AntdScope';
import { CUSTOM_ORDER_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Per user and per request; login-gated by proxy.ts. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: M.pageTitle, robots: { index: false, follow: false } };

/** /customizedSettlement?id=: accept a custom-synthesis quote and order it (then pay like any order). */
export default async function Page({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const raw = (await searchParams).id;
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  if (id === null) return <LinkProblem title={M.pageTitle} text={M.badId} href={routes.myCustomOrders} label={M.backToMine} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{M.pageTitle}</h1>
      <AntdScope>
        <CustomSettlement id={id} />
      </AntdScope>
    </div>
  );
}
