'use client';

import { Modal } from 'antd';
import type { CartRow } from '@/lib/api/contract/cart';
import type { ListItem } from '@/stores/list-item';
import { formatPrice, specText, totalFen } from './format';
import { MSG } from '@/lib/messages';
import styles from './CartPage.module.scss';

/**
 * What 去结算 would order while the API has no order calls (no order confirmation yet): the selected rows,
 * quantities, totals and delivery estimates — and a plain statement that no order is made yet.
 */
export default function CheckoutSummary({ open, items, onClose }: { open: boolean; items: ListItem<CartRow>[]; onClose: () => void }) {
  const qty = items.reduce((n, i) => n + i.number, 0);
  const latest = items.reduce((d, i) => Math.max(d, i.row?.deliveryDays ?? 0), 0);
  return (
    <Modal open={open} title={MSG.summaryTitle} onCancel={onClose} onOk={onClose} okText={MSG.closeLabel} cancelButtonProps={{ style: { display: 'none' } }} width={720}>
      <table className={styles.summary} data-testid="checkout-summary">
        <thead>
          <tr>
            <th>{MSG.productColumn}</th>
            <th>{MSG.specLabel}</th>
            <th>{MSG.unitPrice}</th>
            <th>{MSG.quantity}</th>
            <th>{MSG.subtotal}</th>
            <th>{MSG.deliveryColumn}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.identityPrimaryKey}>
              <td>
                {i.name}
                {i.row?.code ? <small className={styles.code}>{i.row.code}</small> : null}
              </td>
              <td>{specText(i)}</td>
              <td>{i.price !== null ? formatPrice(i.price) : '—'}</td>
              <td>{i.number}</td>
              <td>{i.price !== null ? formatPrice(i.price * i.number) : '—'}</td>
              <td>{i.row ? MSG.deliveryEstimate(i.row.stockShort ? 0 : i.row.stock, i.row.deliveryDays) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.summaryTotal}>
        {MSG.selectedTotal(items.length, qty)}，{MSG.cartTotal}：<b>{formatPrice(totalFen(items))}</b>
        {latest > 0 && (
          <span>
            　{MSG.summaryDelivery}：{MSG.summaryDays(latest)}
          </span>
        )}
      </p>
      <p className={styles.summaryNote} role="note">
        {MSG.summaryNote}
      </p>
    </Modal>
  );
}
