'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useGatedNavigate } from '@/components/auth/useGatedNavigate';
import ControlMarks from '@/components/regulatory/ControlMarks';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import Alert from '@/components/ui/kit/Alert';
import Button from '@/components/ui/kit/Button';
import Checkbox from '@/components/ui/kit/Checkbox';
import Confirm from '@/components/ui/kit/Confirm';
import Empty from '@/components/ui/kit/Empty';
import Spinner from '@/components/ui/kit/Spinner';
import type { CartRow } from '@/lib/api/contract/cart';
import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';
import { useIsLoggedIn } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import type { ListItem } from '@/stores/list-item';
import { useListSync } from '@/stores/list-sync';
import { formatPrice, specText, totalFen } from './format';
import QtyInput from './QtyInput';
import { useListFeedback } from './useListFeedback';
import styles from './CartPage.module.scss';

type Item = ListItem<CartRow>;

/** A row can be ordered unless the server says its product or SKU is no longer listed. */
const orderable = (i: Item) => i.row?.available !== false;

/** The per-row notes: price changed since added, stock short, unlisted. */
function RowNotes({ item }: { item: Item }) {
  const row = item.row;
  if (!row) return null;
  const notes: { key: string; text: string; tone: 'warn' | 'error' }[] = [];
  if (!row.available) notes.push({ key: 'gone', text: MSG.itemUnavailable, tone: 'error' });
  if (row.available && row.priceChanged) notes.push({ key: 'price', text: MSG.priceChanged(formatPrice(row.priceAtAdd), formatPrice(row.price)), tone: 'warn' });
  if (row.available && row.stockShort) notes.push({ key: 'stock', text: MSG.stockShort(row.stock, row.num - row.stock), tone: 'warn' });
  if (notes.length === 0) return null;
  return (
    <ul className={styles.notes}>
      {notes.map((n) => (
        <li key={n.key} className={styles[n.tone]} data-testid={`row-note-${n.key}`}>
          {n.text}
        </li>
      ))}
    </ul>
  );
}

/** The product cell: image, name (to its page), 货号 / CAS, control marks, specification and the row's notes. */
function ProductCell({ item }: { item: Item }) {
  return (
    <div className={styles.product}>
      <ImageWithFallback src={item.src} alt={item.name} width={72} height={72} className={styles.img} />
      <div className={styles.productText}>
        <Link prefetch={false} href={routes.goodsDetail(item.productId, item.skuId ?? undefined)} className={styles.name}>
          {item.name}
        </Link>
        {item.row?.code && (
          <span className={styles.code}>
            {MSG.codeLabel}：{item.row.code}
            {item.row.cas ? `　CAS：${item.row.cas}` : ''}
          </span>
        )}
        {item.row && <ControlMarks controls={item.row.controls} compact />}
        <span className={styles.spec}>
          {MSG.specLabel}：{specText(item) || '—'}
        </span>
        <RowNotes item={item} />
      </div>
    </div>
  );
}

/**
 * /settlementCenter (SPEC §2 "Cart and settlement"): rows with image, name, specification, price, a
 * quantity stepper, subtotal and delete; select all / some; totals of the selected rows. Visitors see
 * 登录后查看 instead of prices, and 去结算 opens the login (back here after it, the cart merged); a customer's
 * 去结算 settles the selected rows on /settlementPage. Plain HTML and the light kit (components/ui/kit): no antd
 * in the page's first load; toasts load it on demand (components/ui/feedback.ts).
 */
