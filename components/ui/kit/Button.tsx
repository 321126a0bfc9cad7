import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './kit.module.scss';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the filled call to action; default: outlined; link / text: no border. */
  variant?: 'primary' | 'default' | 'link' | 'text';
  danger?: boolean;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** Shows a spinner and refuses clicks (aria-busy) while a request is running. */
  loading?: boolean;
  icon?: ReactNode;
  htmlType?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A plain button in the shop's look (antd's sizes and colours, styles/tokens.scss), for the pages that must stay
 * light (login, register, cart): no antd JavaScript. Disabled while loading, so a double click sends once.
 */
export default function Button({ variant = 'default', danger, block, size = 'middle', loading, icon, htmlType = 'button', className, disabled, children, ...rest }: ButtonProps) {
  const cls = [styles.button, styles[variant], styles[size], danger && styles.danger, block && styles.block, loading && styles.loading, className].filter(Boolean).join(' ');
  return (
    <button type={htmlType} className={cls} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className={styles.spin} aria-hidden="true" /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
