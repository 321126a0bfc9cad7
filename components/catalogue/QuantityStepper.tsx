'use client';

import { MSG } from '@/lib/messages/core';
import { MAX_QUANTITY } from './actions';
import styles from './BuyBox.module.scss';

interface Props {
  /** The text in the box: digits only; '' while the buyer is retyping. */
  value: string;
  onChange: (value: string) => void;
}

/** − [n] +: positive integers only (other characters are not taken; empty returns to 1 on leaving the box). */
export default function QuantityStepper({ value, onChange }: Props) {
  const n = Number(value) || 0;
  const set = (next: number) => onChange(String(Math.min(MAX_QUANTITY, Math.max(1, next))));
  return (
    <div className={styles.stepper}>
      <button type="button" onClick={() => set(n - 1)} disabled={n <= 1} aria-label={MSG.quantityDecrease}>
        −
      </button>
      <input
        value={value}
        inputMode="numeric"
        aria-label={MSG.quantity}
        maxLength={String(MAX_QUANTITY).length}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').replace(/^0+/, '');
          onChange(digits === '' ? '' : String(Math.min(MAX_QUANTITY, Number(digits))));
        }}
        onBlur={() => {
          if (!value) onChange('1');
        }}
      />
      <button type="button" onClick={() => set(n + 1)} disabled={n >= MAX_QUANTITY} aria-label={MSG.quantityIncrease}>
        +
      </button>
    </div>
  );
}
