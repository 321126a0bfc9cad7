import type { ReactNode } from 'react';
import styles from './kit.module.scss';

interface Props {
  /** The field's message, shown under it in red; none: the field is fine. */
  error?: string;
  /** The message's id: give the control `aria-describedby={helpId}` while there is an error. */
  helpId: string;
  children: ReactNode;
  className?: string;
}

/**
 * One form row (antd Form.Item's look): the control, and its message under it. The message is a live alert, so it
 * is read out when it appears, and the control points at it with aria-describedby. The row keeps its height when
 * the message appears (the gap under the row becomes the message's line), so nothing below jumps.
 */
export default function FormItem({ error, helpId, children, className }: Props) {
  return (
    <div className={[styles.formItem, className].filter(Boolean).join(' ')} data-status={error ? 'error' : undefined}>
      {children}
      {error && (
        <div id={helpId} role="alert" className={styles.formExplain}>
          {error}
        </div>
      )}
    </div>
  );
}
