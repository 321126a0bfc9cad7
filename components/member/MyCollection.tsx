'use client';

import { useState } from 'react';
import Link from 'next/link';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Space, Table, type TableColumnsType } from 'antd';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { toast } from '@/components/ui/feedback';
import { formatPrice } from '@/components/cart/format';
import { browserApi } from '@/lib/api/browser';
import { demandCalls } from '@/lib/api/cart';
import type { DemandRow } from '@/lib/api/contract/demand';
import { memberCalls, memberKeys } from '@/lib/api/member';
import { MEMBER_MSG as M, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useDemandStore } from '@/stores/demand';
import { useAddToCart } from './useAddToCart';
import styles from './member.module.scss';

export const COLLECTION_PAGE_SIZE = 10;

/** The pack a row shows and adds: the one picked here, else the collected SKU, else the first listed. */
const packOf = (row: DemandRow, picked: number | undefined) => row.skus.find((s) => s.id === (picked ?? row.skuId)) ?? row.skus[0];

/**
 * /personalCenter/myCollection — 我的收藏 = the demand list (userBookMark, docs/adr/0029-member-assets.md), one
 * page at a time with its totalCount. 取消收藏 deletes the entry on the server and reloads the header's list.
 */
export default function MyCollection() {
  const [pageNo, setPageNo] = useState(1);
  const [packs, setPacks] = useState<Record<number, number>>({});
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const page = useQuery({ queryKey: memberKeys.collection(pageNo), queryFn: () => memberCalls.collection(browserApi, pageNo, COLLECTION_PAGE_SIZE), placeholderData: keepPreviousData });

  const remove = async (row: DemandRow) => {
    try {
      await demandCalls.remove(browserApi, row.id);
    } catch (e) {
      void toast.error(e instanceof Error ? e.message : String(e));
      return;
    }
    void toast.success(M.uncollected);
    const rows = page.data?.rows ?? [];
    if (rows.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
    await queryClient.invalidateQueries({ queryKey: ['member', 'collection'] });
    // The header's count and the demand list read the same entries.
    if (useDemandStore.getState().mode === 'server') void useDemandStore.getState().load();
  };

  const columns: TableColumnsType<DemandRow> = [
    {
      title: MSG.productColumn,
      key: 'product',
      render: (_, row) => (
        <div className={styles.product}>
          <ImageWithFallback src={row.imgUrl} alt={row.name} width={64} height={64} className={styles.img} />
          <div className={styles.productText}>
            <Link prefetch={false} href={routes.goodsDetail(row.productId, row.skuId ?? undefined)}>
              {row.name}
            </Link>
            <span className={styles.meta}>
              {MSG.codeLabel}：{row.code}　{MSG.casLabel}：{row.cas || '—'}
            </span>
            {!row.available && <span className={styles.meta}>{MSG.itemUnavailable}</span>}
          </div>
        </div>
      ),
    },
    { title: M.brandColumn, dataIndex: 'brandName', key: 'brand', width: 120 },
    {
      title: MSG.specLabel,
      key: 'pack',
      width: 200,
      render: (_, row) =>
        row.skus.length ? (
          <Select<number>
            aria-label={`${row.name} ${MSG.choosePack}`}
            value={packOf(row, packs[row.id])?.id}
            onChange={(v) => setPacks((p) => ({ ...p, [row.id]: v }))}
            options={row.skus.map((s) => ({ value: s.id, label: s.pack }))}
            style={{ width: 160 }}
          />
        ) : (
          M.noPack
        ),
    },
    {
      title: M.priceColumn,
      key: 'price',
      width: 120,
      render: (_, row) => {
        const sku = packOf(row, packs[row.id]);
        return sku ? <span className={styles.price}>{formatPrice(sku.price)}</span> : '—';
      },
    },
    {
      title: MSG.actionsColumn,
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Space>
          <Button type="primary" size="small" disabled={!row.available || row.skus.length === 0} onClick={() => void addToCart({ productId: row.productId, name: row.name, imgUrl: row.imgUrl, sku: packOf(row, packs[row.id]) })}>
            {MSG.addToCart}
          </Button>
          <Button type="link" danger size="small" onClick={() => void remove(row)}>
            {M.uncollect}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className={styles.page} aria-labelledby="collection-title">
      <h1 id="collection-title" className={styles.title}>
        {M.collectionTitle}
      </h1>
      <p className={styles.note}>{M.collectionNote}</p>
      {page.isError ? (
        <Alert type="error" showIcon title={page.error.message} />
      ) : page.data && page.data.totalCount === 0 ? (
        <Empty description={M.collectionEmpty}>
          <Link prefetch={false} href={routes.productClassifyList(0)}>
            <Button type="primary">{MSG.goShopping}</Button>
          </Link>
        </Empty>
      ) : (
        <Table<DemandRow>
          rowKey="id"
          loading={page.isLoading}
          columns={columns}
          dataSource={page.data?.rows ?? []}
          pagination={{
            current: pageNo,
            pageSize: COLLECTION_PAGE_SIZE,
            total: page.data?.totalCount ?? 0,
            showTotal: (n) => M.collectionCount(n),
            showSizeChanger: false,
            onChange: setPageNo,
          }}
        />
      )}
    </section>
  );
}
