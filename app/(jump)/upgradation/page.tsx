import type { Metadata } from 'next';
import styles from '@/components/company/company.module.scss';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site, telHref } from '@/lib/site';

/** Static: no API read (the shop may be down), never indexed. */
export const metadata: Metadata = { title: M.maintenanceTitle, robots: { index: false, follow: false } };

/**
 * /upgradation: the maintenance page. With MAINTENANCE_MODE=1 proxy.ts sends every page here
 * (lib/http/maintenance.ts); it reads nothing from the mall API and names the support phone.
 */
export default function UpgradationPage() {
  return (
    <div className={styles.center}>
      <h1 className={styles.title}>{M.maintenanceTitle}</h1>
      <p>{M.maintenanceText}</p>
      <p>
        {M.maintenancePhone}
        <br />
        <a className={styles.phone} href={telHref(site.hotline)}>
          {site.hotline}
        </a>
      </p>
      <p className={styles.muted}>
        {M.contactHours}：{site.hours} · {M.contactEmail}：<a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
      <p>
        <a className={styles.button} href={routes.home}>
          {M.maintenanceRetry}
        </a>
      </p>
    </div>
  );
}
