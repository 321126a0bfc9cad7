import { Suspense, type ReactNode } from 'react';
import DesktopShell from '@/components/layout/DesktopShell';
import shell from '@/components/layout/DesktopShell.module.scss';
import { HELP_GROUPS } from '@/components/layout/helpLinks';
import SideMenu from '@/components/layout/SideMenu';
import { MSG } from '@/lib/messages';

/** Per request, like (main): the header's mega-menu reads the API, which `next build` must not need. */
export const dynamic = 'force-dynamic';

/** Help-centre layout: header, a left help menu, the article, footer. */
export default function HelpLayout({ children }: { children: ReactNode }) {
  return (
    <DesktopShell>
      <div className={shell.columns}>
        <Suspense>
          <SideMenu title={MSG.helpCenter} groups={HELP_GROUPS} />
        </Suspense>
        <div className={shell.content}>{children}</div>
      </div>
    </DesktopShell>
  );
}
