import { Suspense } from 'react';
import Link from 'next/link';
import { guideAnchorFor } from '@/components/guide/steps';
import MegaMenu, { MegaMenuFallback } from './MegaMenu';
import NavLink from './NavLink';
import NavMenuItem from './NavMenuItem';
import { ABOUT, ABOUT_LINKS, NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS, PRODUCT_CENTRE } from './navItems';
import styles from './MainNav.module.scss';
import { MSG } from '@/lib/messages';

/**
 * The main navigation bar (SPEC §2 Header). Plain links and CSS drop-downs; two small client parts: each
 * entry marks itself on the pages of its section (NavLink, navSection.ts), and a click in a drop-down closes
 * it (NavMenuItem).
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
            <NavLink href={item.href} className={styles.link} activeClassName={styles.active}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <NavMenuItem className={`${styles.item} ${styles.products}`}>
          <NavLink
            href={PRODUCT_CENTRE.href}
            className={`${styles.link} ${withCategories ? styles.hasMenu : ''}`}
            activeClassName={styles.active}
            aria-haspopup={withCategories || undefined}
            data-guide={guideAnchorFor(PRODUCT_CENTRE.href)}
          >
            {PRODUCT_CENTRE.label}
          </NavLink>
          {withCategories && (
            <div className={`${styles.dropdown} ${styles.mega}`}>
              <Suspense fallback={<MegaMenuFallback />}>
                <MegaMenu />
              </Suspense>
            </div>
          )}
        </NavMenuItem>
        {NAV_AFTER_PRODUCTS.map((item) => (
          <li key={item.href + item.label} className={`${styles.item} ${item.wideOnly ? styles.wideOnly : ''}`}>
            {/* 定制产品 leads to the login-gated custom services (SPEC §4): a visitor gets the login pop-up. */}
            <NavLink href={item.href} className={styles.link} activeClassName={styles.active} data-guide={guideAnchorFor(item.href)}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <NavMenuItem className={`${styles.item} ${styles.about}`}>
          <NavLink href={ABOUT.href} className={`${styles.link} ${styles.hasMenu}`} activeClassName={styles.active} aria-haspopup>
            {ABOUT.label}
          </NavLink>
          <ul className={`${styles.dropdown} ${styles.aboutMenu}`}>
            {ABOUT_LINKS.map((link) => (
              <li key={link.href + link.label}>
                <Link prefetch={false} href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </NavMenuItem>
      </ul>
    </nav>
  );
}
