'use client';

import { Radio } from 'antd';
import { formatPrice } from '@/components/cart/format';
import type { Settlement } from '@/lib/api/contract/order';
import { formatTime } from '@/lib/china-time';
import { VOUCHER_MSG } from '@/lib/messages';
import styles from './settlement.module.scss';

interface Props {
  settlement: Settlement;
  value: number | undefined;
  onChange: (voucherId: number | undefined) => void;
}

/** 优惠券: the buyer's unused vouchers; one may be used, those whose minimum is not reached are shown disabled with why. */
export default function VoucherSection({ settlement, value, onChange }: Props) {
  if (settlement.vouchers.length === 0) return <p className={styles.muted}>{VOUCHER_MSG.none}</p>;
  return (
    <Radio.Group aria-label={VOUCHER_MSG.section} value={value ?? 0} onChange={(e) => onChange(e.target.value === 0 ? undefined : (e.target.value as number))} className={styles.vouchers}>
      <Radio value={0}>{VOUCHER_MSG.noneChosen}</Radio>
      {settlement.vouchers.map((v) => (
        <Radio key={v.id} value={v.id} disabled={!v.applicable}>
          {VOUCHER_MSG.option(v.name, formatPrice(v.face), formatTime(v.expiresAt, 'date'))}
          {!v.applicable && <span className={styles.muted}>（{v.reason}）</span>}
        </Radio>
      ))}
    </Radio.Group>
  );
}
