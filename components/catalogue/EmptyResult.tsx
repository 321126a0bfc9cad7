import type { ReactNode } from 'react';
import { MSG } from '@/lib/messages';
import styles from './EmptyResult.module.scss';

/** SPEC §2 "Empty results say nothing was found": '抱歉，没有找到相关商品', with an optional way out. */
export default function EmptyResult({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <circle cx="28" cy="28" r="16" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M40 40 L54 54" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className={styles.text}>{MSG.emptyResult}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
