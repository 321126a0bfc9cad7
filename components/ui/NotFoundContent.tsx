import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import StatusPanel from './StatusPanel';
import styles from './StatusPanel.module.scss';

/** SPEC §2: unknown paths show 'This page could not be found' with a way back to the home page. */
export default function NotFoundContent() {
  return (
    <StatusPanel code="404" title={MSG.notFoundTitle} text={MSG.notFoundText}>
      <Link prefetch={false} href={routes.home} className={styles.primary}>
        {MSG.backHome}
      </Link>
      <Link prefetch={false} href={routes.allClassify} className={styles.secondary}>
        {MSG.browseCategories}
      </Link>
    </StatusPanel>
  );
}
