import type { ReactNode } from 'react';
import type { Viewport } from 'next';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4ea2' };

/** Plain mobile layout: no desktop chrome, no width guard. */
export default function MobileLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
