'use client';

import { useEffect, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import LoadingOverlay from '@/components/ui/LoadingOverlay';
import { HTTP_HARD_GUARD_MS, MIN_FETCH_DELAY_MS } from '@/lib/constants';
import { leavesPage, NAVIGATION_START_EVENT } from '@/lib/routeTransition';

/**
 * SPEC §2/§9: the loading overlay (加载中...) for a route transition that takes longer than the minimum fetch
 * delay. A transition starts with Next's onRouterTransitionStart (instrumentation-client.ts) and ends when the
 * rendered path or query changes; a fast one ends before MIN_FETCH_DELAY_MS and shows nothing. A transition
 * that never changes the address (a failed one) lets go after the HTTP hard guard.
 */
export default function RouteTransitionOverlay() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [pending, setPending] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onStart = (e: Event) => {
      const url = (e as CustomEvent<string>).detail;
      if (typeof url === 'string' && leavesPage(url, window.location)) setPending(true);
    };
    window.addEventListener(NAVIGATION_START_EVENT, onStart);
    return () => window.removeEventListener(NAVIGATION_START_EVENT, onStart);
  }, []);

  // The new page is rendered: the transition is over.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is the router's, outside this component
    setPending(false);
  }, [pathname, search]);

  useEffect(() => {
    if (!pending) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- hides the overlay with the transition it belongs to
      setVisible(false);
      return;
    }
    const show = setTimeout(() => setVisible(true), MIN_FETCH_DELAY_MS);
    const giveUp = setTimeout(() => setPending(false), HTTP_HARD_GUARD_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [pending]);

  return visible ? <LoadingOverlay fullscreen /> : null;
}
