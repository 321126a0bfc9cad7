'use client';

import { Modal } from 'antd';
import type { CartRow } from '@/lib/api/contract/cart';
import type { ListItem } from '@/stores/list-store';
import { formatPrice, specText, totalFen } from './format';
import { CART_TEXT } from './text';
import styles from './CartPage.module.scss';

/**
 * What 去结算 would order, until the checkout issue brings the order confirmation: the selected rows,
 * quantities, totals and delivery estimates — and a plain statement that no order is made yet.
 */
export default function CheckoutSummary({ open, items, onClose }: { open: boolean; items: ListItem<CartRow>[]; onClose: () => void }) {
  const qty = items.reduce((n, i) => n + i.number, 0);
  const latest = items.reduce((d, i) => Math.max(d, i.row?.deliveryDays ?? 0), 0);
  return (
    <Modal open={open} title={CART_TEXT.summaryTitle} onCancel={onClose} onOk={onClose} okText={CART_TEXT.close} cancelButtonProps={{ style: { display: 'none' } }} width={720}>
      <table className={styles.summary} data-testid="checkout-summary">
        <thead>
          <tr>
            <th>{CART_TEXT.product}</th>
            <th>{CART_TEXT.spec}</th>
            <th>{CART_TEXT.unitPrice}</th>
            <th>{CART_TEXT.quantity}</th>
            <th>{CART_TEXT.subtotal}</th>
            <th>发货</th>
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
              <td>{i.row ? CART_TEXT.delivery(i.row.stockShort ? 0 : i.row.stock, i.row.deliveryDays) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.summaryTotal}>
        {CART_TEXT.selectedTotal(items.length, qty)}，{CART_TEXT.total}：<b>{formatPrice(totalFen(items))}</b>
        {latest > 0 && (
          <span>
            　{CART_TEXT.summaryDelivery}：{CART_TEXT.summaryDays(latest)}
          </span>
        )}
      </p>
      <p className={styles.summaryNote} role="note">
        {CART_TEXT.summaryNote}
      </p>
    </Modal>
  );
}
