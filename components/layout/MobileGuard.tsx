'use client';

import { useEffect } from 'react';
import { MOBILE_MAX_WIDTH } from '@/lib/constants';
import { routes } from '@/lib/routes';

const DEBOUNCE_MS = 200;

/**
 * SPEC §2: screens narrower than MOBILE_MAX_WIDTH go to /mobileView. proxy.ts decides on the first
 * request from the User-Agent and client hints; this checks the real window, on load and on resize.
 */
export default function MobileGuard() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (window.innerWidth < MOBILE_MAX_WIDTH && window.location.pathname !== routes.mobileView) {
        window.location.replace(routes.mobileView);
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
