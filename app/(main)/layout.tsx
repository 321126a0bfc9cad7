import type { ReactNode } from 'react';
import DesktopShell from '@/components/layout/DesktopShell';

/**
 * The desktop shell around the catalogue, search and service pages. Its category mega-menu reads the
 * mall API through Next's data cache (components/layout/catalogueData.ts), so a request costs a render,
 * not an API round trip. The layout itself sets no rendering mode: goods detail pages are cached
 * (incremental static regeneration), and every page of the group without a request-bound input says
 * `dynamic = 'force-dynamic'` itself — `next build` must never prerender a page that needs the API,
 * which need not run while building (npm test builds without one and fails when a page read it).
 */
export default function MainLayout({ children }: { children: ReactNode }) {
  return <DesktopShell>{children}</DesktopShell>;
}
