import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import ConsoleRoot from '@/components/operator/ConsoleRoot';

/** The staff console: never indexed (proxy.ts also sends X-Robots-Tag and Cache-Control: no-store). */
export const metadata: Metadata = {
  title: { template: '%s - 运营后台', default: '运营后台' },
  robots: { index: false, follow: false, nocache: true },
};

/** Rendered per request, never from the page cache: every page is one person's. */
export const dynamic = 'force-dynamic';

export default function OperatorLayout({ children }: { children: ReactNode }) {
  return <ConsoleRoot>{children}</ConsoleRoot>;
}
