import type { Metadata } from 'next';
import NotFoundContent from '@/components/ui/NotFoundContent';
import { MSG } from '@/lib/messages';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: MSG.notFoundPageTitle, robots: { index: false } };

/**
 * SPEC §2 lists /404 as a route: the same content as any unknown path, inside the default layout.
 * Rendered directly rather than through notFound(): Next 16 answers a notFound() thrown by a page with
 * an empty error shell and draws the 404 in the browser (vercel/next.js#62228), which would leave
 * this address without server-rendered text.
 */
export default function Page404() {
  return <NotFoundContent />;
}
