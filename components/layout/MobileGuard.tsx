'use client';

import { useEffect } from 'react';
import { MOBILE_MAX_WIDTH } from '@/lib/constants';
import { mobileViewPath } from '@/lib/http/mobileView';
import { routes } from '@/lib/routes';
import { rememberViewportWidth } from './viewportHint';

const DEBOUNCE_MS = 200;

/**
 * SPEC §2: screens narrower than MOBILE_MAX_WIDTH go to /mobileView. proxy.ts decides on the first
 * request from the User-Agent, client hints and the width this writes (viewportHint.ts); this checks the
 * real window, on load and on resize, and keeps the page in /mobileView's `from` query.
 */
export default function MobileGuard() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      rememberViewportWidth();
      const { pathname, search, hash } = window.location;
      if (window.innerWidth < MOBILE_MAX_WIDTH && pathname !== routes.mobileView) {
        window.location.replace(mobileViewPath(pathname + search + hash));
      }
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(check, DEBOUNCE_MS);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
