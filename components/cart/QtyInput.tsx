'use client';

import { useEffect, useRef, useState } from 'react';
import { CART_MAX_QTY } from '@/lib/constants';
import { MSG } from '@/lib/messages/core';
import styles from './QtyInput.module.scss';

const COMMIT_DELAY_MS = 400;
const MIN = 1;
const MAX = CART_MAX_QTY;
const STEP = 1;

const clamp = (n: number) => Math.min(MAX, Math.max(MIN, n));

/**
 * A quantity stepper for list rows (cart, inquiry basket, quick order): whole numbers 1-9999 only, − and + beside
 * the box, ↑ / ↓ in it. Other characters are not taken, a typed number above 9999 becomes 9999, and an emptied box
 * returns to the list's value when left. Typing settles for a moment before the change is sent (one server update,
 * not one per key); a refused change snaps back to the list's value. Plain HTML (role spinbutton), no antd.
 */
export default function QtyInput({ value, onCommit, label, disabled }: { value: number; onCommit: (n: number) => Promise<boolean>; label: string; disabled?: boolean }) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The list's value changed (server answer, another tab): show it (React's "adjust state on a prop change").
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const commit = (n: number | null) => {
    if (timer.current) clearTimeout(timer.current);
    if (n === null || n === value) return;
    timer.current = setTimeout(() => {
      void onCommit(n).then((ok) => {
        if (!ok) setDraft(String(value));
      });
    }, COMMIT_DELAY_MS);
  };

  const set = (n: number | null) => {
    setDraft(n === null ? '' : String(n));
    commit(n);
  };

  const current = draft === '' ? value : Number(draft);
  const step = (by: number) => set(clamp(current + by));

  return (
    <span className={[styles.qty, disabled && styles.disabled].filter(Boolean).join(' ')}>
      <button type="button" tabIndex={-1} className={styles.step} disabled={disabled || current <= MIN} aria-label={MSG.quantityDecrease} onClick={() => step(-STEP)}>
        −
      </button>
      <input
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={draft === '' ? undefined : Number(draft)}
        value={draft}
        disabled={disabled}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').replace(/^0+/, '');
          set(digits === '' ? null : clamp(Number(digits.slice(0, 6))));
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            step(e.key === 'ArrowUp' ? STEP : -STEP);
          }
        }}
        onBlur={() => {
          if (draft === '') setDraft(String(value));
        }}
      />
      <button type="button" tabIndex={-1} className={styles.step} disabled={disabled || current >= MAX} aria-label={MSG.quantityIncrease} onClick={() => step(STEP)}>
        +
      </button>
    </span>
  );
}
