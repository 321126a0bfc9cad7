import type { ReactNode } from 'react';
import SiteFooter from './footer/SiteFooter';
import SiteHeader from './header/SiteHeader';
import MobileGuard from './MobileGuard';
import SideBar from './sidebar/SideBar';
import styles from './DesktopShell.module.scss';

/** Header with search and navigation, content, footer, side shortcut bar: the default desktop chrome. */
export default function DesktopShell({ children, withCategories = true }: { children: ReactNode; withCategories?: boolean }) {
  return (
    <div className={styles.shell}>
      <SiteHeader withCategories={withCategories} />
      <main className={styles.main}>{children}</main>
      <SiteFooter />
      <SideBar />
      <MobileGuard />
    </div>
  );
}
