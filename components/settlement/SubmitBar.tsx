'use client';

import { Alert, Button } from 'antd';
import { formatPrice } from '@/components/cart/format';
import type { Settlement } from '@/lib/api/contract/order';
import { SETTLE_MSG, VOUCHER_MSG } from '@/lib/messages';
import styles from './settlement.module.scss';

interface Props {
  settlement: Settlement;
  /** Why the order cannot be submitted yet (no address, incomplete invoice, a line gone); null when it can. */
  blocker: string | null;
  /** The server's last refusal of a submit, kept until the next one. */
  refusal: string | null;
  busy: boolean;
  onSubmit: () => void;
}

/** Amounts, the notices the buyer must read (never applied silently), the server's refusal, and 提交订单. */
export default function SubmitBar({ settlement, blocker, refusal, busy, onSubmit }: Props) {
  return (
    <div className={styles.bar}>
      {refusal && (
        <Alert type="error" showIcon role="alert" title={SETTLE_MSG.refusedTitle} description={<>{refusal}<br />{SETTLE_MSG.refreshed}</>} className={styles.block} />
      )}
      {settlement.notices.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="settlement-notices"
          title={SETTLE_MSG.noticesTitle}
          description={
            <ul className={styles.notices}>
              {settlement.notices.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          }
          className={styles.block}
        />
      )}
      <dl className={styles.amounts}>
        <dt>{SETTLE_MSG.goods}</dt>
        <dd data-testid="amount-goods">{formatPrice(settlement.goods)}</dd>
        <dt>{SETTLE_MSG.shipping}</dt>
        <dd data-testid="amount-shipping">{formatPrice(settlement.shippingFee)}</dd>
        {settlement.discount > 0 && (
          <>
            <dt>{VOUCHER_MSG.discount}</dt>
            <dd data-testid="amount-discount">-{formatPrice(settlement.discount)}</dd>
          </>
        )}
        <dt>{SETTLE_MSG.total}</dt>
        <dd data-testid="amount-total" className={styles.total}>
          {formatPrice(settlement.total)}
        </dd>
      </dl>
      <div className={styles.submitRow}>
        {blocker && <span className={styles.warn}>{blocker}</span>}
        <Button type="primary" size="large" className={styles.submit} disabled={blocker !== null || busy} loading={busy} onClick={onSubmit}>
          {SETTLE_MSG.submit}
        </Button>
      </div>
    </div>
  );
}
