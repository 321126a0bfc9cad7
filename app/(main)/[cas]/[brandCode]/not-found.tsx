import type { Metadata } from 'next';
import NotFoundContent from '@/components/ui/NotFoundContent';
import { MSG } from '@/lib/messages';

export const metadata: Metadata = { title: MSG.notFoundPageTitle };

/** /{brandName}/{brandCode} not found: the generic 404 (the /{cas} one above names a CAS number). */
export default function BrandCodeNotFound() {
  return <NotFoundContent />;
}
