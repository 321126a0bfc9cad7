import type { Metadata } from 'next';
import styles from '@/components/company/company.module.scss';
import { first } from '@/components/catalogue/listPage';
import { externalUrl } from '@/lib/http/external-url';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/** Rendered per request (reads ?url=). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: M.jumpTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /jumpIndex?url=…: the interstitial for leaving the shop to an external link (routes.jumpIndex). The destination
 * is shown in full; only http(s) URLs are followed, anything else gets a clear message. The link carries
 * rel="noopener noreferrer nofollow" so the other site learns nothing of the page the visitor came from.
 */
export default async function JumpIndexPage({ searchParams }: Props) {
  const target = externalUrl(first((await searchParams).url));
  return (
    <div className={styles.center}>
      <h1 className={styles.title}>{M.jumpTitle}</h1>
      {target.ok ? (
        <>
          <p>{M.jumpText(site.name)}</p>
          <p className={styles.url} data-testid="jump-destination">
            {target.url}
          </p>
          <p className={styles.links} style={{ justifyContent: 'center' }}>
            <a className={`${styles.button} ${styles.primary}`} href={target.url} rel="noopener noreferrer nofollow">
              {M.jumpGo}
            </a>
            <a className={styles.button} href={routes.home}>
              {M.jumpBack}
            </a>
          </p>
        </>
      ) : (
        <>
          <p role="alert">{target.reason === 'missing' ? M.jumpMissing : M.jumpBad}</p>
          <p>
            <a className={styles.button} href={routes.home}>
              {M.jumpBack}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
