import type { Metadata } from 'next';
import NotFoundContent from '@/components/ui/NotFoundContent';
import { MSG } from '@/lib/messages';

export const metadata: Metadata = { title: MSG.notFoundPageTitle };

/** notFound() from a page of this group: the 404 content inside the group's own layout (status 404). */
export default function GroupNotFound() {
  return <NotFoundContent />;
}
