import Link from 'next/link';
import { SUPPORT_HOURS } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { site, telHref } from '@/lib/site';
import { HELP_GROUPS } from '../helpLinks';
import FooterBottom from './FooterBottom';
import styles from './SiteFooter.module.scss';

/** The full footer (SPEC §2 Footer): help-centre columns, service information, filings, notice. */
export default function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`${styles.inner} ${styles.main}`}>
        <div className={styles.columns}>
          {HELP_GROUPS.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h2 className={styles.title}>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <Link prefetch={false} href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <section className={styles.service} aria-label={MSG.serviceInfo}>
          <h2 className={styles.title}>{MSG.serviceInfo}</h2>
          <a className={styles.hotline} href={telHref(site.hotline)}>
            {site.hotline}
          </a>
          <p>
            {MSG.serviceHoursLabel}
            {SUPPORT_HOURS}
          </p>
          <p>
            {MSG.emailLabel}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p>
            {MSG.qqLabel}
            {site.qq}
          </p>
          <p>
            {MSG.wechatLabel}
            {site.wechat}
          </p>
          <p>
            {MSG.addressLabel}
            {site.address}
          </p>
        </section>
      </div>
      <FooterBottom />
    </footer>
  );
}
