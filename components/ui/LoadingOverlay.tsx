import { MSG } from '@/lib/messages/core';
import styles from './LoadingOverlay.module.scss';

interface Props {
  /** Cover the whole window instead of the nearest positioned parent. */
  fullscreen?: boolean;
  text?: string;
}

/** SPEC §2 overlays: the loading overlay with the text 加载中... (no client JavaScript needed). */
export default function LoadingOverlay({ fullscreen = false, text = MSG.loading }: Props) {
  return (
    <div className={`${styles.overlay} ${fullscreen ? styles.fullscreen : ''}`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
    </div>
  );
}
