import type { ReactNode } from 'react';
import shell from '@/components/layout/DesktopShell.module.scss';
import MobileGuard from '@/components/layout/MobileGuard';
import SlimHeader from '@/components/layout/SlimHeader';

/** Minimal jump-page layout: the logo bar and the content, nothing else. */
export default function JumpLayout({ children }: { children: ReactNode }) {
  return (
    <div className={shell.shell}>
      <SlimHeader />
      <main className={shell.main}>{children}</main>
      <MobileGuard />
    </div>
  );
}
