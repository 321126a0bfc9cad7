import { formatPrice } from '@/components/cart/format';
import { SHIPPING_CONDITION_TEXT, type Settlement } from '@/lib/api/contract/order';
import { SETTLE_MSG } from '@/lib/messages';
import styles from './settlement.module.scss';

/** 配送方式: this order's condition and fee, and the whole rule table so the buyer sees why. */
export default function ShippingSection({ settlement }: { settlement: Settlement }) {
  return (
    <>
      <p data-testid="shipping-of-order">
        <b>{SETTLE_MSG.shippingOfOrder(SHIPPING_CONDITION_TEXT[settlement.shippingCondition], formatPrice(settlement.shippingFee))}</b>
      </p>
      <p className={styles.muted}>{SETTLE_MSG.shippingWhy}</p>
      <ul className={styles.rules} aria-label={SETTLE_MSG.shippingSection}>
        {settlement.shippingRules.map((r) => (
          <li key={r.condition} className={r.condition === settlement.shippingCondition ? styles.current : undefined} aria-current={r.condition === settlement.shippingCondition ? 'true' : undefined}>
            {r.text}
          </li>
        ))}
      </ul>
    </>
  );
}
