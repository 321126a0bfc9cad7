import type { Metadata } from 'next';
import DesktopShell from '@/components/layout/DesktopShell';
import NotFoundContent from '@/components/ui/NotFoundContent';
import { MSG } from '@/lib/messages';

export const metadata: Metadata = { title: MSG.notFoundPageTitle };

/**
 * Every unmatched URL (and every notFound()) lands here, with the header and footer so the visitor can
 * carry on. It must stay static: the root not-found is part of every route's tree, so anything
 * request-bound here (the category mega-menu calls connection()) would make every page of the site
 * dynamic — measured with `next build`. Hence the header without the category menu.
 */
export default function NotFound() {
  return (
    <DesktopShell withCategories={false}>
      <NotFoundContent />
    </DesktopShell>
  );
}
