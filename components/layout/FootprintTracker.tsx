'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import Cookies from 'js-cookie';
import { ACCESS_LOG_RECORD_PATH } from '@/lib/api/contract/member-paths';
import { COOKIE } from '@/lib/constants';
import { publicApiBase } from '@/lib/env';

/**
 * SPEC §7 access/log/record on every route change, for logged-in visitors only: fire-and-forget. A keepalive
 * fetch (not sendBeacon: the API authenticates by header, never by cookie) that is never awaited, never
 * retried and never reported — a failure must not touch navigation or the session state.
 */
export function recordFootprint(page: string): void {
  const token = Cookies.get(COOKIE.token);
  if (!token || typeof fetch !== 'function') return;
  try {
    void fetch(`${publicApiBase}${ACCESS_LOG_RECORD_PATH}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ page }),
    }).catch(() => undefined);
  } catch {
    // A browser refusing the request (e.g. keepalive quota) loses one footprint, nothing else.
  }
}

export default function FootprintTracker() {
  const pathname = usePathname();
  useEffect(() => {
    // The query is read here, not through useSearchParams, so the root layout stays static.
    recordFootprint(pathname + window.location.search);
  }, [pathname]);
  return null;
}
