import Link from 'next/link';
import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';
import StatusPanel from './StatusPanel';
import styles from './StatusPanel.module.scss';

/**
 * SPEC §2: unknown paths show 'This page could not be found' with a way back to the home page. A page that
 * knows what was not found (the /{cas} 404) gives its own title and text.
 */
export default function NotFoundContent({ title = MSG.notFoundTitle, text = MSG.notFoundText }: { title?: string; text?: string }) {
  return (
    <StatusPanel code="404" title={title} text={text}>
      <Link prefetch={false} href={routes.home} className={styles.primary}>
        {MSG.backHome}
      </Link>
      <Link prefetch={false} href={routes.allClassify} className={styles.secondary}>
        {MSG.browseCategories}
      </Link>
    </StatusPanel>
  );
}
