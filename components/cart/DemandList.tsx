'use client';

import { useState } from 'react';
import Link from 'next/link';
import { Alert, Button, Empty, Select, Spin, Table, type TableColumnsType } from 'antd';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { DemandRow } from '@/lib/api/contract/demand';
import { routes } from '@/lib/routes';
import { useIsLoggedIn } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { makeItem } from '@/stores/cart-items';
import { useDemandStore } from '@/stores/demand';
import type { ListItem } from '@/stores/list-item';
import { useListSync } from '@/stores/list-sync';
import { formatPrice, specText } from './format';
import { MSG } from '@/lib/messages';
import { useListFeedback } from './useListFeedback';
import styles from './CartPage.module.scss';

type Item = ListItem<DemandRow>;

/**
 * /demandsList (SPEC requirementListData): a visitor's list from local storage, a customer's from the
 * server. 加入购物车 moves an entry (cart add, then removal here — the cart first, so nothing is lost if
 * the second step fails); an entry kept without a pack asks for one first. 移除 removes it.
 */
export default function DemandList() {
  useListSync();
  const items = useDemandStore((s) => s.items) as Item[];
  const mode = useDemandStore((s) => s.mode);
  const loading = useDemandStore((s) => s.loading);
  const loggedIn = useIsLoggedIn();
  const feedback = useListFeedback();
  const [packs, setPacks] = useState<Record<string, number>>({});

  const skuOf = (item: Item) => packs[item.identityPrimaryKey] ?? item.skuId;

  const move = async (item: Item) => {
    const skuId = skuOf(item);
    if (skuId === null) {
      feedback({ ok: false, message: MSG.choosePack });
      return;
    }
    const sku = item.row?.skus.find((s) => s.id === skuId);
    const added = await useCartStore.getState().add(
      makeItem({ productId: item.productId, skuId, name: item.name, pack: sku?.pack ?? specText(item), src: item.src, price: sku?.price ?? item.price, number: 1 }),
    );
    if (!feedback(added)) return;
    feedback(await useDemandStore.getState().remove(item.identityPrimaryKey), MSG.movedToCart);
  };

  const columns: TableColumnsType<Item> = [
    {
      title: MSG.productColumn,
      key: 'product',
      render: (_, item) => (
        <div className={styles.product}>
          <ImageWithFallback src={item.src} alt={item.name} width={64} height={64} className={styles.img} />
          <div className={styles.productText}>
            <Link prefetch={false} href={routes.goodsDetail(item.productId, item.skuId ?? undefined)} className={styles.name}>
              {item.name || MSG.listItemByKey(String(item.productId))}
            </Link>
            {item.row && (
              <span className={styles.code}>
                {MSG.codeLabel}：{item.row.code}　CAS：{item.row.cas || '—'}　{item.row.brandName}
              </span>
            )}
            {item.row?.available === false && <span className={styles.error}>{MSG.itemUnavailable}</span>}
          </div>
        </div>
      ),
    },
    {
      title: MSG.specLabel,
      key: 'pack',
      width: 260,
      render: (_, item) =>
        item.row && item.row.skus.length > 0 ? (
          <Select<number>
            aria-label={`${item.name} ${MSG.choosePack}`}
            placeholder={MSG.choosePack}
            value={skuOf(item) ?? undefined}
            onChange={(v) => setPacks((p) => ({ ...p, [item.identityPrimaryKey]: v }))}
            options={item.row.skus.map((s) => ({ value: s.id, label: `${s.pack}${loggedIn ? ` · ${formatPrice(s.price)}` : ''}${s.stock > 0 ? ` · ${MSG.inStock}` : ''}` }))}
            style={{ width: 220 }}
          />
        ) : (
          specText(item) || '—'
        ),
    },
    {
      title: MSG.actionsColumn,
      key: 'actions',
      width: 200,
      render: (_, item) => (
        <>
          <Button type="primary" size="small" disabled={item.row?.available === false} onClick={() => void move(item)}>
            {MSG.addToCart}
          </Button>
          <Button type="link" danger onClick={async () => feedback(await useDemandStore.getState().remove(item.identityPrimaryKey), MSG.deleted)}>
            {MSG.removeAction}
          </Button>
        </>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {MSG.demandTitle}
        <span className={styles.count}>（{items.length}）</span>
      </h1>
      {!loggedIn && mode === 'visitor' && items.length > 0 && (
        <Alert type="info" showIcon className={styles.alert} title={MSG.demandVisitorNote} />
      )}
      {mode === 'idle' || (loading && items.length === 0) ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : items.length === 0 ? (
        <Empty description={MSG.emptyDemand} className={styles.empty}>
          <Link prefetch={false} href={routes.productClassifyList(0)}>
            <Button type="primary">{MSG.goShopping}</Button>
          </Link>
        </Empty>
      ) : (
        <Table<Item> rowKey="identityPrimaryKey" columns={columns} dataSource={items} pagination={false} />
      )}
    </div>
  );
}
