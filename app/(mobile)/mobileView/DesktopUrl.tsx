'use client';

import { useSyncExternalStore } from 'react';
import { MSG } from '@/lib/messages';
import styles from './mobile.module.scss';
import { toast } from '@/components/ui/feedback';

const subscribe = () => () => {};

/** The address of this very site (whatever domain it is served on), with a copy action. */
export default function DesktopUrl() {
  const origin = useSyncExternalStore(subscribe, () => window.location.origin, () => '');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(origin);
      toast.success(MSG.copied);
    } catch {
      toast.error(MSG.copyFailed);
    }
  };

  if (!origin) return null;
  return (
    <div className={styles.url}>
      <code>{origin.replace(/^https?:\/\//, '')}</code>
      <button type="button" onClick={copy}>
        {MSG.copyLink}
      </button>
    </div>
  );
}
