import { asc, eq } from 'drizzle-orm';
import { maskIdCard, maskName } from '../../../lib/api/contract/id-card';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { identityCases, orderControls, orderLines, orderPermits, orders, salesLedger, users } from '../../db/schema';
import { reject } from '../../http/errors';
import { identityKeys, openText } from '../identity/crypto';
import { controlsOf, needsPermit } from '../regulatory';
import { ledgerCategory } from './controls';
import { permitView } from './permits';
import { lockOrder, move } from './transitions';

export const REVIEW_ERR = { notControlled: '该订单不是需审核的管制品订单' } as const;
type Config = Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir'>;

async function controlsRow(db: Db, orderId: number) {
  const [row] = await db.select().from(orderControls).where(eq(orderControls.orderId, orderId));
  if (!row) throw reject(REVIEW_ERR.notControlled);
  return row;
}

/** What the operator reviews: the permit, the use statement and the (masked) verified buyer. */
export async function reviewFacts(db: Db, config: Config, orderId: number) {
  const c = await controlsRow(db, orderId);
  const [o] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, orderId));
  const [p] = await db.select().from(orderPermits).where(eq(orderPermits.id, c.permitId));
  const [buyer] = await db.select().from(identityCases).where(eq(identityCases.id, c.caseId));
  const keys = identityKeys(config);
  return {
    orderId,
    orderNo: o.orderNo,
    useStatement: c.useStatement,
    permit: permitView(p),
    buyerName: maskName(openText(keys, buyer.nameEnc)),
    buyerIdCard: maskIdCard(openText(keys, buyer.idNoEnc)),
    reviewedAt: c.reviewedAt?.toISOString() ?? null,
    reviewNote: c.reviewNote,
  };
}

/** The organisation of the ledger: the order's invoice title, else the account's organisation, else 个人. */
async function organisationOf(tx: Db, order: typeof orders.$inferSelect): Promise<string> {
  const title = (order.invoice as { title?: string } | null)?.title;
  if (title) return title;
  const [u] = await tx.select({ orgName: users.orgName }).from(users).where(eq(users.id, order.userId));
  return u?.orgName || '个人';
}

/**
 * 待审核 → 待付款 with a fresh pay deadline; every 易制毒 / 易制爆 line goes into the sales ledger in the same
 * transaction (so a ledger row exists exactly for approved lines).
 */
export async function approveOrder(db: Db, orderId: number, note: string, payTimeoutMinutes: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const c = await controlsRow(tx, orderId);
    const now = new Date();
    await move(tx, order, 'unpaid', 'operator', note || '管制品订单审核通过', { payDeadline: new Date(now.getTime() + payTimeoutMinutes * 60_000) });
    await tx.update(orderControls).set({ reviewedAt: now, reviewNote: note || null }).where(eq(orderControls.orderId, orderId));
    const lines = await tx.select({ id: orderLines.id, productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    const controls = await controlsOf(
      tx,
      lines.map((l) => l.productId),
    );
    const organisation = await organisationOf(tx, order);
    const rows = lines.flatMap((l) => {
      const ctl = controls.get(l.productId);
      return ctl && needsPermit(ctl)
        ? [{ orderId, orderLineId: l.id, userId: order.userId, caseId: c.caseId, organisation, category: ledgerCategory(ctl), useStatement: c.useStatement, permitId: c.permitId, approvedAt: now }]
        : [];
    });
    if (rows.length) await tx.insert(salesLedger).values(rows);
  });
}

/** 待审核 → 已取消 with the reason; the stock it took goes back (move()). */
export async function rejectOrder(db: Db, orderId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await controlsRow(tx, orderId);
    const now = new Date();
    await move(tx, order, 'cancelled', 'operator', `审核未通过：${reason}`, { cancelledAt: now, cancelReason: `审核未通过：${reason}` });
    await tx.update(orderControls).set({ reviewedAt: now, reviewNote: reason }).where(eq(orderControls.orderId, orderId));
  });
}
