import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { CUSTOM_MSG, CUSTOM_STATE_TEXT, type CustomRequest, type CustomState } from '../../../lib/api/contract/custom';
import { casCheckDigitValid, normaliseCas } from '../../../lib/chem/cas';
import { describeMolecule } from '../../chem/rdkit';
import type { Db } from '../../db/client';
import { customRequestEvents, customRequests, orders } from '../../db/schema';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../../lib/api/contract/order';
import { attachmentsOf, bindCustomAttachments } from './attachments';
import { reject } from '../../http/errors';
import { chinaDay } from '../footprints';
import { take } from '../rate-limit';
import { limitOf, RATE_RULES } from '../rate-rules';

/**
 * Custom synthesis requests (docs/api.md "Custom synthesis"): a buyer submits, the operator quotes and writes
 * progress notes, the buyer cancels (before a quote) or declines the quote. A quote whose validity date has
 * passed reads as 已过期 and cannot be accepted; that state is derived, never stored.
 */
type Row = typeof customRequests.$inferSelect;

export interface CustomRequestData {
  smiles: string;
  cas: string;
  name: string;
  quantity: number;
  unit: 'mg' | 'g' | 'kg';
  purity: string;
  deadline: string;
  documents: string[];
  notes: string;
  attachmentIds: number[];
}

export const stateOf = (r: Pick<Row, 'state' | 'quoteValidUntil'>, today: string): CustomState =>
  r.state === 'quoted' && r.quoteValidUntil !== null && r.quoteValidUntil < today ? 'expired' : (r.state as CustomState);

async function eventsOf(db: Db, ids: number[]) {
  const rows = ids.length ? await db.select().from(customRequestEvents).where(inArray(customRequestEvents.requestId, ids)).orderBy(asc(customRequestEvents.id)) : [];
  const by = new Map<number, { id: number; text: string; createdAt: string }[]>();
  for (const e of rows) by.set(e.requestId, [...(by.get(e.requestId) ?? []), { id: e.id, text: e.text, createdAt: e.createdAt.toISOString() }]);
  return by;
}

type Extras = Pick<CustomRequest, 'events' | 'attachments' | 'order'>;

function view(r: Row, { events, attachments, order }: Extras, today: string): CustomRequest {
  const state = stateOf(r, today);
  return {
    id: r.id,
    requestNo: r.requestNo,
    smiles: r.smiles,
    cas: r.cas,
    name: r.name,
    formula: r.formula,
    quantity: r.quantity,
    unit: r.unit as CustomRequest['unit'],
    purity: r.purity,
    deadline: r.deadline,
    documents: r.documents,
    notes: r.notes,
    state,
    stateText: CUSTOM_STATE_TEXT[state],
    quote:
      r.quotePriceFen !== null && r.quoteLeadDays !== null && r.quoteValidUntil !== null && r.quotedAt !== null
        ? { priceFen: r.quotePriceFen, leadDays: r.quoteLeadDays, validUntil: r.quoteValidUntil, remark: r.quoteRemark ?? '', quotedAt: r.quotedAt.toISOString() }
        : null,
    events,
    attachments,
    order,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The live (not cancelled) order of each request, if it has one. */
async function ordersOf(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, requestId: orders.customRequestId })
        .from(orders)
        .where(and(inArray(orders.customRequestId, ids), ne(orders.status, 'cancelled')))
    : [];
  return new Map(rows.map((o) => [o.requestId!, { id: o.id, orderNo: o.orderNo, status: o.status as OrderStatus, statusText: ORDER_STATUS_TEXT[o.status as OrderStatus] }]));
}

async function views(db: Db, rows: Row[], now = new Date()) {
  const ids = rows.map((r) => r.id);
  const [events, attachments, orderOf] = await Promise.all([eventsOf(db, ids), attachmentsOf(db, ids), ordersOf(db, ids)]);
  const today = chinaDay(now);
  return rows.map((r) => ({ ...view(r, { events: events.get(r.id) ?? [], attachments: attachments.get(r.id) ?? [], order: orderOf.get(r.id) ?? null }, today), userId: r.userId }));
}

