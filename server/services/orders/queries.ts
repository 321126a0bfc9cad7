import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { structureUrl } from '../../../lib/api/contract/catalogue';
import {
  ACTOR_TEXT,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
  orderActions,
  type OrderDetail,
  type OrderStatus,
  type CustomOrderLine,
  type OrderSummary,
  type ShippingCondition,
} from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { customRequests, orderEvents, orderLines, orders, products, userVouchers, voucherTemplates } from '../../db/schema';
import { reject } from '../../http/errors';
import { escapeLike } from '../../search/sql';
import { lotsOfLines } from '../lots/stock';
import { buyersOf } from './buyers';
import { scopeWhere, type BuyerScope } from './scope';
import { ORDER_ERR } from './transitions';

type OrderRow = typeof orders.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const PREVIEW_LINES = 3;

const ownerWhere = (who: number | BuyerScope) => (typeof who === 'number' ? eq(orders.userId, who) : scopeWhere(who));

export interface OrderFilter {
  userId?: number;
  /** A buyer's view; replaces `userId` when given. */
  scope?: BuyerScope;
  status?: OrderStatus;
  keyword?: string;
}

function whereOf(db: Db, f: OrderFilter): SQL | undefined {
  const kw = f.keyword?.trim();
  const like = kw ? `%${escapeLike(kw)}%` : null;
  // An order matches by its number, or by a line whose product name, code or CAS matches.
  const lineMatches =
    like &&
    exists(
      db
        .select({ one: sql`1` })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orders.id), or(ilike(orderLines.name, like), ilike(orderLines.code, like), ilike(orderLines.cas, like)))),
    );
  // A custom-synthesis order matches by its request's number, name or CAS.
  const customMatches =
    like &&
    exists(
      db
        .select({ one: sql`1` })
        .from(customRequests)
        .where(and(eq(customRequests.id, orders.customRequestId), or(ilike(customRequests.requestNo, like), ilike(customRequests.name, like), ilike(customRequests.cas, like)))),
    );
  return and(
    f.scope ? scopeWhere(f.scope) : f.userId === undefined ? undefined : eq(orders.userId, f.userId),
    f.status ? eq(orders.status, f.status) : undefined,
    like && lineMatches && customMatches ? or(ilike(orders.orderNo, like), lineMatches, customMatches) : undefined,
  );
}

async function linesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, OrderDetail['lines']>();
  const rows = await db
    .select({ line: orderLines, inchiKey: products.inchiKey })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  const lineLots = await lotsOfLines(db, rows.map((r) => r.line.id));
  const byOrder = new Map<number, OrderDetail['lines']>();
  for (const { line: l, inchiKey } of rows) {
    const list = byOrder.get(l.orderId) ?? [];
    list.push({
      id: l.id,
      skuId: l.skuId,
      productId: l.productId,
      code: l.code,
      name: l.name,
      cas: l.cas,
      pack: l.pack,
      brandName: l.brandName,
      imgUrl: structureUrl(inchiKey),
      price: l.unitFen,
      num: l.num,
      amount: l.amountFen,
      fromStock: l.fromStock,
      deliveryDays: l.deliveryDays,
      lotNo: l.lotNo,
      lots: lineLots.get(l.id) ?? [],
    });
    byOrder.set(l.orderId, list);
  }
  return byOrder;
}

/** The one line of each custom-synthesis order among `rows`: its request at the order's price. */
async function customLinesOf(db: Db, rows: OrderRow[]): Promise<Map<number, CustomOrderLine>> {
  const wanted = rows.filter((o) => o.customRequestId !== null);
  if (wanted.length === 0) return new Map();
  const requests = new Map(
    (
      await db
        .select()
        .from(customRequests)
        .where(inArray(customRequests.id, wanted.map((o) => o.customRequestId!)))
    ).map((r) => [r.id, r]),
  );
  const out = new Map<number, CustomOrderLine>();
  for (const o of wanted) {
    const r = requests.get(o.customRequestId!);
    if (!r) continue;
    out.set(o.id, {
      requestId: r.id,
      requestNo: r.requestNo,
      name: r.name,
      cas: r.cas,
      smiles: r.smiles,
      formula: r.formula,
      quantity: r.quantity,
      unit: r.unit,
      purity: r.purity,
      leadDays: r.quoteLeadDays ?? 0,
      price: o.goodsFen,
    });
  }
  return out;
}

/** Whose view an answer is for: a buyer's user id, or null for the operator (who acts as no buyer). */
type Viewer = number | null;
const viewerOf = (who: number | BuyerScope | undefined): Viewer => (who === undefined ? null : typeof who === 'number' ? who : who.userId);

