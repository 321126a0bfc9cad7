import type { ReactNode } from 'react';
import shell from '@/components/layout/DesktopShell.module.scss';
import FooterBottom from '@/components/layout/footer/FooterBottom';
import MobileGuard from '@/components/layout/MobileGuard';
import ServiceTitle from '@/components/layout/ServiceTitle';
import SlimHeader from '@/components/layout/SlimHeader';

/**
 * Service-page layout (login, register, forgotten password): logo with a title, content, slim footer. No antd: the
 * pages are built from the light kit (components/ui/kit), so they stay small and prerender to plain HTML.
 */
export default function ServiceLayout({ children }: { children: ReactNode }) {
  return (
    <div className={shell.shell}>
      <SlimHeader title={<ServiceTitle />} />
      <main className={shell.main}>
        {children}
      </main>
      <footer>
        <FooterBottom />
      </footer>
      <MobileGuard />
    </div>
  );
}
