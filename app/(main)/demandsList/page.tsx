import type { Metadata } from 'next';
import DemandList from '@/components/cart/DemandList';
import AntdScope from '@/components/ui/AntdScope';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '需求清单', robots: { index: false, follow: false } };

/** /demandsList: open to visitors (local storage REQUIRELIST); a customer's list is on the server. */
export default function DemandsListPage() {
  return (
    <AntdScope>
      <DemandList />
    </AntdScope>
  );
}
