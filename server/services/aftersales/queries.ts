import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import {
  AFTER_SALE_ACTOR_TEXT,
  AFTER_SALE_KIND_TEXT,
  afterSaleStatusText,
  OPEN_AFTER_SALE_STATUSES,
  type AfterSaleDetail,
  type AfterSaleKind,
  type AfterSaleStatus,
  type AfterSaleSummary,
  type AfterSaleTab,
} from '../../../lib/api/contract/aftersale';
import type { OrderStatus } from '../../../lib/api/contract/order';
import { payMethodText } from '../../../lib/api/contract/payment';
import type { Db } from '../../db/client';
import { afterSaleEvents, afterSaleRefunds, afterSales, orderLines, orders } from '../../db/schema';
import { reject } from '../../http/errors';
import { caseImages, imageView } from './images';
import { caseActions, type CaseActor } from './states';

export const CASE_ERR = { notFound: '售后单不存在' } as const;

type CaseRow = typeof afterSales.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const TAB_STATUSES: Record<Exclude<AfterSaleTab, 'all'>, readonly AfterSaleStatus[]> = { open: OPEN_AFTER_SALE_STATUSES, completed: ['completed'], closed: ['rejected', 'cancelled'] };
const CLOSED: AfterSaleStatus[] = ['rejected', 'cancelled'];

const summaryColumns = { c: afterSales, orderNo: orders.orderNo, line: orderLines };

function summary(r: { c: CaseRow; orderNo: string; line: typeof orderLines.$inferSelect }): AfterSaleSummary & { userId: number } {
  const kind = r.c.kind as AfterSaleKind;
  const status = r.c.status as AfterSaleStatus;
  return {
    id: r.c.id,
    userId: r.c.userId,
    caseNo: r.c.caseNo,
    orderId: r.c.orderId,
    orderNo: r.orderNo,
    kind,
    kindText: AFTER_SALE_KIND_TEXT[kind],
    status,
    statusText: afterSaleStatusText(kind, status),
    quantity: r.c.quantity,
    refundAmount: r.c.refundFen,
    line: { orderLineId: r.line.id, productId: r.line.productId, code: r.line.code, name: r.line.name, pack: r.line.pack, brandName: r.line.brandName, price: r.line.unitFen, num: r.line.num },
    createdAt: r.c.createdAt.toISOString(),
    actions: caseActions(kind, status),
  };
}

export async function listCases(db: Db, filter: { userId?: number; tab?: AfterSaleTab; status?: AfterSaleStatus }, limit: number, offset: number) {
  const where: SQL[] = [];
  if (filter.userId !== undefined) where.push(eq(afterSales.userId, filter.userId));
  if (filter.tab && filter.tab !== 'all') where.push(inArray(afterSales.status, [...TAB_STATUSES[filter.tab]]));
  if (filter.status) where.push(eq(afterSales.status, filter.status));
  const cond = and(...where);
  const rows = await db
    .select(summaryColumns)
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(orderLines, eq(orderLines.id, afterSales.orderLineId))
    .where(cond)
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(afterSales).where(cond);
  return { rows: rows.map(summary), total: n };
}

/** A case with its flow, thread, photos and refund: the buyer's own (userId) or any (the operator). */
export async function getCase(db: Db, id: number, userId?: number): Promise<AfterSaleDetail & { userId: number }> {
  const [row] = await db
    .select(summaryColumns)
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(orderLines, eq(orderLines.id, afterSales.orderLineId))
    .where(and(eq(afterSales.id, id), userId === undefined ? undefined : eq(afterSales.userId, userId)));
  if (!row) throw reject(CASE_ERR.notFound);
  const kind = row.c.kind as AfterSaleKind;
  const events = await db.select().from(afterSaleEvents).where(eq(afterSaleEvents.caseId, id)).orderBy(asc(afterSaleEvents.id));
  const [refund] = await db.select().from(afterSaleRefunds).where(eq(afterSaleRefunds.caseId, id));
  const actorText = (a: string) => AFTER_SALE_ACTOR_TEXT[a as CaseActor];
  return {
    ...summary(row),
    reason: row.c.reason,
    rejectReason: row.c.rejectReason,
    carrier: row.c.carrier,
    trackingNo: row.c.trackingNo,
    images: (await caseImages(db, id)).map(imageView),
    events: events
      .filter((e) => e.toStatus !== null)
      .map((e) => ({
        fromStatus: e.fromStatus as AfterSaleStatus | null,
        toStatus: e.toStatus as AfterSaleStatus,
        statusText: afterSaleStatusText(kind, e.toStatus as AfterSaleStatus),
        actor: e.actor as CaseActor,
        actorText: actorText(e.actor),
        note: e.body,
        at: e.at.toISOString(),
      })),
    messages: events.filter((e) => e.toStatus === null).map((e) => ({ actor: e.actor as CaseActor, actorText: actorText(e.actor), content: e.body, at: e.at.toISOString() })),
    refund: refund
      ? { refundNo: refund.refundNo, amount: refund.amountFen, method: refund.provider, methodText: payMethodText(refund.provider), status: refund.status as 'pending' | 'succeeded', refundedAt: iso(refund.refundedAt) }
      : null,
  };
}

/** Strips the owner's id (the buyer's own answers do not need it). */
export const forBuyer = <T extends { userId: number }>({ userId: _u, ...rest }: T) => rest;

/** How much of each line of an order is still claimable, and its open case (the form and the order page). */
export async function claimableLines(db: Db, orderId: number, userId: number) {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw reject('订单不存在');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const cases = lines.length ? await db.select().from(afterSales).where(and(eq(afterSales.orderId, orderId), notInArray(afterSales.status, CLOSED))) : [];
  const eligible = isClaimable(order.status);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    orderStatus: order.status as OrderStatus,
    eligible,
    lines: lines.map((l) => {
      const mine = cases.filter((c) => c.orderLineId === l.id);
      return {
        orderLineId: l.id,
        productId: l.productId,
        code: l.code,
        name: l.name,
        pack: l.pack,
        brandName: l.brandName,
        price: l.unitFen,
        num: l.num,
        available: eligible ? Math.max(0, l.num - takenBy(mine)) : 0,
        openCaseId: mine.find((c) => (OPEN_AFTER_SALE_STATUSES as readonly string[]).includes(c.status))?.id ?? null,
      };
    }),
  };
}

/** Shipped, completed, or already in 售后中 (another line's case): the goods have left. */
export const isClaimable = (orderStatus: string) => orderStatus === 'shipped' || orderStatus === 'completed' || orderStatus === 'after_sale';

/** Units earlier cases (not rejected or cancelled) took; an invoice case takes none. */
export const takenBy = (cases: Pick<CaseRow, 'kind' | 'status' | 'quantity'>[]) =>
  cases.filter((c) => c.kind !== 'invoice' && !CLOSED.includes(c.status as AfterSaleStatus)).reduce((s, c) => s + c.quantity, 0);
