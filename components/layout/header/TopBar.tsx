import GatedLink from '@/components/auth/GatedLink';
import { guideAnchorFor } from '@/components/guide/steps';
import { MSG } from '@/lib/messages';
import { site, telHref } from '@/lib/site';
import { TOP_LINKS } from './navItems';
import UserBox from './UserBox';
import styles from './TopBar.module.scss';

export default function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.left}>
          <span>{MSG.welcome(site.name)}</span>
          <UserBox />
        </div>
        <ul className={styles.links}>
          {TOP_LINKS.map((link) => (
            <li key={link.href}>
              <GatedLink href={link.href} data-guide={guideAnchorFor(link.href)}>
                {link.label}
              </GatedLink>
            </li>
          ))}
          <li>
            {MSG.hotlineLabel}
            <a href={telHref(site.hotline)} className={styles.hotline}>
              {site.hotline}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
