import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { structureUrl } from '../../lib/api/contract/catalogue';
import { INQUIRY_STATUS_TEXT, type InquiryDetail, type InquiryStatus, type InquirySummary } from '../../lib/api/contract/inquiry';
import type { Db } from '../db/client';
import { basketItems, inquiries, inquiryLines, products } from '../db/schema';
import { reject } from '../http/errors';
import { basketService } from './basket';
import { lockList } from './item-list';
import { loadSkus } from './sku-lookup';

/**
 * Inquiries (询价单): the customer submits basket rows with contact details; the shop quotes unit prices and
 * lead times per line (operator call); the customer may close it. submitted → quoted (re-quotable) → closed.
 */
export const INQUIRY_ERR = {
  notFound: '询价单不存在',
  emptyBasket: '询价篮为空，请先加入询价商品',
  closed: '询价单已关闭',
  unlisted: (name: string, pack: string) => `「${name} ${pack}」已下架，请从询价篮中删除后再提交`,
  lineNotFound: (lineId: number) => `报价行不属于该询价单（lineId ${lineId}）`,
  lineTwice: (lineId: number) => `报价行重复（lineId ${lineId}）`,
} as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summaryColumns = {
  id: inquiries.id,
  userId: inquiries.userId,
  status: inquiries.status,
  contact: inquiries.contact,
  phone: inquiries.phone,
  company: inquiries.company,
  note: inquiries.note,
  createdAt: inquiries.createdAt,
  quotedAt: inquiries.quotedAt,
  quoteNote: inquiries.quoteNote,
  closedAt: inquiries.closedAt,
  lineCount: sql<number>`count(${inquiryLines.id})`.mapWith(Number),
  totalNum: sql<number>`coalesce(sum(${inquiryLines.num}), 0)`.mapWith(Number),
  // float8: price × quantity summed can pass int4; exact in a double far beyond any real total.
  quotedTotal: sql<number | null>`(sum(${inquiryLines.quotedPriceFen}::float8 * ${inquiryLines.num}))`.mapWith((v) => (v === null ? null : Number(v))),
};

function selectSummaries(db: Db, where: SQL | undefined) {
  return db.select(summaryColumns).from(inquiries).leftJoin(inquiryLines, eq(inquiryLines.inquiryId, inquiries.id)).where(where).groupBy(inquiries.id);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(r: SummaryRow): InquirySummary {
  const status = r.status as InquiryStatus;
  return {
    id: r.id,
    status,
    statusText: INQUIRY_STATUS_TEXT[status],
    contact: r.contact,
    company: r.company,
    lineCount: r.lineCount,
    totalNum: r.totalNum,
    quotedTotal: r.quotedTotal === null ? null : Math.round(r.quotedTotal),
    createdAt: r.createdAt.toISOString(),
    quotedAt: iso(r.quotedAt),
  };
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(inquiries).where(where);
  return n;
}

/** The basket rows (all, or the given ids) become one inquiry and leave the basket, in one transaction. */
export async function submitInquiry(
  db: Db,
  userId: number,
  body: { contact: string; phone: string; company: string; note: string; carIds?: number[] },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockList(tx, 'basket', userId);
    const mine = eq(basketItems.userId, userId);
    const rows = await tx
      .select({ id: basketItems.id, skuId: basketItems.skuId, num: basketItems.num })
      .from(basketItems)
      .where(body.carIds ? and(mine, inArray(basketItems.id, body.carIds)) : mine)
      .orderBy(basketItems.id);
    // A retried submit finds its rows gone: it answers this instead of a second inquiry.
    if (body.carIds && rows.length !== new Set(body.carIds).size) throw reject(basketService.messages.notFound);
    if (rows.length === 0) throw reject(INQUIRY_ERR.emptyBasket);
    const found = await loadSkus(
      tx,
      rows.map((r) => r.skuId),
    );
    for (const r of rows) {
      const sku = found.get(r.skuId)!;
      if (!sku.listed) throw reject(INQUIRY_ERR.unlisted(sku.nameCn, sku.pack));
    }
    const [inquiry] = await tx
      .insert(inquiries)
      .values({ userId, contact: body.contact, phone: body.phone, company: body.company, note: body.note })
      .returning({ id: inquiries.id });
    await tx.insert(inquiryLines).values(
      rows.map((r) => {
        const sku = found.get(r.skuId)!;
        return { inquiryId: inquiry.id, skuId: sku.id, productId: sku.productId, code: sku.code, name: sku.nameCn, cas: sku.cas, pack: sku.pack, num: r.num, listPriceFen: sku.priceFen };
      }),
    );
    await tx.delete(basketItems).where(
      and(
        mine,
        inArray(
          basketItems.id,
          rows.map((r) => r.id),
        ),
      ),
    );
    return { id: inquiry.id };
  });
}

