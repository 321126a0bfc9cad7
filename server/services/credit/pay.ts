import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../../lib/api/contract/order';
import { fenText } from '../../../lib/api/contract/credit';
import { PAY_METHOD_TEXT } from '../../../lib/api/contract/payment';
import type { Db } from '../../db/client';
import { creditBills, creditLines, orders, payments } from '../../db/schema';
import { reject } from '../../http/errors';
import { nextPayNo, PAY_ERR } from '../payments';
import { lockOrder, move, ORDER_ERR } from '../orders/transitions';
import { billView } from './bills';
import { addDays, amountView, availableOf, creditRefusal, creditToday, findLine, lockBuyerLine, recordMovement } from './lines';

/**
 * Pays an unpaid order by credit, in one transaction: the order (locked) moves to 待发货, the line (locked,
 * so two payments cannot both see the same available amount) takes the total, a bill due term days after
 * today (China) opens, a paid `credit` payment and a `charge` ledger row record it. Refused with the
 * reason when the buyer has no line, it is suspended, a bill is overdue, or the total exceeds what is available.
 */
export async function payByCredit(db: Db, userId: number, orderId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.status !== 'unpaid') throw reject(PAY_ERR.notUnpaid(order.status as OrderStatus));
    if (order.payDeadline.getTime() <= now.getTime()) throw reject(PAY_ERR.expired);
    const line = await lockBuyerLine(tx, userId);
    const today = creditToday(now);
    const refusal = await creditRefusal(tx, line, order.totalFen, today);
    if (refusal || !line) throw reject(refusal!);

    const billNo = `ZQ${order.orderNo}`;
    const dueOn = addDays(today, line.termDays);
    const [bill] = await tx.insert(creditBills).values({ billNo, lineId: line.id, userId, orderId: order.id, amountFen: order.totalFen, termDays: line.termDays, dueOn }).returning();
    const [after] = await tx
      .update(creditLines)
      .set({ usedFen: line.usedFen + order.totalFen, updatedAt: now })
      .where(eq(creditLines.id, line.id))
      .returning();
    await recordMovement(tx, after, 'charge', order.totalFen, { billId: bill.id, orderId: order.id, actor: 'buyer', note: `订单 ${order.orderNo} 账期支付` });

    // Open attempts with other methods can no longer succeed; the credit payment is paid at once.
    await tx
      .update(payments)
      .set({ status: 'closed' })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'created')));
    const payNo = await nextPayNo(tx, order.id, order.orderNo);
    await tx.insert(payments).values({ payNo, orderId: order.id, provider: 'credit', amountFen: order.totalFen, status: 'paid', tradeNo: billNo, paidAt: now });
    await move(tx, order, 'to_ship', 'payment', `${PAY_METHOD_TEXT.credit}，账单 ${billNo}，${dueOn} 前还款`, { paidAt: now, payMethod: 'credit' });

    return {
      payNo,
      orderId: order.id,
      orderNo: order.orderNo,
      status: 'to_ship' as const,
      statusText: ORDER_STATUS_TEXT.to_ship,
      bill: billView(bill, order.orderNo, today),
      available: availableOf(after),
    };
  });
}

/** The pay page's sentence: can this buyer pay (this order) by credit now, and on what terms. */
export async function creditMessage(db: Db, userId: number, orderId: number | undefined, now = new Date()) {
  const line = await findLine(db, userId);
  let amount: number | null = null;
  if (orderId !== undefined) {
    // Another user's order reads as 订单不存在, as everywhere.
    const [order] = await db.select({ totalFen: orders.totalFen }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw reject(ORDER_ERR.notFound);
    amount = order.totalFen;
  }
  const refusal = await creditRefusal(db, line, amount, creditToday(now));
  const view = amountView(line);
  const message = refusal ?? `可用额度 ${fenText(view.available)}，账期 ${view.termDays} 天：确认后订单立即生效，请在付款日起 ${view.termDays} 天内还款`;
  return { usable: refusal === null, message, available: view.available, termDays: view.termDays };
}

/** The `credit` entry of the pay page's method list: only for buyers with a line, with what is available. */
export async function creditMethod(db: Db, userId: number) {
  const line = await findLine(db, userId);
  if (!line) return [];
  const description = line.active ? `可用额度 ${fenText(availableOf(line))}，账期 ${line.termDays} 天，到期前对公转账还款` : '账期额度已暂停使用';
  return [{ method: 'credit' as const, title: PAY_METHOD_TEXT.credit, description }];
}
