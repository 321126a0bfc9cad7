'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { GUIDE_MSG } from '@/lib/messages/guide';
import styles from './OfflineBanner.module.scss';

/** How long 网络已恢复连接 stays after the connection returns. */
export const BACK_ONLINE_MS = 3000;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * SPEC §8 "offline status is tracked": a banner while the browser reports no network (navigator.onLine and
 * the online/offline events), then a short 网络已恢复连接. The live region is always present, so a screen
 * reader announces both changes. The server and the first render assume online.
 */
export default function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const [recovered, setRecovered] = useState(false);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setRecovered(true);
    const t = setTimeout(() => setRecovered(false), BACK_ONLINE_MS);
    return () => clearTimeout(t);
  }, [online]);

  const text = !online ? GUIDE_MSG.offline : recovered ? GUIDE_MSG.backOnline : '';
  return (
    <div role="status" aria-live="polite" className={text ? `${styles.banner} ${online ? styles.online : styles.offline}` : styles.empty}>
      {text}
    </div>
  );
}
