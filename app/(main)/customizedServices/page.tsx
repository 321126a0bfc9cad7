import type { Metadata } from 'next';
import CustomRequestForm from '@/components/custom/CustomRequestForm';
import AntdScope from '@/components/ui/AntdScope';
import own from '@/components/custom/custom.module.scss';
import { CUSTOM_PAGE_MSG } from '@/lib/messages';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: CUSTOM_PAGE_MSG.formTitle, robots: { index: false, follow: false } };

/** /customizedServices: the custom-synthesis request (login needed: the path is gated). */
export default function Page() {
  return (
    <section className={own.page}>
      <h1>{CUSTOM_PAGE_MSG.formTitle}</h1>
      <AntdScope>
        <CustomRequestForm />
      </AntdScope>
    </section>
  );
}
