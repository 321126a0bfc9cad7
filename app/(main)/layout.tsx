import type { ReactNode } from 'react';
import DesktopShell from '@/components/layout/DesktopShell';

/**
 * Rendered per request, never at `next build`: the header's category mega-menu (and the catalogue
 * pages below) read the mall API, which need not run while building. The reads themselves are
 * cached for a few minutes in Next's data cache (components/layout/catalogueData.ts), so a request
 * costs a render, not an API round trip.
 */
export const dynamic = 'force-dynamic';

export default function MainLayout({ children }: { children: ReactNode }) {
  return <DesktopShell>{children}</DesktopShell>;
}
