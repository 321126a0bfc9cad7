import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { SandboxNotify } from '../../lib/api/contract/payment';
import type { AppDeps } from '../http/context';
import type { Db } from '../db/client';
import { orders, payments, sandboxNotifies } from '../db/schema';
import { reject } from '../http/errors';
import { cashierTokenValid, signSandbox } from '../providers/payment/sandbox';
import type { NotifyTransport } from '../providers/payment';
import { PAY_ERR, randomHex, returnUrlOf } from './payments';

/**
 * The sandbox payment institution: what a real one does on its side, played by the shop. Its cashier page
 * shows the payment to the buyer (their link's token, or their session); the buyer's decision is kept in its
 * outbox and posted to our notify endpoint, signed afresh at each attempt, until it answers success (after
 * 15 s, 1 min, 5 min, 30 min, 2 h, 6 h, then it gives up), as Alipay retries its notifies.
 */
const RETRY_DELAYS_S = [15, 60, 300, 1800, 7200, 21600];
export const MERCHANT = '标准品商城';

/** Who opens the cashier: the link's token, or the session of the order's buyer. */
export interface CashierAccess {
  token?: string;
  userId?: number;
}

function secretOf(deps: AppDeps): string {
  const secret = deps.providers.payment.sandboxSecret;
  if (!secret) throw reject(PAY_ERR.methodOff);
  return secret;
}

/**
 * The payment as the cashier shows it, to the holder of the payment's cashier link or to the order's own buyer;
 * to anyone else the payment does not exist (the pay number alone opens nothing).
 */
export async function cashierView(db: Db, payNo: string, deps: AppDeps, access: CashierAccess) {
  const secret = secretOf(deps);
  const [row] = await db
    .select({ payment: payments, orderNo: orders.orderNo, buyerId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.payNo, payNo), eq(payments.provider, 'sandbox')));
  const allowed = row && (cashierTokenValid(secret, payNo, access.token) || (access.userId !== undefined && access.userId === row.buyerId));
  if (!allowed) throw reject(PAY_ERR.unknownPayment);
  return {
    merchant: MERCHANT,
    orderNo: row.orderNo,
    subject: `标准品商城订单 ${row.orderNo}`,
    amount: row.payment.amountFen,
    status: row.payment.status as 'created' | 'paid' | 'failed' | 'closed',
    returnUrl: returnUrlOf(deps, payNo),
  };
}

/**
 * The buyer pressed 付款 or 支付失败: queue the notify and try to deliver it at once. One decision per payment:
 * the payment row is locked while the decision is recorded, and a payment already decided (or no longer open)
 * only answers where to go back to.
 */
export async function cashierDecide(deps: AppDeps, payNo: string, result: 'success' | 'fail', notifyUrl: string, access: CashierAccess): Promise<{ returnUrl: string }> {
  const view = await cashierView(deps.db, payNo, deps, access);
  if (view.status !== 'created') return { returnUrl: view.returnUrl };
  const queued = await deps.db.transaction(async (tx) => {
    const [open] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.payNo, payNo)).for('update');
    if (open?.status !== 'created') return null;
    const [decided] = await tx.select({ id: sandboxNotifies.id }).from(sandboxNotifies).where(eq(sandboxNotifies.payNo, payNo)).limit(1);
    if (decided) return null;
    const decision: Decision = { payNo, tradeNo: `SBX${Date.now()}${Math.floor(Math.random() * 1e6)}`, amount: view.amount, result, notifyUrl };
    const [row] = await tx.insert(sandboxNotifies).values({ payNo, body: decision }).returning();
    return row;
  });
  if (queued) await deliverOne(deps.db, queued, deps.providers.payment.notifyTransport, secretOf(deps));
  return { returnUrl: view.returnUrl };
}

type Queued = typeof sandboxNotifies.$inferSelect;
/** What the institution keeps of a decision; each delivery attempt is signed afresh (timestamp, nonce). */
type Decision = Pick<SandboxNotify, 'payNo' | 'tradeNo' | 'amount' | 'result'> & { notifyUrl: string };

/** A notify of a decision, as sent now: a fresh timestamp and nonce, signed (the shop refuses stale or replayed ones). */
export function signedNotify(decision: Pick<SandboxNotify, 'payNo' | 'tradeNo' | 'amount' | 'result'>, secret: string, now = Date.now()): SandboxNotify {
  const unsigned = { payNo: decision.payNo, tradeNo: decision.tradeNo, amount: decision.amount, result: decision.result, timestamp: Math.floor(now / 1000), nonce: randomHex(16) };
  return { ...unsigned, sign: signSandbox(unsigned, secret) };
}

async function deliverOne(db: Db, n: Queued, transport: NotifyTransport, secret: string): Promise<boolean> {
  const decision = n.body as Decision;
  const ok = await transport(decision.notifyUrl, signedNotify(decision, secret));
  const attempts = n.attempts + 1;
  if (ok) await db.update(sandboxNotifies).set({ attempts, deliveredAt: new Date(), lastError: null }).where(eq(sandboxNotifies.id, n.id));
  else {
    const delay = RETRY_DELAYS_S[n.attempts];
    // Past the last delay the institution gives up (next_at far away); the buyer can still pay again.
    const nextAt = new Date(Date.now() + (delay ?? 365 * 86400) * 1000);
    await db.update(sandboxNotifies).set({ attempts, nextAt, lastError: '通知未被确认' }).where(eq(sandboxNotifies.id, n.id));
  }
  return ok;
}

/**
 * Retries due notifies. A process claims rows by moving their next_at a minute ahead in the same
 * transaction (SKIP LOCKED), so two API processes never post the same notify at once.
 */
export async function deliverDueNotifies(db: Db, transport: NotifyTransport, secret: string, now = new Date()): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(sandboxNotifies)
      .where(and(isNull(sandboxNotifies.deliveredAt), lte(sandboxNotifies.nextAt, now)))
      .orderBy(asc(sandboxNotifies.nextAt))
      .limit(20)
      .for('update', { skipLocked: true });
    if (rows.length) {
      await tx
        .update(sandboxNotifies)
        .set({ nextAt: new Date(now.getTime() + 60_000) })
        .where(inArray(sandboxNotifies.id, rows.map((r) => r.id)));
    }
    return rows;
  });
  let delivered = 0;
  for (const n of due) if (await deliverOne(db, n, transport, secret)) delivered++;
  return delivered;
}
