'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/lib/chunkReload';

/**
 * SPEC §8: a chunk that fails to load outside React's rendering (a lazy import in an event handler, a
 * script tag) reloads the page once. Failures during rendering reach app/error.tsx, which does the same.
 */
export default function ChunkErrorReload() {
  useEffect(() => {
    const onError = (e: ErrorEvent) => void reloadOnceForChunkError(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => void reloadOnceForChunkError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