/** The request number: DZ + yyMMdd (China time) + the id padded to 6 digits. */
const requestNoOf = (id: number, now: Date) => `DZ${chinaDay(now).slice(2).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

export async function submitCustomRequest(db: Db, userId: number, input: CustomRequestData, now = new Date()): Promise<{ id: number; requestNo: string }> {
  let smiles = '';
  let formula = '';
  if (input.smiles) {
    const mol = await describeMolecule(input.smiles);
    if (!mol || !mol.canonicalSmiles) throw reject(CUSTOM_MSG.smilesInvalid);
    smiles = mol.canonicalSmiles;
    formula = mol.formula;
  }
  const cas = input.cas ? normaliseCas(input.cas) : '';
  if (cas && !casCheckDigitValid(cas)) throw reject(CUSTOM_MSG.casInvalid);
  if (input.deadline <= chinaDay(now) || Number.isNaN(Date.parse(input.deadline))) throw reject(CUSTOM_MSG.deadlinePast);
  await take(db, [limitOf(RATE_RULES.customRequestPerUser, String(userId), () => CUSTOM_MSG.tooMany)]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customRequests)
      .values({ requestNo: `pending-${userId}-${now.getTime()}-${Math.random()}`, userId, smiles, cas, name: input.name, formula, quantity: input.quantity, unit: input.unit, purity: input.purity, deadline: input.deadline, documents: [...new Set(input.documents)], notes: input.notes, createdAt: now, updatedAt: now })
      .returning({ id: customRequests.id });
    const requestNo = requestNoOf(row.id, now);
    await tx.update(customRequests).set({ requestNo }).where(eq(customRequests.id, row.id));
    await bindCustomAttachments(tx, userId, row.id, input.attachmentIds);
    return { id: row.id, requestNo };
  });
}

const stateWhere = (state: CustomState | undefined, today: string): SQL | undefined => {
  if (!state) return undefined;
  if (state === 'expired') return and(eq(customRequests.state, 'quoted'), sqlLt(today));
  if (state === 'quoted') return and(eq(customRequests.state, 'quoted'), sqlGe(today));
  return eq(customRequests.state, state);
};
const sqlLt = (today: string) => lt(customRequests.quoteValidUntil, today);
const sqlGe = (today: string) => gte(customRequests.quoteValidUntil, today);

async function listWhere(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const [{ total }] = await db.select({ total: count() }).from(customRequests).where(where);
  const rows = await db.select().from(customRequests).where(where).orderBy(desc(customRequests.id)).limit(limit).offset(offset);
  return { rows: await views(db, rows), total };
}

export const listMyCustomRequests = (db: Db, userId: number, state: CustomState | undefined, limit: number, offset: number) =>
  listWhere(db, and(eq(customRequests.userId, userId), stateWhere(state, chinaDay(new Date()))), limit, offset).then(({ rows, total }) => ({ total, rows: rows.map(({ userId: _u, ...r }) => r) }));

export const listAllCustomRequests = (db: Db, state: CustomState | undefined, limit: number, offset: number) => listWhere(db, stateWhere(state, chinaDay(new Date())), limit, offset);

/** One request; another user's id answers 不存在 like a missing one. */
async function rowOf(db: Db, id: number, userId: number | null): Promise<Row> {
  const [row] = await db
    .select()
    .from(customRequests)
    .where(userId === null ? eq(customRequests.id, id) : and(eq(customRequests.id, id), eq(customRequests.userId, userId)));
  if (!row) throw reject(CUSTOM_MSG.notFound);
  return row;
}

async function one(db: Db, row: Row) {
  const [v] = await views(db, [row]);
  return v;
}

export async function customRequestDetail(db: Db, userId: number, id: number): Promise<CustomRequest> {
  const { userId: _u, ...v } = await one(db, await rowOf(db, id, userId));
  return v;
}

/** Moves a request from one state to another if it is still in the first (a concurrent change makes it refuse). */
async function move(db: Db, row: Row, from: string, set: Partial<typeof customRequests.$inferInsert>, refusal: string): Promise<Row> {
  const [moved] = await db
    .update(customRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(customRequests.id, row.id), eq(customRequests.state, from)))
    .returning();
  if (!moved) throw reject(refusal);
  return moved;
}

export async function cancelCustomRequest(db: Db, userId: number, id: number): Promise<CustomRequest> {
  const row = await rowOf(db, id, userId);
  if (row.state !== 'pending') throw reject(CUSTOM_MSG.notPending);
  const { userId: _u, ...v } = await one(db, await move(db, row, 'pending', { state: 'cancelled' }, CUSTOM_MSG.notPending));
  return v;
}

export async function declineCustomQuote(db: Db, userId: number, id: number, now = new Date()): Promise<CustomRequest> {
  const row = await rowOf(db, id, userId);
  const state = stateOf(row, chinaDay(now));
  if (state === 'expired') throw reject(CUSTOM_MSG.quoteExpired);
  if (state !== 'quoted') throw reject(CUSTOM_MSG.notQuoted);
  const { userId: _u, ...v } = await one(db, await move(db, row, 'quoted', { state: 'declined' }, CUSTOM_MSG.notQuoted));
  return v;
}

/** The operator's quote: a pending request, or a quoted one whose offer is revised (also after it expired). */
export async function quoteCustomRequest(db: Db, id: number, quote: { priceFen: number; leadDays: number; validUntil: string; remark: string }, now = new Date()) {
  const row = await rowOf(db, id, null);
  if (row.state !== 'pending' && row.state !== 'quoted') throw reject(CUSTOM_MSG.notQuotable);
  if (quote.validUntil < chinaDay(now) || Number.isNaN(Date.parse(quote.validUntil))) throw reject(CUSTOM_MSG.validUntilPast);
  const moved = await move(
    db,
    row,
    row.state,
    { state: 'quoted', quotePriceFen: quote.priceFen, quoteLeadDays: quote.leadDays, quoteValidUntil: quote.validUntil, quoteRemark: quote.remark, quotedAt: now },
    CUSTOM_MSG.notQuotable,
  );
  return one(db, moved);
}

export async function addCustomProgress(db: Db, id: number, text: string, now = new Date()) {
  const row = await rowOf(db, id, null);
  const state = stateOf(row, chinaDay(now));
  if (state === 'cancelled' || state === 'declined' || state === 'expired') throw reject(CUSTOM_MSG.progressState);
  await db.insert(customRequestEvents).values({ requestId: id, text, createdAt: now });
  return one(db, row);
}

/**
 * Called by `move()` when an order is cancelled: a custom request whose order it was is open again (已报价,
 * or 已过期 once its validity passed), so the buyer may accept it anew or decline it.
 */
export async function reopenCustomRequest(tx: Db, order: { customRequestId: number | null; orderNo: string }, now = new Date()): Promise<void> {
  if (order.customRequestId === null) return;
  const reopened = await tx
    .update(customRequests)
    .set({ state: 'quoted', updatedAt: now })
    .where(and(eq(customRequests.id, order.customRequestId), eq(customRequests.state, 'accepted')))
    .returning({ id: customRequests.id });
  if (reopened.length) await tx.insert(customRequestEvents).values({ requestId: order.customRequestId, text: `订单 ${order.orderNo} 已取消，报价可重新接受`, createdAt: now });
}
