'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/lib/chunkReload';
import { MSG } from '@/lib/messages/core';
import { site } from '@/lib/site';
import styles from './global-error.module.scss';

/** Replaces the root layout when it fails: its own document, its own (small) stylesheet. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // SPEC §8: a chunk that failed to load (typically after a deployment) reloads the page, once per page.
    if (reloadOnceForChunkError(error)) return;
    console.error(error);
  }, [error]);

  return (
    <html lang="zh-CN">
      <body className={styles.body}>
        <title>{`${MSG.errorTitle} - ${site.name}`}</title>
        <main className={styles.panel}>
          <p className={styles.brand}>{site.name}</p>
          <h1 className={styles.title}>{MSG.errorTitle}</h1>
          <p className={styles.text}>{MSG.errorText}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => retry()}>
              {MSG.errorRetry}
            </button>
            {/* A full page load: the app's router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className={styles.secondary}>
              {MSG.backHome}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
