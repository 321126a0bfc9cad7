import type { Availability } from './availability';
import styles from './StockBadge.module.scss';

/** 现货 (green) or 订货/货期 (amber). */
export default function StockBadge({ availability }: { availability: Availability | null }) {
  if (!availability) return null;
  return <span className={availability.inStock ? styles.stock : styles.lead}>{availability.label}</span>;
}
