import { Suspense, type ReactNode } from 'react';
import { helpGroups } from '@/components/content/helpMenu';
import DesktopShell from '@/components/layout/DesktopShell';
import shell from '@/components/layout/DesktopShell.module.scss';
import { HELP_GROUPS } from '@/components/layout/helpLinks';
import SideMenu, { SideMenuView } from '@/components/layout/SideMenu';
import { readHelpTree } from '@/lib/content/read';
import { MSG } from '@/lib/messages';

/**
 * Help-centre layout: header, the help tree as the left menu (SPEC §7 menutree/list, cached under the `help`
 * tag), the article, footer. Should the tree be unreadable, the footer's help columns stand in for it.
 * Like (main)'s, the layout sets no rendering mode: the help pages say `dynamic = 'force-dynamic'` themselves
 * (`next build` must never prerender a page that needs the API), and their bare addresses are cached shells
 * (app/(help)/shell, lib/http/cachedShell.ts).
 */
export default async function HelpLayout({ children }: { children: ReactNode }) {
  const tree = await readHelpTree();
  const groups = tree.ok && tree.data.length > 0 ? helpGroups(tree.data) : HELP_GROUPS;
  return (
    <DesktopShell>
      <div className={shell.columns}>
        <Suspense fallback={<SideMenuView title={MSG.helpCenter} groups={groups} />}>
          <SideMenu title={MSG.helpCenter} groups={groups} />
        </Suspense>
        <div className={shell.content}>{children}</div>
      </div>
    </DesktopShell>
  );
}
