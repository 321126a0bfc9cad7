import type { ReactNode } from 'react';
import shell from '@/components/layout/DesktopShell.module.scss';
import FooterBottom from '@/components/layout/footer/FooterBottom';
import MobileGuard from '@/components/layout/MobileGuard';
import ServiceTitle from '@/components/layout/ServiceTitle';
import SlimHeader from '@/components/layout/SlimHeader';
import AntdScope from '@/components/ui/AntdScope';

/** Service-page layout (login, register, forgotten password): logo with a title, content, slim footer. */
export default function ServiceLayout({ children }: { children: ReactNode }) {
  return (
    <div className={shell.shell}>
      <SlimHeader title={<ServiceTitle />} />
      <main className={shell.main}>
        <AntdScope>{children}</AntdScope>
      </main>
      <footer>
        <FooterBottom />
      </footer>
      <MobileGuard />
    </div>
  );
}
