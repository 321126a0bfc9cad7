'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import Logo from '@/components/layout/header/Logo';
import StatusPanel from '@/components/ui/StatusPanel';
import styles from '@/components/ui/StatusPanel.module.scss';
import { reloadOnceForChunkError } from '@/lib/chunkReload';
import { UNAVAILABLE_DIGEST } from '@/lib/http/unavailable';
import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';

/** An unexpected error in a page or layout below the root: the message, retry and a way home. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // SPEC §8: a chunk that failed to load (typically after a deployment) reloads the page, once per page.
    if (reloadOnceForChunkError(error)) return;
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  // The mall API did not answer in time (lib/http/page-state.ts): busy, not broken — the server answered 503.
  const busy = digest === UNAVAILABLE_DIGEST;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <div style={{ width: 1200, maxWidth: 'calc(100% - 32px)', margin: '0 auto', padding: '24px 0' }}>
        <Logo />
      </div>
      <StatusPanel
        code={busy ? '503' : '500'}
        title={busy ? MSG.busyTitle : MSG.errorTitle}
        text={busy ? MSG.busyText : digest ? `${MSG.errorText}（${MSG.errorRef}${digest}）` : MSG.errorText}
      >
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
