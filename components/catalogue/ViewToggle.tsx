'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import Cookies from 'js-cookie';
import { MSG } from '@/lib/messages/core';
import { VIEW_MODE_COOKIE, VIEW_MODE_COOKIE_DAYS, type ViewMode } from '@/lib/catalogue/viewMode';
import styles from './ListToolbar.module.scss';

const MODES: { mode: ViewMode; label: string; icon: string }[] = [
  { mode: '1', label: MSG.viewGrid, icon: '▦' },
  { mode: '2', label: MSG.viewList, icon: '☰' },
];

/**
 * SPEC §2 view modes 1 大图 / 2 列表, kept in the `viewMode` cookie. The list is server-rendered in the
 * cookie's mode, so a choice writes the cookie and asks the server for the page again.
 */
export default function ViewToggle({ view }: { view: ViewMode }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<ViewMode>(view);
  const [pending, startTransition] = useTransition();
  // A new server render (another page, another cookie) wins over the last click.
  const [seen, setSeen] = useState(view);
  if (seen !== view) {
    setSeen(view);
    setChosen(view);
  }

  const choose = (mode: ViewMode) => {
    if (mode === chosen) return;
    const secure = window.location.protocol === 'https:';
    Cookies.set(VIEW_MODE_COOKIE, mode, { path: '/', expires: VIEW_MODE_COOKIE_DAYS, sameSite: 'lax', secure });
    setChosen(mode);
    startTransition(() => router.refresh());
  };

  return (
    <div className={styles.views} role="group" aria-label={MSG.viewLabel} aria-busy={pending || undefined}>
      {MODES.map(({ mode, label, icon }) => (
        <button key={mode} type="button" className={styles.viewButton} aria-pressed={chosen === mode} onClick={() => choose(mode)}>
          <span aria-hidden="true">{icon}</span> {label}
        </button>
      ))}
    </div>
  );
}
