'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { parseStandardNo } from '@/lib/standards/number';
import { STANDARD_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './standards.module.scss';

/**
 * The number search box: a plain GET form to /searchCenter/SearchStandardNumber (works without JavaScript);
 * with it, an empty or unreadable number is stopped here with a hint, and a readable one goes to its results.
 */
export default function StandardNumberForm({ initial = '' }: { initial?: string }) {
  const router = useRouter();
  const [value, setValue] = useState(initial);
  const [hint, setHint] = useState<string | null>(null);
  const hintId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = value.trim();
    if (!text) return setHint(M.numberRequired);
    if (!parseStandardNo(text)) return setHint(M.numberInvalid);
    setHint(null);
    router.push(routes.standardNumberSearchFor(text));
  };

  return (
    <form className={styles.form} action={routes.standardNumberSearch} method="get" onSubmit={submit} role="search" aria-label="标准号搜索" noValidate>
      <label htmlFor={`${hintId}-number`}>{M.numberLabel}</label>
      <input
        id={`${hintId}-number`}
        className={styles.input}
        name="number"
        value={value}
        maxLength={100}
        placeholder={M.numberPlaceholder}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={hint ? true : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className={styles.button}>
        {M.numberSearch}
      </button>
      {hint && (
        <p id={hintId} className={styles.hint} role="alert">
          {hint}
        </p>
      )}
    </form>
  );
}
