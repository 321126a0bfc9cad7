'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { Alert, Button, Checkbox, Empty, Popconfirm, Spin, Table, type TableColumnsType } from 'antd';
import { useGatedNavigate } from '@/components/auth/useGatedNavigate';
import ControlMarks from '@/components/regulatory/ControlMarks';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { CartRow } from '@/lib/api/contract/cart';
import { routes } from '@/lib/routes';
import { useIsLoggedIn } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import type { ListItem } from '@/stores/list-item';
import { useListSync } from '@/stores/list-sync';
import { formatPrice, specText, totalFen } from './format';
import QtyInput from './QtyInput';
import { MSG } from '@/lib/messages';
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

/**
 * /settlementCenter (SPEC §2 "Cart and settlement"): rows with image, name, specification, price, a
 * quantity stepper, subtotal and delete; select all / some; totals of the selected rows. Visitors see
 * 登录后查看 instead of prices, and 去结算 opens the login (back here after it, the cart merged); a customer's
 * 去结算 settles the selected rows on /settlementPage.
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
  const selectedKeys = selected.map((i) => i.identityPrimaryKey);
  const selectedQty = selected.reduce((n, i) => n + i.number, 0);

  const remove = async (keys: string[]) => {
    let removed = 0;
    for (const key of keys) if (feedback(await useCartStore.getState().remove(key))) removed++;
    if (removed > 0) feedback({ ok: true }, MSG.deleted);
  };

  const checkout = () => {
    if (!loggedIn) {
      goGated(routes.settlementCenter);
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
    goGated(routes.settlementPage({ carIds }));
  };

  const price = (fen: number | null) => (loggedIn && fen !== null ? formatPrice(fen) : <span className={styles.muted}>{MSG.loginToView}</span>);

  const columns: TableColumnsType<Item> = [
    {
      title: MSG.productColumn,
      key: 'product',
      render: (_, item) => (
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
      ),
    },
    { title: MSG.unitPrice, key: 'price', width: 130, render: (_, item) => price(item.price) },
    {
      title: MSG.quantity,
      key: 'qty',
      width: 130,
      render: (_, item) => (
        <QtyInput value={item.number} label={`${item.name} ${MSG.quantity}`} onCommit={async (n) => feedback(await useCartStore.getState().setNumber(item.identityPrimaryKey, n))} />
      ),
    },
    { title: MSG.subtotal, key: 'subtotal', width: 130, render: (_, item) => <b className={styles.subtotal}>{price(item.price === null ? null : item.price * item.number)}</b> },
    {
      title: MSG.actionsColumn,
      key: 'actions',
      width: 90,
      render: (_, item) => (
        <Button type="link" danger onClick={() => void remove([item.identityPrimaryKey])} aria-label={`${MSG.deleteAction} ${item.name}`}>
          {MSG.deleteAction}
        </Button>
      ),
    },
  ];

  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const toggleAll = (on: boolean) => setDeselected(on ? new Set() : new Set(selectable.map((i) => i.identityPrimaryKey)));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {MSG.cartTitle}
        <span className={styles.count}>（{items.length}）</span>
      </h1>
      {!loggedIn && mode === 'visitor' && items.length > 0 && (
        <Alert type="info" showIcon className={styles.alert} title={MSG.cartVisitorNote} />
      )}
      {pendingMerge > 0 && <Alert type="warning" showIcon className={styles.alert} title={MSG.pendingMerge(MSG.cartTitle, pendingMerge)} />}
      {mode === 'idle' || (loading && items.length === 0) ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : items.length === 0 ? (
        <Empty description={MSG.emptyCart} className={styles.empty}>
          <Link prefetch={false} href={routes.productClassifyList(0)}>
            <Button type="primary">{MSG.goShopping}</Button>
          </Link>
        </Empty>
      ) : (
        <>
          <Table<Item>
            rowKey="identityPrimaryKey"
            columns={columns}
            dataSource={items}
            pagination={false}
            rowClassName={(item) => (orderable(item) ? '' : styles.unavailable)}
            rowSelection={{
              selectedRowKeys: selectedKeys,
              getCheckboxProps: (item) => ({ disabled: !orderable(item), 'aria-label': MSG.selectItem(item.name) }),
              onChange: (keys) => {
                const on = new Set(keys.map(String));
                setDeselected(new Set(selectable.filter((i) => !on.has(i.identityPrimaryKey)).map((i) => i.identityPrimaryKey)));
              },
            }}
          />
          <div className={styles.bar} data-testid="cart-bar">
            <Checkbox checked={allSelected} indeterminate={selected.length > 0 && !allSelected} onChange={(e) => toggleAll(e.target.checked)}>
              {MSG.selectAll}
            </Checkbox>
            {/* Every row starts selected: removing them all takes a confirmation naming how many. */}
            <Popconfirm
              title={MSG.deleteSelectedConfirm(selected.length)}
              okText={MSG.deleteSelectedConfirmOk}
              cancelText={MSG.cancel}
              okButtonProps={{ danger: true }}
              disabled={selected.length === 0}
              onConfirm={() => remove(selectedKeys)}
            >
              <Button type="link" danger disabled={selected.length === 0}>
                {MSG.deleteSelected}
              </Button>
            </Popconfirm>
            <span className={styles.spacer} />
            <span>{MSG.selectedTotal(selected.length, selectedQty)}</span>
            <span className={styles.total}>
              {MSG.cartTotal}：<b data-testid="cart-total">{loggedIn ? formatPrice(totalFen(selected)) : MSG.loginToView}</b>
            </span>
            <Button type="primary" size="large" className={styles.checkout} onClick={checkout}>
              {MSG.checkout}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
