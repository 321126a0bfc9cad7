import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { SandboxNotify } from '../../lib/api/contract/payment';
import type { AppDeps } from '../http/context';
import type { Db } from '../db/client';
import { orders, payments, sandboxNotifies } from '../db/schema';
import { reject } from '../http/errors';
import { signSandbox } from '../providers/payment/sandbox';
import type { NotifyTransport } from '../providers/payment';
import { PAY_ERR, randomHex, returnUrlOf } from './payments';

/**
 * The sandbox payment institution: what a real one does on its side, played by the shop. Its cashier page
 * shows the payment; the buyer's decision becomes a signed notify, kept in its outbox and posted to our
 * notify endpoint until it answers success (after 15 s, 1 min, 5 min, 30 min, 2 h, 6 h, then it gives up),
 * as Alipay retries its notifies.
 */
const RETRY_DELAYS_S = [15, 60, 300, 1800, 7200, 21600];
export const MERCHANT = '标准品商城';

export async function cashierView(db: Db, payNo: string, deps: AppDeps) {
  const [row] = await db
    .select({ payment: payments, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.payNo, payNo), eq(payments.provider, 'sandbox')));
  if (!row) throw reject(PAY_ERR.unknownPayment);
  return {
    merchant: MERCHANT,
    orderNo: row.orderNo,
    subject: `标准品商城订单 ${row.orderNo}`,
    amount: row.payment.amountFen,
    status: row.payment.status as 'created' | 'paid' | 'failed' | 'closed',
    returnUrl: returnUrlOf(deps, payNo),
  };
}

/** The buyer pressed 付款 or 支付失败: queue the signed notify and try to deliver it at once. */
export async function cashierDecide(deps: AppDeps, payNo: string, result: 'success' | 'fail', notifyUrl: string): Promise<{ returnUrl: string }> {
  const view = await cashierView(deps.db, payNo, deps);
  if (view.status !== 'created') return { returnUrl: view.returnUrl };
  const unsigned = { payNo, tradeNo: `SBX${Date.now()}${Math.floor(Math.random() * 1e6)}`, amount: view.amount, result, timestamp: Math.floor(Date.now() / 1000), nonce: randomHex(16) };
  const body: SandboxNotify = { ...unsigned, sign: signSandbox(unsigned, deps.config.SANDBOX_PAY_SECRET) };
  const [queued] = await deps.db.insert(sandboxNotifies).values({ payNo, body: { ...body, notifyUrl } }).returning();
  await deliverOne(deps.db, queued, deps.providers.payment.notifyTransport);
  return { returnUrl: view.returnUrl };
}

type Queued = typeof sandboxNotifies.$inferSelect;

async function deliverOne(db: Db, n: Queued, transport: NotifyTransport): Promise<boolean> {
  const { notifyUrl, ...body } = n.body as SandboxNotify & { notifyUrl: string };
  const ok = await transport(notifyUrl, body);
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
export async function deliverDueNotifies(db: Db, transport: NotifyTransport, now = new Date()): Promise<number> {
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
  for (const n of due) if (await deliverOne(db, n, transport)) delivered++;
  return delivered;
}
