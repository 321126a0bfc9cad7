import type { ReactNode } from 'react';
import shell from '@/components/layout/DesktopShell.module.scss';
import FooterBottom from '@/components/layout/footer/FooterBottom';
import TopBar from '@/components/layout/header/TopBar';
import MobileGuard from '@/components/layout/MobileGuard';
import SlimHeader from '@/components/layout/SlimHeader';

/**
 * SPEC §2 "assistant layout with a top bar": the top bar (welcome, the customer's box, 我的订单 / 会员中心 /
 * 快速下单 / 帮助中心, hotline) over a logo bar, the content and the slim footer — no search, main navigation,
 * category menu or side bar. For pages that finish a task and send the customer on to their account: the
 * payment institution's return page (/successAliPage). docs/adr/0017-storefront-chrome.md, docs/spec-notes.md §2.
 */
export default function AssistantLayout({ children }: { children: ReactNode }) {
  return (
    <div className={shell.shell}>
      <TopBar />
      <SlimHeader hotline={false} />
      <main className={shell.main}>{children}</main>
      <footer>
        <FooterBottom />
      </footer>
      <MobileGuard />
    </div>
  );
}
