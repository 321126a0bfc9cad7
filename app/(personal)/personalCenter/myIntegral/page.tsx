import type { Metadata } from 'next';
import MyPoints from '@/components/member/MyPoints';
import { MEMBER_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: MEMBER_MSG.pointsTitle, robots: { index: false, follow: false } };

export default function Page() {
  return <MyPoints />;
}
