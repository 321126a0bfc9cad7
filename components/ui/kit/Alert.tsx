import type { ReactNode } from 'react';
import styles from './kit.module.scss';

interface Props {
  type?: 'success' | 'info' | 'warning' | 'error';
  message: ReactNode;
  description?: ReactNode;
  /** Something on the right: a retry button. */
  action?: ReactNode;
  className?: string;
}

const ICON: Record<NonNullable<Props['type']>, string> = { success: '✓', info: 'i', warning: '!', error: '×' };

/** A coloured notice box (antd Alert's look). Errors and warnings are announced (role alert), the rest are status. */
export default function Alert({ type = 'info', message, description, action, className }: Props) {
  return (
    <div className={[styles.alert, styles[`alert-${type}`], className].filter(Boolean).join(' ')} role={type === 'error' || type === 'warning' ? 'alert' : 'status'}>
      <span className={styles.alertIcon} aria-hidden="true">
        {ICON[type]}
      </span>
      <div className={styles.alertBody}>
        <div className={description ? styles.alertTitle : undefined}>{message}</div>
        {description && <div className={styles.alertText}>{description}</div>}
      </div>
      {action && <div className={styles.alertAction}>{action}</div>}
    </div>
  );
}