/** Who placed the orders among `rows` that are not the viewer's own. */
const othersOf = (db: Db, rows: OrderRow[], viewer: Viewer) =>
  buyersOf(
    db,
    rows.filter((o) => o.userId !== viewer).map((o) => o.userId),
  );

function toSummary(o: OrderRow, lines: OrderDetail['lines'], custom: CustomOrderLine | null, viewer: Viewer, buyers: Map<number, NonNullable<OrderSummary['buyer']>>): OrderSummary {
  const status = o.status as OrderStatus;
  const own = viewer === null || o.userId === viewer;
  return {
    id: o.id,
    orderNo: o.orderNo,
    status,
    statusText: ORDER_STATUS_TEXT[status],
    total: o.totalFen,
    lineCount: custom ? 1 : lines.length,
    preview: lines.slice(0, PREVIEW_LINES).map(({ name, pack, code, imgUrl, num, productId }) => ({ name, pack, code, imgUrl, num, productId })),
    createdAt: o.createdAt.toISOString(),
    payDeadline: status === 'unpaid' ? o.payDeadline.toISOString() : null,
    actions: orderActions(status, { custom: custom !== null, own }),
    custom,
    buyer: o.userId === viewer ? null : (buyers.get(o.userId) ?? null),
  };
}

export async function listOrders(db: Db, filter: OrderFilter, limit: number, offset: number): Promise<{ rows: (OrderSummary & { userId: number })[]; total: number }> {
  const where = whereOf(db, filter);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(where);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const customs = await customLinesOf(db, rows);
  const viewer = viewerOf(filter.scope);
  const buyers = await othersOf(db, rows, viewer);
  return { rows: rows.map((r) => ({ ...toSummary(r, lines.get(r.id) ?? [], customs.get(r.id) ?? null, viewer, buyers), userId: r.userId })), total: n };
}

export async function countOrders(db: Db, who: number | BuyerScope): Promise<Record<OrderStatus | 'all', number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(ownerWhere(who)).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let all = 0;
  for (const r of rows) {
    counts[r.status as OrderStatus] = r.n;
    all += r.n;
  }
  return { ...counts, all };
}

/** One order with lines, events, address and invoice; `who` scopes it to its owner or a buyer's view (operator calls pass none). */
export async function getOrder(db: Db, id: number, who?: number | BuyerScope): Promise<OrderDetail & { userId: number }> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), who === undefined ? undefined : ownerWhere(who)));
  if (!o) throw reject(ORDER_ERR.notFound);
  const lines = (await linesOf(db, [o.id])).get(o.id) ?? [];
  const custom = (await customLinesOf(db, [o])).get(o.id);
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id));
  const voucherNames = new Map(
    o.voucherId
      ? (await db.select({ id: userVouchers.id, name: voucherTemplates.name }).from(userVouchers).innerJoin(voucherTemplates, eq(voucherTemplates.id, userVouchers.templateId)).where(eq(userVouchers.id, o.voucherId))).map((v) => [v.id, v.name])
      : [],
  );
  const invoice = o.invoice as Omit<NonNullable<OrderDetail['invoice']>, 'status' | 'statusText' | 'invoiceNo' | 'issuedAt'> | null;
  return {
    ...toSummary(o, lines, custom ?? null, viewerOf(who), await othersOf(db, [o], viewerOf(who))),
    userId: o.userId,
    goods: o.goodsFen,
    shippingFee: o.shippingFen,
    discount: o.discountFen,
    voucher: o.voucherId ? { id: o.voucherId, name: voucherNames.get(o.voucherId) ?? '' } : null,
    shippingCondition: o.shippingCondition as ShippingCondition,
    note: o.note,
    address: o.address as OrderDetail['address'],
    invoice: invoice && {
      ...invoice,
      status: o.invoiceStatus === 'issued' ? 'issued' : 'pending',
      statusText: o.invoiceStatus === 'issued' ? '已开票' : '待开票',
      invoiceNo: o.invoiceNo,
      issuedAt: iso(o.invoiceIssuedAt),
    },
    lines,
    events: events.map((e) => ({
      fromStatus: e.fromStatus as OrderStatus | null,
      toStatus: e.toStatus as OrderStatus,
      toStatusText: ORDER_STATUS_TEXT[e.toStatus as OrderStatus],
      actor: e.actor as keyof typeof ACTOR_TEXT,
      actorText: ACTOR_TEXT[e.actor as keyof typeof ACTOR_TEXT],
      note: e.note,
      at: e.at.toISOString(),
    })),
    payMethod: o.payMethod,
    paidAt: iso(o.paidAt),
    carrier: o.carrier,
    trackingNo: o.trackingNo,
    shippedAt: iso(o.shippedAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    cancelReason: o.cancelReason,
  };
}
