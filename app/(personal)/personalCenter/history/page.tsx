import type { Metadata } from 'next';
import Footprints from '@/components/member/Footprints';
import { MEMBER_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: MEMBER_MSG.historyTitle, robots: { index: false, follow: false } };

export default function Page() {
  return <Footprints />;
}
