import { Suspense, type ReactNode } from 'react';
import DesktopShell from '@/components/layout/DesktopShell';
import shell from '@/components/layout/DesktopShell.module.scss';
import { PERSONAL_GROUPS } from '@/components/layout/personalMenu';
import SideMenu, { SideMenuView } from '@/components/layout/SideMenu';
import { MSG } from '@/lib/messages';
import AntdScope from '@/components/ui/AntdScope';

/** Per-visitor pages: always rendered per request (and never at `next build`). */
export const dynamic = 'force-dynamic';

/**
 * Personal-centre layout: header, the menu groups of SPEC §2, content. A visitor without a token never
 * gets here: proxy.ts sends /personalCenter/** and /orderCenter/** to /login first.
 */
export default function PersonalLayout({ children }: { children: ReactNode }) {
  return (
    <DesktopShell>
      <div className={shell.columns}>
        <Suspense fallback={<SideMenuView title={MSG.personalCenter} groups={PERSONAL_GROUPS} />}>
          <SideMenu title={MSG.personalCenter} groups={PERSONAL_GROUPS} />
        </Suspense>
        <div className={shell.content}>
          <AntdScope>{children}</AntdScope>
        </div>
      </div>
    </DesktopShell>
  );
}
