'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { SEARCH_TYPES } from './navItems';
import styles from './SearchBox.module.scss';

interface Props {
  /** `hero` is the larger box on the home page. */
  variant?: 'header' | 'hero';
}

/**
 * SPEC §2 search, scheme A: the type picks the results page, the trimmed keyword travels as
 * `?keyword=`. An empty keyword does nothing. The history / hot-search drop-down is added by the
 * catalogue work.
 */
export default function SearchBox({ variant = 'header' }: Props) {
  const router = useRouter();
  const [type, setType] = useState(0);
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = keyword.trim();
    if (!value) return;
    router.push(`${SEARCH_TYPES[type].href}?keyword=${encodeURIComponent(value)}`);
  };

  return (
    <div className={`${styles.wrap} ${variant === 'hero' ? styles.hero : ''}`}>
      <form className={styles.form} role="search" onSubmit={submit}>
        <select
          className={styles.type}
          aria-label={MSG.searchType}
          value={type}
          onChange={(e) => setType(Number(e.target.value))}
        >
          {SEARCH_TYPES.map((t, i) => (
            <option key={t.href} value={i}>
              {t.label}
            </option>
          ))}
        </select>
        <input
          className={styles.input}
          type="search"
          name="keyword"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={MSG.searchPlaceholder}
          aria-label={MSG.searchPlaceholder}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button className={styles.button} type="submit">
          {MSG.searchButton}
        </button>
      </form>
      <Link prefetch={false} href={routes.searchStructureFormula} className={styles.structure}>
        {MSG.structureSearch}
      </Link>
    </div>
  );
}
