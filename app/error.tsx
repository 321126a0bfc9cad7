'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import Logo from '@/components/layout/header/Logo';
import StatusPanel from '@/components/ui/StatusPanel';
import styles from '@/components/ui/StatusPanel.module.scss';
import { reloadOnceForChunkError } from '@/lib/chunkReload';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** An unexpected error in a page or layout below the root: the message, retry and a way home. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // SPEC §8: a chunk that failed to load (typically after a deployment) reloads the page, once per page.
    if (reloadOnceForChunkError(error)) return;
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <div style={{ width: 1200, maxWidth: 'calc(100% - 32px)', margin: '0 auto', padding: '24px 0' }}>
        <Logo />
      </div>
      <StatusPanel code="500" title={MSG.errorTitle} text={digest ? `${MSG.errorText}（${MSG.errorRef}${digest}）` : MSG.errorText}>
        <button type="button" className={styles.primary} onClick={() => retry()}>
          {MSG.errorRetry}
        </button>
        <Link prefetch={false} href={routes.home} className={styles.secondary}>
          {MSG.backHome}
        </Link>
      </StatusPanel>
    </div>
  );
}
