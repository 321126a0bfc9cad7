'use client';

import { useState } from 'react';
import { Button, Empty, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DeskLot, DeskSku } from '@/lib/api/contract/catalogue-desk';
import { formatTime } from '@/lib/china-time';
import { yuan } from '@/lib/api/contract/money';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import CoaUpload from './CoaUpload';
import LotDrawer from './LotDrawer';
import { useProductDesk } from './product-context';
import SkuDrawer from './SkuDrawer';
import styles from './desk.module.scss';

type Editing = { kind: 'sku'; sku: DeskSku | null } | { kind: 'lot'; sku: DeskSku; lot: DeskLot | null } | null;

const stockText = (rows: readonly { warehouseName: string; quantity: number }[]) =>
  rows.filter((r) => r.quantity > 0).map((r) => `${r.warehouseName} ${r.quantity}`).join(' · ') || '—';

/** 规格与库存: the product's SKUs, each with its lots (stock per warehouse, certified value, COA). */
export default function SkuPanel() {
  const { product } = useProductDesk();
  const [editing, setEditing] = useState<Editing>(null);
  const [folded, setFolded] = useState<number[]>([]);
  const close = () => setEditing(null);

  const lotColumns = (sku: DeskSku): ColumnsType<DeskLot> => [
    { title: T.lotNo, dataIndex: 'lotNo', width: 110, render: (v: string) => <span className={styles.mono}>{v}</span> },
    { title: T.manufacturedOn, dataIndex: 'manufacturedOn', width: 100, render: (v: string) => formatTime(v, 'date') },
    { title: T.expiresOn, dataIndex: 'expiresOn', width: 150, render: (v: string, lot) => `${lot.expiryKind === 'retest' ? T.retest : T.expiry} ${formatTime(v, 'date')}` },
    {
      title: T.certified,
      dataIndex: 'certified',
      width: 170,
      ellipsis: true,
      render: (c: DeskLot['certified']) => (c ? `${c.property} ${c.value} ± ${c.uncertainty} ${c.unit}` : '—'),
    },
    { title: T.stockPerWarehouse, dataIndex: 'stock', render: stockText },
    { title: T.sellable, dataIndex: 'sellable', width: 64, render: (v: boolean) => (v ? <Tag color="green">{T.sellable}</Tag> : <Tag color="orange">{T.notSellable}</Tag>) },
    {
      title: T.coa,
      dataIndex: 'coaUploaded',
      width: 180,
      render: (v: boolean, lot) => (
        <Space size={4}>
          {v ? <Tag color="blue">{T.coaUploaded}</Tag> : <Tag>{T.coaGenerated}</Tag>}
          <CoaUpload lot={lot} />
        </Space>
      ),
    },
    {
      title: T.actions,
      key: 'actions',
      width: 70,
      render: (_, lot) => (
        <Button size="small" type="link" onClick={() => setEditing({ kind: 'lot', sku, lot })} aria-label={`${T.editLot} ${lot.lotNo}`}>
          {T.edit}
        </Button>
      ),
    },
  ];

  const columns: ColumnsType<DeskSku> = [
    { title: T.pack, dataIndex: 'pack', width: 110, render: (v: string) => <strong>{v}</strong> },
    { title: T.price, dataIndex: 'priceFen', width: 110, align: 'right', render: (fen: number) => yuan(fen) },
    { title: T.deliveryDays, dataIndex: 'deliveryDays', width: 90, align: 'right' },
    { title: T.skuListed, dataIndex: 'listed', width: 70, render: (v: boolean) => (v ? <Tag color="green">{T.yes}</Tag> : <Tag>{T.no}</Tag>) },
    { title: T.skuStock, dataIndex: 'stock', width: 90, align: 'right' },
    { title: T.reserved, dataIndex: 'reserved', width: 90, align: 'right' },
    { title: T.byWarehouse, dataIndex: 'stockByWarehouse', render: stockText },
    { title: T.lots, key: 'lots', width: 60, align: 'right', render: (_, sku) => sku.lots.length },
    {
      title: T.actions,
      key: 'actions',
      width: 170,
      render: (_, sku) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setEditing({ kind: 'sku', sku })} aria-label={`${T.editSku} ${sku.pack}`}>
            {T.edit}
          </Button>
          <Button size="small" type="link" onClick={() => setEditing({ kind: 'lot', sku, lot: null })} aria-label={`${T.addLot} ${sku.pack}`}>
            {T.addLot}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.grow} />
        <Button type="primary" onClick={() => setEditing({ kind: 'sku', sku: null })}>
          {T.addSku}
        </Button>
      </div>
      <Table<DeskSku>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={product.skus}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noSkus} /> }}
        expandable={{
          // Every SKU shows its lots (a new one too) until it is folded.
          expandedRowKeys: product.skus.filter((s) => !folded.includes(s.id)).map((s) => s.id),
          onExpand: (open, sku) => setFolded((f) => (open ? f.filter((id) => id !== sku.id) : [...f, sku.id])),
          expandedRowRender: (sku) => (
            <Table<DeskLot>
              rowKey="id"
              size="small"
              className={styles.lots}
              tableLayout="fixed"
              columns={lotColumns(sku)}
              dataSource={sku.lots}
              pagination={false}
              locale={{ emptyText: T.noLots }}
            />
          ),
        }}
      />
      {editing?.kind === 'sku' && <SkuDrawer open sku={editing.sku} onClose={close} />}
      {editing?.kind === 'lot' && <LotDrawer open sku={editing.sku} lot={editing.lot} onClose={close} />}
    </>
  );
}
