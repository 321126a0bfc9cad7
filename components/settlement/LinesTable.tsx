'use client';

import Link from 'next/link';
import { Table, Tag, type TableColumnsType } from 'antd';
import { formatPrice } from '@/components/cart/format';
import ControlMarks from '@/components/regulatory/ControlMarks';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { SettlementLine } from '@/lib/api/contract/order';
import { SETTLE_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './settlement.module.scss';

/** 现货 / 订货 split of one line, as the server computed it (fromStock now, the rest made to order). */
function Delivery({ line }: { line: SettlementLine }) {
  const rest = line.num - line.fromStock;
  return (
    <>
      {line.fromStock > 0 && <div>{SETTLE_MSG.fromStock(line.fromStock)}</div>}
      {rest > 0 && <div className={styles.warn}>{SETTLE_MSG.madeToOrder(rest, line.deliveryDays)}</div>}
    </>
  );
}

const columns: TableColumnsType<SettlementLine> = [
  {
    title: SETTLE_MSG.product,
    key: 'product',
    render: (_, l) => (
      <div className={styles.product}>
        <ImageWithFallback src={l.imgUrl} alt={l.name} width={60} height={60} className={styles.img} />
        <div>
          <Link prefetch={false} href={routes.goodsDetail(l.productId, l.skuId)} target="_blank">
            {l.name}
          </Link>
          {!l.available && (
            <Tag color="red" className={styles.tag}>
              {SETTLE_MSG.unavailable}
            </Tag>
          )}
          <div className={styles.muted}>{SETTLE_MSG.codeCas(l.code, l.cas)}</div>
          <ControlMarks controls={l.controls} compact />
        </div>
      </div>
    ),
  },
  { title: SETTLE_MSG.pack, dataIndex: 'pack', key: 'pack', width: 90 },
  { title: SETTLE_MSG.brand, dataIndex: 'brandName', key: 'brand', width: 110 },
  {
    title: SETTLE_MSG.unitPrice,
    key: 'price',
    width: 120,
    render: (_, l) => (
      <>
        <div>{formatPrice(l.price)}</div>
        {l.priceChanged && l.priceAtAdd !== null && <del className={styles.muted}>{SETTLE_MSG.priceWas(formatPrice(l.priceAtAdd))}</del>}
      </>
    ),
  },
  { title: SETTLE_MSG.quantity, dataIndex: 'num', key: 'num', width: 70 },
  { title: SETTLE_MSG.subtotal, key: 'amount', width: 120, render: (_, l) => <b className={styles.price}>{formatPrice(l.amount)}</b> },
  { title: SETTLE_MSG.delivery, key: 'delivery', width: 170, render: (_, l) => <Delivery line={l} /> },
];

/** 商品清单: what will be ordered, at today's prices and stock. */
export default function LinesTable({ lines }: { lines: SettlementLine[] }) {
  return (
    <Table<SettlementLine>
      rowKey={(l) => `${l.carId ?? 'buy'}-${l.skuId}`}
      columns={columns}
      dataSource={lines}
      pagination={false}
      size="middle"
      rowClassName={(l) => (l.available ? '' : styles.unavailable)}
    />
  );
}
