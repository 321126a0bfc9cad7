import type { Metadata } from 'next';
import CasNotFound from '@/components/catalogue/CasNotFound';
import { casMissTitle } from '@/components/catalogue/catchAll';
import { MSG } from '@/lib/messages';

/**
 * The 404 of /{cas}: Next resolves a not-found file's metadata with its segment's params, so the title
 * names the CAS number and what is wrong with it (a wrong check digit, or no goods); other segments keep
 * the generic title. Still HTTP 404: the page calls notFound().
 */
export async function generateMetadata({ params }: { params: Promise<{ cas: string }> }): Promise<Metadata> {
  return { title: casMissTitle((await params).cas) ?? MSG.notFoundPageTitle };
}

export default function CasNotFoundPage() {
  return <CasNotFound />;
}
