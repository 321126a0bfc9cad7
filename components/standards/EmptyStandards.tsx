import type { ReactNode } from 'react';
import { STANDARD_MSG as M } from '@/lib/messages';
import styles from './standards.module.scss';

/** '抱歉，没有找到相关标准', with a way out. */
export default function EmptyStandards({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.empty} role="status" data-testid="standards-empty">
      <p>{M.empty}</p>
      <p>{M.emptyHint}</p>
      {children && <p>{children}</p>}
    </div>
  );
}
