import type { SkuLots } from '@/lib/api/contract/lots';
import { formatTime } from '@/lib/china-time';
import { LOT_MSG } from '@/lib/messages/lot';
import styles from './LotInfo.module.scss';

/**
 * The chosen SKU's lot on sale (number, expiry or retest date, certified value ± U for quantitative
 * standards) and its stock by warehouse with the delivery estimate of each. Nothing when the SKU has no
 * lot data (no lot on record, or an operator's backend that does not answer it).
 */
export default function LotInfo({ lots }: { lots: SkuLots | null }) {
  const lot = lots?.onSale ?? null;
  if (!lots || (!lot && lots.warehouses.length === 0)) return null;
  return (
    <section className={styles.block} aria-label={LOT_MSG.title} data-testid="lot-info">
      {lot ? (
        <dl className={styles.lot}>
          <div>
            <dt>{LOT_MSG.lotNo}</dt>
            <dd className={styles.lotNo}>{lot.lotNo}</dd>
          </div>
          <div>
            <dt>{lot.expiryKind === 'retest' ? LOT_MSG.retest : LOT_MSG.expiry}</dt>
            <dd>{formatTime(lot.expiresOn, 'date')}</dd>
          </div>
          <div>
            <dt>{LOT_MSG.manufactured}</dt>
            <dd>{formatTime(lot.manufacturedOn, 'date')}</dd>
          </div>
          {lot.certified && (
            <div className={styles.wide}>
              <dt>{LOT_MSG.certified(lot.certified.property)}</dt>
              <dd>
                <strong>{LOT_MSG.certifiedValue(lot.certified.value, lot.certified.uncertainty, lot.certified.unit)}</strong>
                <span className={styles.coverage}>{LOT_MSG.coverage}</span>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className={styles.noLot}>{LOT_MSG.noLot}</p>
      )}
      {lots.warehouses.length > 0 && (
        <ul className={styles.warehouses} aria-label={LOT_MSG.warehouses}>
          {lots.warehouses.map((w) => (
            <li key={w.code} className={w.stock > 0 ? styles.warehouse : `${styles.warehouse} ${styles.empty}`}>
              <span className={styles.whName}>{w.name}</span>
              {w.stock > 0 ? (
                <>
                  <span className={styles.inStock}>{LOT_MSG.inStock(w.stock)}</span>
                  <span className={styles.eta}>{LOT_MSG.eta(w.transitMinDays, w.transitMaxDays)}</span>
                  <span className={styles.cutoff}>{LOT_MSG.cutoff(w.cutoff)}</span>
                </>
              ) : (
                <span className={styles.noStock}>{LOT_MSG.noStock}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
