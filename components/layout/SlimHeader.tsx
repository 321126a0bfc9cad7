import type { ReactNode } from 'react';
import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site, telHref } from '@/lib/site';
import Logo from './header/Logo';
import styles from './SlimHeader.module.scss';

/**
 * The logo bar of the minimal layouts (jump pages, service pages): logo, an optional title, hotline. The
 * assistant layout leaves the hotline out: its top bar above already shows it.
 */
export default function SlimHeader({ title, hotline = true }: { title?: ReactNode; hotline?: boolean }) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Logo />
        {title && <div className={styles.title}>{title}</div>}
        <div className={styles.right}>
          <Link prefetch={false} href={routes.home}>{MSG.backHome}</Link>
          {hotline && (
            <span>
              {MSG.hotlineLabel}
              <a href={telHref(site.hotline)} className={styles.hotline}>
                {site.hotline}
              </a>
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
