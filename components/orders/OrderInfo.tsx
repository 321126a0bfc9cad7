import type { ReactNode } from 'react';
import type { OrderDetail } from '@/lib/api/contract/order';
import { SHIPPING_CONDITION_TEXT } from '@/lib/api/contract/order';
import { ORDER_MSG } from '@/lib/messages';
import { formatTime } from './format';
import styles from './orders.module.scss';
import { payMethodText } from '@/lib/api/contract/payment';

type Row = [string, ReactNode];

function Block({ title, rows, empty }: { title: string; rows: Row[]; empty?: string }) {
  return (
    <section className={styles.infoBlock} aria-label={title}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <dl className={styles.facts}>
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

const regionLine = (a: { provinceName: string; cityName: string; districtName: string; detail: string }) => `${a.provinceName} ${a.cityName} ${a.districtName} ${a.detail}`;
/** Rows whose value is empty are left out (a personal title has no tax number). */
const filled = (rows: [string, string | null | undefined][]): Row[] => rows.filter((r): r is [string, string] => Boolean(r[1]));

function invoiceRows(invoice: NonNullable<OrderDetail['invoice']>): Row[] {
  return filled([
    [ORDER_MSG.invoiceKind, invoice.kindText],
    [ORDER_MSG.invoiceTitle, invoice.title],
    [ORDER_MSG.taxNo, invoice.taxNo],
    [ORDER_MSG.regAddress, invoice.regAddress],
    [ORDER_MSG.regPhone, invoice.regPhone],
    [ORDER_MSG.bank, invoice.bankName],
    [ORDER_MSG.bankAccount, invoice.bankAccount],
    [ORDER_MSG.email, invoice.email],
    [ORDER_MSG.invoiceState, invoice.statusText],
    [ORDER_MSG.invoiceNo, invoice.invoiceNo],
    [ORDER_MSG.issuedAt, formatTime(invoice.issuedAt)],
    [ORDER_MSG.mailTo, invoice.mailTo && `${invoice.mailTo.consignee} ${invoice.mailTo.mobile} ${regionLine(invoice.mailTo)}`],
  ]);
}

/** 收货信息, 发票信息, 物流信息, 支付信息 and 订单备注 of an order. */
export default function OrderInfo({ order }: { order: OrderDetail }) {
  const paid = order.paidAt !== null;
  return (
    <div className={styles.infoGrid}>
      <Block
        title={ORDER_MSG.addressBlock}
        rows={[
          [ORDER_MSG.consignee, order.address.consignee],
          [ORDER_MSG.mobile, order.address.mobile],
          [ORDER_MSG.address, regionLine(order.address)],
        ]}
      />
      <Block title={ORDER_MSG.invoiceBlock} rows={order.invoice ? invoiceRows(order.invoice) : []} empty={ORDER_MSG.noInvoice} />
      <Block
        title={ORDER_MSG.logisticsBlock}
        rows={
          order.trackingNo
            ? filled([
                [ORDER_MSG.shippingCondition, SHIPPING_CONDITION_TEXT[order.shippingCondition]],
                [ORDER_MSG.carrier, order.carrier],
                [ORDER_MSG.trackingNo, order.trackingNo],
                [ORDER_MSG.shippedAt, formatTime(order.shippedAt)],
                [ORDER_MSG.completedAt, formatTime(order.completedAt)],
              ])
            : []
        }
        empty={ORDER_MSG.withNote(ORDER_MSG.notShipped, SHIPPING_CONDITION_TEXT[order.shippingCondition])}
      />
      <Block
        title={ORDER_MSG.paymentBlock}
        rows={[
          [ORDER_MSG.payMethod, !paid ? ORDER_MSG.notPaid : order.payMethod ? payMethodText(order.payMethod) : ORDER_MSG.paid],
          ...filled([[ORDER_MSG.paidAt, formatTime(order.paidAt)]]),
          [ORDER_MSG.note, order.note || ORDER_MSG.noNote],
        ]}
      />
    </div>
  );
}
