import type { ReactNode } from 'react';
import { MSG } from '@/lib/messages/core';
import styles from './kit.module.scss';

interface Props {
  /** While true, the content is dimmed under a spinner and cannot be used. */
  spinning?: boolean;
  /** Text under the spinner (read out as status). */
  tip?: string;
  /** Without a tip: what a screen reader hears instead of 加载中... (e.g. 二维码加载中…). */
  label?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A loading spinner (antd Spin's role). Without children it stands alone; with children it covers them while
 * `spinning`, keeping their size so nothing jumps.
 */
export default function Spinner({ spinning = true, tip, label, children, className }: Props) {
  const indicator = (
    <span className={styles.spinBox} role="status" aria-live="polite">
      <span className={styles.spinLarge} aria-hidden="true" />
      <span className={tip ? styles.spinTip : styles.srOnly}>{tip ?? label ?? MSG.loading}</span>
    </span>
  );
  if (children === undefined) return spinning ? <div className={[styles.spinAlone, className].filter(Boolean).join(' ')}>{indicator}</div> : null;
  return (
    <div className={[styles.spinWrap, className].filter(Boolean).join(' ')} aria-busy={spinning || undefined}>
      {spinning && <div className={styles.spinCover}>{indicator}</div>}
      <div className={spinning ? styles.spinDim : undefined}>{children}</div>
    </div>
  );
}
