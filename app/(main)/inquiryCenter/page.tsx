import type { Metadata } from 'next';
import InquiryBasket from '@/components/inquiry/InquiryBasket';
import AntdScope from '@/components/ui/AntdScope';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '询价篮', robots: { index: false, follow: false } };

/** /inquiryCenter (login-gated by proxy.ts): the inquiry basket and the inquiry form. */
export default function InquiryCenterPage() {
  return (
    <AntdScope>
      <InquiryBasket />
    </AntdScope>
  );
}
