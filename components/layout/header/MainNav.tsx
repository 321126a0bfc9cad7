import { Suspense } from 'react';
import Link from 'next/link';
import GatedLink from '@/components/auth/GatedLink';
import { guideAnchorFor } from '@/components/guide/steps';
import MegaMenu, { MegaMenuFallback } from './MegaMenu';
import { ABOUT, ABOUT_LINKS, NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS, PRODUCT_CENTRE } from './navItems';
import styles from './MainNav.module.scss';
import { MSG } from '@/lib/messages';

/**
 * The main navigation bar (SPEC §2 Header). Plain links and CSS drop-downs: no client JavaScript.
 * Links in the shared chrome never prefetch (`prefetch={false}`): a page carries ~170 of them with the
 * mega-menu, and Next would prefetch every one in the viewport — hidden menus included — each a
 * server render of a dynamic route.
 * `withCategories={false}` leaves the mega-menu out: for static pages (app/not-found.tsx), since the
 * menu is rendered per request.
 */
export default function MainNav({ withCategories = true }: { withCategories?: boolean }) {
  return (
    <nav className={styles.nav} aria-label={MSG.mainNav}>
      <ul className={styles.inner}>
        {NAV_BEFORE_PRODUCTS.map((item) => (
          <li key={item.href} className={styles.item}>
            <Link prefetch={false} href={item.href} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
        <li className={`${styles.item} ${styles.products}`}>
          <Link prefetch={false} href={PRODUCT_CENTRE.href} className={`${styles.link} ${withCategories ? styles.hasMenu : ''}`} aria-haspopup={withCategories || undefined} data-guide={guideAnchorFor(PRODUCT_CENTRE.href)}>
            {PRODUCT_CENTRE.label}
          </Link>
          {withCategories && (
            <div className={`${styles.dropdown} ${styles.mega}`}>
              <Suspense fallback={<MegaMenuFallback />}>
                <MegaMenu />
              </Suspense>
            </div>
          )}
        </li>
        {NAV_AFTER_PRODUCTS.map((item) => (
          <li key={item.href + item.label} className={`${styles.item} ${item.wideOnly ? styles.wideOnly : ''}`}>
            {/* 定制产品 leads to the login-gated custom services (SPEC §4): a visitor gets the login pop-up. */}
            <GatedLink href={item.href} className={styles.link} data-guide={guideAnchorFor(item.href)}>
              {item.label}
            </GatedLink>
          </li>
        ))}
        <li className={`${styles.item} ${styles.about}`}>
          <Link prefetch={false} href={ABOUT.href} className={`${styles.link} ${styles.hasMenu}`} aria-haspopup>
            {ABOUT.label}
          </Link>
          <ul className={`${styles.dropdown} ${styles.aboutMenu}`}>
            {ABOUT_LINKS.map((link) => (
              <li key={link.href + link.label}>
                <Link prefetch={false} href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
