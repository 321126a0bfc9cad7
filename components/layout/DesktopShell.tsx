import type { ReactNode } from 'react';
import GuideLauncher from '@/components/guide/GuideLauncher';
import SiteFooter from './footer/SiteFooter';
import SiteHeader from './header/SiteHeader';
import MobileGuard from './MobileGuard';
import SideBar from './sidebar/SideBar';
import styles from './DesktopShell.module.scss';

/**
 * Header with search and navigation, content, footer, side shortcut bar: the default desktop chrome, and the
 * first-visit guide over its header (client-only, loaded for a first visit only).
 */
export default function DesktopShell({ children, withCategories = true }: { children: ReactNode; withCategories?: boolean }) {
  return (
    <div className={styles.shell}>
      <SiteHeader withCategories={withCategories} />
      <main className={styles.main}>{children}</main>
      <SiteFooter />
      <SideBar />
      <MobileGuard />
      <GuideLauncher />
    </div>
  );
}