export default function CartPage() {
  useListSync();
  const items = useCartStore((s) => s.items) as Item[];
  const mode = useCartStore((s) => s.mode);
  const loading = useCartStore((s) => s.loading);
  const pendingMerge = useCartStore((s) => s.pendingMerge);
  const loggedIn = useIsLoggedIn();
  const feedback = useListFeedback();
  const goGated = useGatedNavigate();
  // Deselected keys rather than selected ones: a row added later starts selected.
  const [deselected, setDeselected] = useState<Set<string>>(() => new Set());

  const selectable = useMemo(() => items.filter(orderable), [items]);
  const selected = useMemo(() => selectable.filter((i) => !deselected.has(i.identityPrimaryKey)), [selectable, deselected]);
  const selectedQty = selected.reduce((n, i) => n + i.number, 0);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const someSelected = selected.length > 0 && !allSelected;

  const toggleAll = (on: boolean) => setDeselected(on ? new Set() : new Set(selectable.map((i) => i.identityPrimaryKey)));
  const toggle = (key: string, on: boolean) =>
    setDeselected((d) => {
      const next = new Set(d);
      if (on) next.delete(key);
      else next.add(key);
      return next;
    });

  const remove = async (keys: string[]) => {
    let removed = 0;
    for (const key of keys) if (feedback(await useCartStore.getState().remove(key))) removed++;
    if (removed > 0) feedback({ ok: true }, MSG.deleted);
  };

  const checkout = () => {
    if (!loggedIn) {
      void goGated(routes.settlementCenter);
      return;
    }
    if (selected.length === 0) {
      feedback({ ok: false, message: MSG.nothingSelected });
      return;
    }
    const carIds = selected.flatMap((i) => (i.carId === null ? [] : [i.carId]));
    if (carIds.length < selected.length) {
      feedback({ ok: false, message: MSG.listItemNotSynced });
      return;
    }
    void goGated(routes.settlementPage({ carIds }));
  };

  const price = (fen: number | null) => (loggedIn && fen !== null ? formatPrice(fen) : <span className={styles.muted}>{MSG.loginToView}</span>);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {MSG.cartTitle}
        <span className={styles.count}>（{items.length}）</span>
      </h1>
      {!loggedIn && mode === 'visitor' && items.length > 0 && <Alert type="info" className={styles.alert} message={MSG.cartVisitorNote} />}
      {pendingMerge > 0 && <Alert type="warning" className={styles.alert} message={MSG.pendingMerge(MSG.cartTitle, pendingMerge)} />}
      {mode === 'idle' || (loading && items.length === 0) ? (
        <Spinner className={styles.loading} />
      ) : items.length === 0 ? (
        <Empty description={MSG.emptyCart} className={styles.empty}>
          <Link prefetch={false} href={routes.productClassifyList(0)} className={styles.goShopping}>
            {MSG.goShopping}
          </Link>
        </Empty>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">{MSG.cartTableLabel}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.selectCol}>
                  <Checkbox checked={allSelected} indeterminate={someSelected} disabled={selectable.length === 0} onChange={toggleAll} aria-label={MSG.selectAll} />
                </th>
                <th scope="col">{MSG.productColumn}</th>
                <th scope="col" className={styles.priceCol}>
                  {MSG.unitPrice}
                </th>
                <th scope="col" className={styles.priceCol}>
                  {MSG.quantity}
                </th>
                <th scope="col" className={styles.priceCol}>
                  {MSG.subtotal}
                </th>
                <th scope="col" className={styles.actionCol}>
                  {MSG.actionsColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const key = item.identityPrimaryKey;
                const canOrder = orderable(item);
                return (
                  <tr key={key} className={canOrder ? undefined : styles.unavailable}>
                    <td className={styles.selectCol}>
                      <Checkbox checked={canOrder && !deselected.has(key)} disabled={!canOrder} onChange={(on) => toggle(key, on)} aria-label={MSG.selectItem(item.name)} />
                    </td>
                    <th scope="row" className={styles.productCell}>
                      <ProductCell item={item} />
                    </th>
                    <td>{price(item.price)}</td>
                    <td>
                      <QtyInput value={item.number} label={`${item.name} ${MSG.quantity}`} onCommit={async (n) => feedback(await useCartStore.getState().setNumber(key, n))} />
                    </td>
                    <td>
                      <b className={styles.subtotal}>{price(item.price === null ? null : item.price * item.number)}</b>
                    </td>
                    <td>
                      <Button variant="link" danger onClick={() => void remove([key])} aria-label={`${MSG.deleteAction} ${item.name}`}>
                        {MSG.deleteAction}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className={styles.bar} data-testid="cart-bar">
            <Checkbox checked={allSelected} indeterminate={someSelected} disabled={selectable.length === 0} onChange={toggleAll}>
              {MSG.selectAll}
            </Checkbox>
            {/* Every row starts selected: removing them all takes a confirmation naming how many. */}
            <Confirm
              title={MSG.deleteSelectedConfirm(selected.length)}
              okText={MSG.deleteSelectedConfirmOk}
              cancelText={MSG.cancel}
              danger
              disabled={selected.length === 0}
              onConfirm={() => remove(selected.map((i) => i.identityPrimaryKey))}
            >
              {(trigger) => (
                <Button variant="link" danger disabled={selected.length === 0} {...trigger}>
                  {MSG.deleteSelected}
                </Button>
              )}
            </Confirm>
            <span className={styles.spacer} />
            <span>{MSG.selectedTotal(selected.length, selectedQty)}</span>
            <span className={styles.total}>
              {MSG.cartTotal}：<b data-testid="cart-total">{loggedIn ? formatPrice(totalFen(selected)) : MSG.loginToView}</b>
            </span>
            <Button variant="primary" size="large" className={styles.checkout} onClick={checkout}>
              {MSG.checkout}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
