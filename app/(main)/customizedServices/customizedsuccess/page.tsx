import type { Metadata } from 'next';
import Link from 'next/link';
import own from '@/components/custom/custom.module.scss';
import { CUSTOM_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: M.successTitle, robots: { index: false, follow: false } };

/** /customizedServices/customizedsuccess?no=: after a request is sent — its number, what happens next, links. */
export default async function Page({ searchParams }: { searchParams: Promise<{ no?: string | string[] }> }) {
  const raw = (await searchParams).no;
  const no = typeof raw === 'string' && /^DZ\d{12,}$/.test(raw) ? raw : null;
  return (
    <section role="status" className={own.page}>
      <h1>{M.successTitle}</h1>
      {no && <p>{M.requestNo(no)}</p>}
      <p>{M.successNext}</p>
      <p>
        <Link href={routes.myCustomOrders}>{M.goMine}</Link> · <Link href={routes.customizedServices}>{M.again}</Link>
      </p>
    </section>
  );
}