export async function listInquiries(db: Db, filter: { userId?: number; status?: InquiryStatus }, limit: number, offset: number) {
  const where = and(filter.userId === undefined ? undefined : eq(inquiries.userId, filter.userId), filter.status ? eq(inquiries.status, filter.status) : undefined);
  const rows = await selectSummaries(db, where).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit).offset(offset);
  return { rows: rows.map((r) => ({ ...toSummary(r), userId: r.userId, phone: r.phone })), total: await countWhere(db, where) };
}

/** One inquiry with its lines; `userId` scopes it to its owner (operator calls pass none). */
export async function getInquiry(db: Db, id: number, userId?: number): Promise<InquiryDetail & { userId: number }> {
  const [row] = await selectSummaries(db, and(eq(inquiries.id, id), userId === undefined ? undefined : eq(inquiries.userId, userId)));
  if (!row) throw reject(INQUIRY_ERR.notFound);
  const lines = await db
    .select({
      id: inquiryLines.id,
      skuId: inquiryLines.skuId,
      productId: inquiryLines.productId,
      code: inquiryLines.code,
      name: inquiryLines.name,
      cas: inquiryLines.cas,
      pack: inquiryLines.pack,
      inchiKey: products.inchiKey,
      num: inquiryLines.num,
      listPrice: inquiryLines.listPriceFen,
      quotedPrice: inquiryLines.quotedPriceFen,
      leadDays: inquiryLines.leadDays,
    })
    .from(inquiryLines)
    .innerJoin(products, eq(products.id, inquiryLines.productId))
    .where(eq(inquiryLines.inquiryId, id))
    .orderBy(inquiryLines.id);
  return {
    ...toSummary(row),
    userId: row.userId,
    phone: row.phone,
    note: row.note,
    quoteNote: row.quoteNote,
    closedAt: iso(row.closedAt),
    lines: lines.map(({ inchiKey, ...l }) => ({ ...l, imgUrl: structureUrl(inchiKey) })),
  };
}

/** The customer closes an inquiry they no longer need (submitted or quoted). */
export async function closeInquiry(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db.select({ status: inquiries.status }).from(inquiries).where(and(eq(inquiries.id, id), eq(inquiries.userId, userId)));
  if (!row) throw reject(INQUIRY_ERR.notFound);
  if (row.status === 'closed') throw reject(INQUIRY_ERR.closed);
  await db.update(inquiries).set({ status: 'closed', closedAt: new Date() }).where(eq(inquiries.id, id));
}

/**
 * Operator: unit price (fen) and lead time for some or all lines; lines not named keep their earlier quote
 * (null = the shop cannot supply it). Sets status quoted; quoting again replaces the named lines and the note.
 */
export async function quoteInquiry(db: Db, id: number, body: { lines: { lineId: number; priceFen: number; leadDays: number }[]; note: string }): Promise<InquiryDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!row) throw reject(INQUIRY_ERR.notFound);
    if (row.status === 'closed') throw reject(`${INQUIRY_ERR.closed}，不能报价`);
    const own = new Set((await tx.select({ id: inquiryLines.id }).from(inquiryLines).where(eq(inquiryLines.inquiryId, id))).map((l) => l.id));
    const seen = new Set<number>();
    for (const l of body.lines) {
      if (!own.has(l.lineId)) throw reject(INQUIRY_ERR.lineNotFound(l.lineId));
      if (seen.has(l.lineId)) throw reject(INQUIRY_ERR.lineTwice(l.lineId));
      seen.add(l.lineId);
    }
    for (const l of body.lines) {
      await tx.update(inquiryLines).set({ quotedPriceFen: l.priceFen, leadDays: l.leadDays }).where(eq(inquiryLines.id, l.lineId));
    }
    await tx.update(inquiries).set({ status: 'quoted', quotedAt: new Date(), quoteNote: body.note }).where(eq(inquiries.id, id));
  });
  const { userId: _userId, ...detail } = await getInquiry(db, id);
  return detail;
}
