import { COMPANY_MSG as M } from '@/lib/messages';
import { ICP_LOOKUP_URL, psbLookupUrl, site, telHref } from '@/lib/site';
import ScrollToSection from './ScrollToSection';
import styles from './company.module.scss';

export const CONTACT_SECTION_ID = 'contact';

/** The shop's contact facts, all from lib/site.ts (the footer's source); `highlight` scrolls to and marks it. */
export default function ContactSection({ highlight }: { highlight: boolean }) {
  return (
    <section id={CONTACT_SECTION_ID} tabIndex={-1} aria-labelledby="contact-title" className={`${styles.section} ${highlight ? styles.highlight : ''}`} data-highlighted={highlight || undefined}>
      <h2 id="contact-title">{M.contactTitle}</h2>
      <dl className={styles.facts}>
        <dt>{M.contactAddress}</dt>
        <dd>{site.address}</dd>
        <dt>{M.contactHotline}</dt>
        <dd>
          <a href={telHref(site.hotline)}>{site.hotline}</a>
        </dd>
        <dt>{M.contactEmail}</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
        <dt>{M.contactHours}</dt>
        <dd>{site.hours}</dd>
        <dt>{M.contactQq}</dt>
        <dd>{site.qq}</dd>
        <dt>{M.contactWechat}</dt>
        <dd>{M.contactWechatText(site.wechat)}</dd>
        <dt>{M.filings}</dt>
        <dd>
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {site.icp}
          </a>{' '}
          ·{' '}
          <a href={psbLookupUrl(site.psb)} target="_blank" rel="noopener noreferrer">
            {site.psb}
          </a>
        </dd>
      </dl>
      {highlight && <ScrollToSection id={CONTACT_SECTION_ID} />}
    </section>
  );
}
