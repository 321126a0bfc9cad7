import type { Metadata } from 'next';
import CustomDetails from '@/components/custom/CustomDetails';
import own from '@/components/custom/custom.module.scss';
import AntdScope from '@/components/ui/AntdScope';
import { CUSTOM_PAGE_MSG as M } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: M.detailTitle, robots: { index: false, follow: false } };

/** /customizedServices/customDetails?id= (login-gated): one of my custom-synthesis requests. */
export default async function Page({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const raw = (await searchParams).id;
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <section className={own.page}>
      <h1>{M.detailTitle}</h1>
      {id === null ? (
        <p role="alert">{M.badId}</p>
      ) : (
        <AntdScope>
          <CustomDetails id={id} />
        </AntdScope>
      )}
    </section>
  );
}
