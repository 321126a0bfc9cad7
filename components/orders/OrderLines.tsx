import Link from 'next/link';
import type { OrderDetail } from '@/lib/api/contract/order';
import type { AfterSaleLines } from '@/lib/api/contract/aftersale';
import { SHIPPING_CONDITION_TEXT } from '@/lib/api/contract/order';
import { lotCoaUrl } from '@/lib/api/contract/documents';
import { documentHref } from '@/lib/api/documents';
import { publicApiBase } from '@/lib/env';
import { AFTER_SALE_MSG, LOT_MSG, ORDER_MSG, VOUCHER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { formatPrice } from './format';
import { totalLabel } from './OrderCard';
import { CustomLineRow } from './CustomLine';
import styles from './orders.module.scss';

type Line = OrderDetail['lines'][number];

/** 现货 n / 订货 n（约 d 个工作日）: how the line is supplied, as reserved at submit. */
function supply(line: Line): string[] {
  const out: string[] = [];
  if (line.fromStock > 0) out.push(ORDER_MSG.fromStock(line.fromStock));
  if (line.num > line.fromStock) out.push(ORDER_MSG.madeToOrder(line.num - line.fromStock, line.deliveryDays));
  return out;
}

/** The certificate of a shipped lot (the operator's upload, else the one the shop generates). */
function CoaLink({ productId, lotNo }: { productId: number; lotNo: string }) {
  return (
    <a href={documentHref(publicApiBase, lotCoaUrl(productId, lotNo))} download aria-label={LOT_MSG.coaOf(lotNo)}>
      {LOT_MSG.coa}
    </a>
  );
}

/** 申请售后 while some of the line can still be claimed, 查看售后 while a case on it is open. */
function Claim({ orderId, claim }: { orderId: number; claim: AfterSaleLines['lines'][number] | undefined }) {
  if (claim?.openCaseId) {
    return (
      <Link prefetch={false} href={routes.afterSaleDetail(claim.openCaseId)}>
        {AFTER_SALE_MSG.viewCase}
      </Link>
    );
  }
  if (!claim || claim.available <= 0) return null;
  return (
    <Link prefetch={false} href={routes.afterApplyFor(orderId, claim.orderLineId)}>
      {AFTER_SALE_MSG.applyAction}
    </Link>
  );
}

/**
 * The order's lines (with the lot column once a line has a lot: every lot when shipping took several) and
 * its amounts; with `claims` (a shipped or completed order), each line's after-sales action.
 */
export default function OrderLines({ order, claims }: { order: OrderDetail; claims?: AfterSaleLines['lines'] }) {
  const withLot = order.lines.some((l) => l.lotNo);
  return (
    <section className={styles.block} aria-labelledby="order-lines">
      <h2 id="order-lines" className={styles.blockTitle}>
        {ORDER_MSG.linesBlock}
      </h2>
      <table className={styles.lines}>
        <caption className="visually-hidden">{ORDER_MSG.linesBlock}</caption>
        <thead>
          <tr>
            <th scope="col">{ORDER_MSG.product}</th>
            <th scope="col">{ORDER_MSG.pack}</th>
            <th scope="col">{ORDER_MSG.unitPrice}</th>
            <th scope="col">{ORDER_MSG.num}</th>
            <th scope="col">{ORDER_MSG.subtotal}</th>
            <th scope="col">{ORDER_MSG.supply}</th>
            {withLot && <th scope="col">{ORDER_MSG.lotNo}</th>}
            {claims && <th scope="col">{AFTER_SALE_MSG.centerTitle}</th>}
          </tr>
        </thead>
        <tbody>
          {order.custom && <CustomLineRow custom={order.custom} lotColumn={withLot} claimColumn={claims !== undefined} />}
          {order.lines.map((l) => (
            <tr key={l.id}>
              <td>
                <div className={styles.previewLine}>
                  <ImageWithFallback src={l.imgUrl} alt={l.name} width={56} height={56} className={styles.thumb} />
                  <div className={styles.previewText}>
                    <Link prefetch={false} href={routes.productDetailList(l.productId)} className={styles.lineName}>
                      {l.name}
                    </Link>
                    <span className={styles.muted}>
                      {ORDER_MSG.label(ORDER_MSG.code) + l.code}
                      {l.cas && ORDER_MSG.gap + ORDER_MSG.label(ORDER_MSG.cas) + l.cas}
                    </span>
                    {l.brandName && <span className={styles.muted}>{l.brandName}</span>}
                  </div>
                </div>
              </td>
              <td>{l.pack}</td>
              <td>{formatPrice(l.price)}</td>
              <td>{l.num}</td>
              <td>{formatPrice(l.amount)}</td>
              <td>
                {supply(l).map((s) => (
                  <div key={s}>{s}</div>
                ))}
              </td>
              {withLot && (
                <td>
                  {l.lots.length > 1
                    ? l.lots.map((a) => (
                        <div key={`${a.lotNo}-${a.warehouse}`}>
                          <span>{LOT_MSG.lineLot(a.lotNo, a.quantity, a.warehouse)}</span> <CoaLink productId={l.productId} lotNo={a.lotNo} />
                        </div>
                      ))
                    : l.lotNo
                      ? (
                          <>
                            <span>{l.lotNo}</span> <CoaLink productId={l.productId} lotNo={l.lotNo} />
                          </>
                        )
                      : '—'}
                </td>
              )}
              {claims && (
                <td>
                  <Claim orderId={order.id} claim={claims.find((c) => c.orderLineId === l.id)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.amounts}>
        <div>
          <dt>{ORDER_MSG.goods}</dt>
          <dd>{formatPrice(order.goods)}</dd>
        </div>
        <div>
          <dt>
            {ORDER_MSG.withNote(ORDER_MSG.shippingFee, SHIPPING_CONDITION_TEXT[order.shippingCondition])}
          </dt>
          <dd>{formatPrice(order.shippingFee)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>{order.voucher ? ORDER_MSG.withNote(VOUCHER_MSG.discount, order.voucher.name) : VOUCHER_MSG.discount}</dt>
            <dd data-testid="order-discount">-{formatPrice(order.discount)}</dd>
          </div>
        )}
        <div className={styles.grand}>
          <dt>{totalLabel(order.status)}</dt>
          <dd className={styles.price}>{formatPrice(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
