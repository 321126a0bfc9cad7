import type { Metadata } from 'next';
import MyCollection from '@/components/member/MyCollection';
import { MEMBER_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: MEMBER_MSG.collectionTitle, robots: { index: false, follow: false } };

export default function Page() {
  return <MyCollection />;
}
