import type { Sku } from '@/lib/api/contract/catalogue';
import { formatPrice } from './availability';
import styles from './PackPrices.module.scss';

/**
 * A SKU's list price. Shown to everyone and rendered on the server into the page's HTML, which stays the
 * same for every visitor (SPEC §6 hides prices in the cart only, docs/adr/0011-money-in-fen-and-list-prices.md).
 */
export function SkuPrice({ price }: { price: number }) {
  return (
    <span className={styles.price} data-testid="sku-price">
      {formatPrice(price)}
    </span>
  );
}

/** Every package of a product with its list price, one a line ('100mg ¥200.00'); '—' when none is for sale. */
export default function PackPrices({ skus }: { skus: readonly Pick<Sku, 'id' | 'pack' | 'price'>[] }) {
  if (skus.length === 0) return <>—</>;
  return (
    <ul className={styles.list} data-testid="pack-prices">
      {skus.map((s) => (
        <li key={s.id}>
          <span className={styles.pack}>{s.pack}</span>
          <SkuPrice price={s.price} />
        </li>
      ))}
    </ul>
  );
}
