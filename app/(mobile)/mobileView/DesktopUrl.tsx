'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '@/lib/constants';
import { desktopReturnPath } from '@/lib/http/mobileView';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { rememberViewportWidth } from '@/components/layout/viewportHint';
import { toast } from '@/components/ui/feedback';
import styles from './mobile.module.scss';

const subscribe = () => () => {};
/** The page the window was sent away from (`?from=`, a same-site path), else the home page. */
const returnPath = () => desktopReturnPath(window.location.search);

/**
 * Back to the desktop page once the window is wide again: on load and on every resize (the width is also
 * written for proxy.ts, so the page reached is not redirected here again).
 */
function useReturnWhenWide() {
  useEffect(() => {
    const check = () => {
      rememberViewportWidth();
      if (window.innerWidth >= MOBILE_MAX_WIDTH) window.location.replace(returnPath());
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
}

/**
 * The full address of the page asked for (this site's origin + the `from` query), a copy action and a
 * 返回电脑版 link; without `from`, the site's home page.
 */
export default function DesktopUrl() {
  const origin = useSyncExternalStore(subscribe, () => window.location.origin, () => '');
  const path = useSyncExternalStore(subscribe, returnPath, () => routes.home);
  useReturnWhenWide();
  const url = `${origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(MSG.copied);
    } catch {
      toast.error(MSG.copyFailed);
    }
  };

  return (
    <>
      {origin && (
        <div className={styles.url}>
          <code>{url.replace(/^https?:\/\//, '')}</code>
          <button type="button" onClick={copy}>
            {MSG.copyLink}
          </button>
        </div>
      )}
      <a className={styles.back} href={path}>
        {MSG.backToDesktop}
      </a>
      <p className={styles.backHint}>{MSG.backToDesktopHint}</p>
    </>
  );
}
