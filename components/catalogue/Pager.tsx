'use client';

import { useId, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { MSG } from '@/lib/messages/core';
import { pageHref, pageWindow, parseJump } from './pagerModel';
import styles from './Pager.module.scss';

interface Props {
  pageNo: number;
  totalCount: number;
  pageSize: number;
  /** The list's URL on page 1 (path + query without pageNo). */
  hrefBase: string;
}

/**
 * SPEC §2 pagination: 上一页, page numbers, 下一页, 末页, a jump box and 共 N 条. Page links are real links
 * (crawlable, work without JavaScript); only the jump box needs the client. A jump is accepted only for
 * an integer 1..last page (SPEC §4); anything else shows a hint and stays.
 */
export default function Pager({ pageNo, totalCount, pageSize, hrefBase }: Props) {
  const router = useRouter();
  const last = Math.max(1, Math.ceil(totalCount / pageSize));
  const current = Math.min(Math.max(1, pageNo), last);
  const [jump, setJump] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const hintId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = parseJump(jump, last);
    if (n === null) {
      setHint(MSG.pagerJumpHint(last));
      return;
    }
    setHint(null);
    router.push(pageHref(hrefBase, n));
  };

  const step = (n: number, label: string, className = styles.step) =>
    n >= 1 && n <= last && n !== current ? (
      <Link prefetch={false} href={pageHref(hrefBase, n)} className={className}>
        {label}
      </Link>
    ) : (
      <span className={`${className} ${styles.disabled}`} aria-disabled="true">
        {label}
      </span>
    );

  return (
    <nav className={styles.pager} aria-label={MSG.pagerLabel}>
      <ul className={styles.pages}>
        <li>{step(current - 1, MSG.pagerPrev)}</li>
        {pageWindow(current, last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === current ? (
                <span className={`${styles.page} ${styles.current}`} aria-current="page">
                  {n}
                </span>
              ) : (
                <Link prefetch={false} href={pageHref(hrefBase, n)} className={styles.page} aria-label={MSG.pagerPage(n)}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>{step(current + 1, MSG.pagerNext)}</li>
        <li>{step(last, MSG.pagerLast)}</li>
      </ul>
      <form className={styles.jump} onSubmit={submit} noValidate>
        <label>
          {MSG.pagerGoto}
          <input
            value={jump}
            onChange={(e) => {
              setJump(e.target.value);
              if (hint) setHint(null);
            }}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={hint ? true : undefined}
            aria-describedby={hint ? hintId : undefined}
            className={styles.jumpInput}
          />
          {MSG.pagerPageUnit}
        </label>
        <button type="submit" className={styles.jumpButton}>
          {MSG.pagerJump}
        </button>
        {hint && (
          <span id={hintId} role="alert" className={styles.hint}>
            {hint}
          </span>
        )}
      </form>
      <span className={styles.total}>{MSG.pagerTotal(totalCount)}</span>
    </nav>
  );
}
