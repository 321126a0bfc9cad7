import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { ICP_LOOKUP_URL, psbLookupUrl, site } from '@/lib/site';
import styles from './FooterBottom.module.scss';

const LINKS = [
  { label: MSG.menuCompany, href: routes.enterpriseIntroduction },
  { label: MSG.menuContact, href: routes.contact },
  { label: MSG.menuAgreementPrivacy, href: routes.agreementPrivacy },
  { label: MSG.helpCenter, href: routes.helpLogin() },
];

/** Research-only notice, links, language switch, copyright and filing numbers (also the slim footer). */
export default function FooterBottom() {
  const year = new Date().getFullYear();
  return (
    <div className={styles.bottom}>
      <div className={styles.inner}>
        <p className={styles.notice} role="note">
          <strong>{MSG.researchOnlyLabel}</strong>
          {MSG.researchOnly}
        </p>
        <nav className={styles.links} aria-label={MSG.footerLinks}>
          {LINKS.map((link) => (
            <Link prefetch={false} key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
          <a href={site.englishSiteUrl} hrefLang="en" lang="en" rel="alternate">
            English
          </a>
        </nav>
        <p className={styles.legal}>
          <span>
            © {year} {site.company} {MSG.allRightsReserved}
          </span>
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {site.icp}
          </a>
          <a href={psbLookupUrl(site.psb)} target="_blank" rel="noopener noreferrer">
            {site.psb}
          </a>
        </p>
      </div>
    </div>
  );
}
