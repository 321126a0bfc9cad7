'use client';

import { useEffect, useRef, useState } from 'react';
import { InputNumber } from 'antd';
import { CART_MAX_QTY } from '@/lib/constants';

const COMMIT_DELAY_MS = 400;

/**
 * A quantity stepper for list rows: whole numbers 1-9999 only. Typing settles for a moment before the
 * change is sent (one server update, not one per key); a refused change snaps back to the list's value.
 */
export default function QtyInput({ value, onCommit, label, disabled }: { value: number; onCommit: (n: number) => Promise<boolean>; label: string; disabled?: boolean }) {
  const [draft, setDraft] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The list's value changed (server answer, another tab): show it (React's "adjust state on a prop change").
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const commit = (n: number | null) => {
    if (timer.current) clearTimeout(timer.current);
    if (n === null || n === value) return;
    timer.current = setTimeout(() => {
      void onCommit(n).then((ok) => {
        if (!ok) setDraft(value);
      });
    }, COMMIT_DELAY_MS);
  };

  return (
    <InputNumber
      aria-label={label}
      size="small"
      min={1}
      max={CART_MAX_QTY}
      precision={0}
      step={1}
      value={draft}
      disabled={disabled}
      style={{ width: 96 }}
      parser={(text) => Number((text ?? '').replace(/\D/g, '').slice(0, 4)) || 1}
      onChange={(n) => {
        const next = typeof n === 'number' ? n : null;
        setDraft(next);
        commit(next);
      }}
      onBlur={() => {
        if (draft === null) setDraft(value);
      }}
    />
  );
}
