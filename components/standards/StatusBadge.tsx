import type { StandardStatus } from '@/lib/api/contract/standards';
import styles from './standards.module.scss';

const CLASS: Record<StandardStatus, string> = { 现行: styles.current, 即将实施: styles.upcoming, 废止: styles.repealed };

/** 现行 / 即将实施 / 废止, coloured. */
export default function StatusBadge({ status }: { status: StandardStatus }) {
  return (
    <span className={`${styles.badge} ${CLASS[status]}`} data-testid="standard-status">
      {status}
    </span>
  );
}
