import type { ProductControlsView } from '@/lib/api/contract/regulatory';
import { REG_MSG } from '@/lib/messages';
import styles from './regulatory.module.scss';

/**
 * 易制毒 (with its category), 易制爆 and 危险化学品 badges of a product; nothing for a product without any.
 * `compact` is the small form for list rows, cart and settlement lines.
 */
export default function ControlMarks({ controls, compact = false }: { controls: ProductControlsView; compact?: boolean }) {
  const { precursorCategory, explosivePrecursor, hazardous } = controls;
  if (precursorCategory === null && !explosivePrecursor && !hazardous) return null;
  return (
    <ul className={`${styles.marks}${compact ? ` ${styles.compact}` : ''}`} aria-label={REG_MSG.marksLabel} data-testid="control-marks">
      {precursorCategory !== null && (
        <li className={`${styles.mark} ${styles.precursor}`} title={REG_MSG.precursorHint}>
          {compact ? REG_MSG.precursorShort(precursorCategory) : REG_MSG.precursor(precursorCategory)}
        </li>
      )}
      {explosivePrecursor && (
        <li className={`${styles.mark} ${styles.explosive}`} title={REG_MSG.explosiveHint}>
          {REG_MSG.explosive}
        </li>
      )}
      {hazardous && (
        <li className={`${styles.mark} ${styles.hazardous}`} title={REG_MSG.hazardousHint}>
          {compact ? REG_MSG.hazardousShort : REG_MSG.hazardous}
        </li>
      )}
    </ul>
  );
}
