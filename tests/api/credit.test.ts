import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, fenText } from '../../lib/api/contract/credit';
import { order } from '../../lib/api/contract/order';
import { payment } from '../../lib/api/contract/payment';
import { creditBills, creditLines, orderEvents, orders, payments } from '../../server/db/schema';
import { refundToCredit } from '../../server/services/credit/bills';
import { ledgerOf } from '../../server/services/credit/lines';
import { customer, stockSkus } from './cart-helpers';
import { ok, rejected, totalOf } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { admin, ADMIN_TOKEN, newAddress, requestKey } from './order-helpers';

/** Credit terms (账期), on PGlite and (scripts/with-postgres.mjs) on PostgreSQL. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN, PAYMENT_METHODS: 'sandbox,bank' } });
});
afterAll(() => api.close());

type Buyer = Awaited<ReturnType<typeof customer>>;

async function buyer(line?: { limit: number; termDays: number }) {
  const me = await customer(api);
  const addr = await newAddress(api, me.h);
  if (line) ok(await api.call(credit.operatorSetLine, { body: { userId: me.userId, ...line } }, admin));
  return { ...me, addressId: addr.id };
}

/** An unpaid order of one stocked SKU (buy now), `num` of it. */
async function unpaidOrder(me: Buyer & { addressId: number }, num = 1) {
  const [sku] = (await stockSkus(api, 6)).slice(-1);
  const buyNow = { skuId: sku.id, num };
  const preview = ok(await api.call(order.preview, { body: { buyNow } }, me.h));
  return ok(await api.call(order.submit, { body: { buyNow, addressId: me.addressId, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));
}

const lineOf = async (userId: number) => (await api.database.db.select().from(creditLines).where(eq(creditLines.userId, userId)))[0];
const orderRow = async (id: number) => (await api.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const daysFromToday = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

describe('the credit line', () => {
  it('a buyer without a line sees none, no 账期支付 method, and cannot pay by credit', async () => {
    const me = await buyer();
    const o = await unpaidOrder(me);
    expect(ok(await api.call(credit.amount, {}, me.h))).toEqual({ hasLine: false, active: false, limit: 0, used: 0, available: 0, termDays: 0 });
    expect(ok(await api.call(credit.record, {}, me.h))).toMatchObject({ hasLine: false, holder: null });
    expect(ok(await api.call(payment.methods, {}, me.h)).map((m) => m.method)).toEqual(['sandbox', 'bank']);
    expect(ok(await api.call(credit.message, { query: {} }, me.h))).toMatchObject({ usable: false, message: '您尚未开通账期支付，请联系客服申请企业账期' });
    rejected(await api.call(credit.pay, { body: { orderId: o.id } }, me.h), '您尚未开通账期支付，请联系客服申请企业账期');
    rejected(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'credit' } }, me.h), '您尚未开通账期支付，请联系客服申请企业账期');
    expect((await orderRow(o.id)).status).toBe('unpaid');
  });

  it('the operator grants a line with ADMIN_TOKEN only; the buyer sees it and 账期支付 with the available amount', async () => {
    const me = await buyer();
    const body = { userId: me.userId, limit: 5_000_000, termDays: 60 };
    rejected(await api.call(credit.operatorSetLine, { body }, me.h), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(credit.operatorSetLine, { body }, { 'x-api-key': 'not-the-token-0123456789' }), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(credit.operatorSetLine, { body: { ...body, userId: 2_000_000_000 } }, admin), '用户不存在');
    rejected(await api.call(credit.operatorSetLine, { body: { ...body, termDays: 365 } }, admin), /账期天数不能超过 180 天/);
    rejected(await api.call(credit.operatorSetLine, { body: { ...body, limit: -1 } }, admin), /账期额度不能为负数/);
    expect(ok(await api.call(credit.operatorSetLine, { body }, admin))).toEqual({ userId: me.userId, hasLine: true, active: true, limit: 5_000_000, used: 0, available: 5_000_000, termDays: 60 });
    expect(ok(await api.call(credit.amount, {}, me.h))).toMatchObject({ hasLine: true, available: 5_000_000, termDays: 60 });
    expect(ok(await api.call(credit.record, {}, me.h))).toMatchObject({ hasLine: true, holder: 'user', limit: 5_000_000, termDays: 60, active: true });
    const methods = ok(await api.call(payment.methods, {}, me.h));
    expect(methods.at(-1)).toEqual({ method: 'credit', title: '账期支付', description: '可用额度 ¥50,000.00，账期 60 天，到期前对公转账还款' });
    // Changed later: one line, one more grant in the ledger.
    ok(await api.call(credit.operatorSetLine, { body: { ...body, limit: 8_000_000, termDays: 90, note: '年度复核' } }, admin));
    const line = await lineOf(me.userId);
    expect((await ledgerOf(api.database.db, line.id)).map((l) => [l.kind, l.limitAfterFen, l.note])).toEqual([
      ['grant', 5_000_000, '额度 ¥50,000.00，账期 60 天'],
      ['grant', 8_000_000, '额度 ¥80,000.00，账期 90 天（年度复核）'],
    ]);
  });
});

describe('paying by credit', () => {
  it('moves the order to 待发货, lowers the line, opens a bill due term days later and records it', async () => {
    const me = await buyer({ limit: 10_000_000, termDays: 30 });
    const o = await unpaidOrder(me);
    expect(ok(await api.call(credit.message, { query: { orderId: o.id } }, me.h))).toEqual({
      usable: true,
      message: '可用额度 ¥100,000.00，账期 30 天：确认后订单立即生效，请在付款日起 30 天内还款',
      available: 10_000_000,
      termDays: 30,
    });
    const paid = ok(await api.call(credit.pay, { body: { orderId: o.id } }, me.h));
    expect(paid).toMatchObject({ orderId: o.id, orderNo: o.orderNo, status: 'to_ship', statusText: '待发货', available: 10_000_000 - o.total });
    expect(paid.bill).toMatchObject({ billNo: `ZQ${o.orderNo}`, amount: o.total, outstanding: o.total, termDays: 30, dueOn: daysFromToday(30), state: 'due', stateText: '待还款' });

    const detail = ok(await api.call(order.detail, { params: { id: o.id } }, me.h));
    expect(detail).toMatchObject({ status: 'to_ship', payMethod: 'credit' });
    expect(detail.paidAt).not.toBeNull();
    expect(detail.events.at(-1)).toMatchObject({ toStatus: 'to_ship', note: `账期支付，账单 ZQ${o.orderNo}，${daysFromToday(30)} 前还款` });
    expect(ok(await api.call(credit.amount, {}, me.h))).toMatchObject({ used: o.total, available: 10_000_000 - o.total });
    const [pay] = await api.database.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(pay).toMatchObject({ provider: 'credit', status: 'paid', amountFen: o.total, tradeNo: `ZQ${o.orderNo}` });
    const line = await lineOf(me.userId);
    expect((await ledgerOf(api.database.db, line.id)).at(-1)).toMatchObject({ kind: 'charge', deltaFen: o.total, usedAfterFen: o.total, orderId: o.id, billId: paid.bill.id });
    expect(ok(await api.call(credit.wallet, {}, me.h))).toMatchObject({ dueCount: 1, dueAmount: o.total, overdueCount: 0, overdueAmount: 0, nextDueOn: daysFromToday(30) });

    // Paid is paid: a second try is refused and changes nothing.
    rejected(await api.call(credit.pay, { body: { orderId: o.id } }, me.h), '订单当前为「待发货」，无需支付');
    expect((await lineOf(me.userId)).usedFen).toBe(o.total);
  });

  it('through the generic pay call (method credit) as well', async () => {
    const me = await buyer({ limit: 10_000_000, termDays: 30 });
    const o = await unpaidOrder(me);
    const started = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'credit' } }, me.h));
    expect(started).toEqual({ payNo: `P${o.orderNo}01`, method: 'credit', payUrl: null, bank: null });
    expect(ok(await api.call(payment.result, { query: { payNo: started.payNo } }, me.h))).toMatchObject({ status: 'to_ship', paid: true, payMethod: 'credit', payStatus: 'paid' });
  });

  it('refuses a total above the available amount, and changes nothing', async () => {
    const me = await buyer({ limit: 100, termDays: 30 });
    const o = await unpaidOrder(me);
    expect(ok(await api.call(credit.message, { query: { orderId: o.id } }, me.h)).usable).toBe(false);
    rejected(await api.call(credit.pay, { body: { orderId: o.id } }, me.h), `订单金额 ${fenText(o.total)} 超出可用账期额度 ¥1.00`);
    expect((await orderRow(o.id)).status).toBe('unpaid');
    expect((await lineOf(me.userId)).usedFen).toBe(0);
    expect(await api.database.db.select().from(creditBills).where(eq(creditBills.orderId, o.id))).toEqual([]);
  });

  it('a suspended line takes no payment', async () => {
    const me = await buyer();
    ok(await api.call(credit.operatorSetLine, { body: { userId: me.userId, limit: 10_000_000, termDays: 30, active: false } }, admin));
    const o = await unpaidOrder(me);
    expect(ok(await api.call(payment.methods, {}, me.h)).at(-1)).toMatchObject({ method: 'credit', description: '账期额度已暂停使用' });
    rejected(await api.call(credit.pay, { body: { orderId: o.id } }, me.h), '您的账期额度已暂停使用，请联系客服');
  });

  it('an overdue bill blocks new credit payments until it is repaid', async () => {
    const me = await buyer({ limit: 10_000_000, termDays: 30 });
    const first = await unpaidOrder(me);
    const { bill } = ok(await api.call(credit.pay, { body: { orderId: first.id } }, me.h));
    // Time passes: the due date was yesterday.
    await api.database.db.update(creditBills).set({ dueOn: daysFromToday(-1) }).where(eq(creditBills.id, bill.id));
    const second = await unpaidOrder(me);
    const blocked = `您有 1 笔账期账单已逾期（待还 ${fenText(first.total)}），请先还款后再使用账期支付`;
    rejected(await api.call(credit.pay, { body: { orderId: second.id } }, me.h), blocked);
    expect(ok(await api.call(credit.message, { query: {} }, me.h))).toMatchObject({ usable: false, message: blocked });
    expect(ok(await api.call(credit.wallet, {}, me.h))).toMatchObject({ dueCount: 0, overdueCount: 1, overdueAmount: first.total });
    const overdue = ok(await api.call(credit.bills, { query: { state: 'overdue' } }, me.h));
    expect(overdue.map((b) => [b.billNo, b.state, b.stateText])).toEqual([[bill.billNo, 'overdue', '已逾期']]);
    expect((await orderRow(second.id)).status).toBe('unpaid');

    ok(await api.call(credit.operatorRepay, { params: { id: bill.id }, body: { amount: first.total, reference: 'ICBC20261125001' } }, admin));
    expect(ok(await api.call(credit.pay, { body: { orderId: second.id } }, me.h)).status).toBe('to_ship');
  });

  it('two parallel payments cannot overdraw the line: one passes, the other is refused', async () => {
    const me = await buyer({ limit: 10_000_000, termDays: 30 });
    const a = await unpaidOrder(me);
    const b = await unpaidOrder(me);
    // Room for one of the two, not both. On PostgreSQL this fails without the line's row lock (checked: both pass).
    ok(await api.call(credit.operatorSetLine, { body: { userId: me.userId, limit: Math.max(a.total, b.total) + 1, termDays: 30 } }, admin));
    const answers = await Promise.all([api.call(credit.pay, { body: { orderId: a.id } }, me.h), api.call(credit.pay, { body: { orderId: b.id } }, me.h)]);
    const codes = answers.map((r) => r.json.code).sort();
    expect(codes).toEqual([0, 1]);
    expect(answers.find((r) => r.json.code === 0)!.json.message).toMatch(/超出可用账期额度/);
    const line = await lineOf(me.userId);
    const paidTotal = answers.flatMap((r, i) => (r.json.code === 1 ? [[a, b][i].total] : []))[0];
    expect(line.usedFen).toBe(paidTotal);
    expect(line.usedFen).toBeLessThanOrEqual(line.limitFen);
    expect(await api.database.db.select().from(creditBills).where(eq(creditBills.userId, me.userId))).toHaveLength(1);
  });
});

describe('bills and repayment', () => {
  it('lists bills by state with paging; the repay page gives the account and the bill number to quote', async () => {
    const me = await buyer({ limit: 10_000_000, termDays: 30 });
    const bills = [];
    for (let i = 0; i < 3; i++) bills.push(ok(await api.call(credit.pay, { body: { orderId: (await unpaidOrder(me)).id } }, me.h)).bill);
    const page1 = await api.call(credit.bills, { query: {}, pageNo: 1, pageSize: 2 }, me.h);
    expect(ok(page1)).toHaveLength(2);
    expect(totalOf(page1)).toBe(3);
    expect(ok(await api.call(credit.bills, { query: {}, pageNo: 2, pageSize: 2 }, me.h))).toHaveLength(1);
    expect(ok(await api.call(credit.bills, { query: { state: 'due' } }, me.h))).toHaveLength(3);
    expect(ok(await api.call(credit.bills, { query: { state: 'settled' } }, me.h))).toHaveLength(0);
    const info = ok(await api.call(credit.repayInfo, { params: { id: bills[0].id } }, me.h));
    expect(info.account).toMatchObject({ payee: '标准品商城（演示账户，请勿实际转账）', reference: bills[0].billNo });
    expect(info.bill.outstanding).toBe(bills[0].amount);
  });

  it('a repayment the operator records restores the line; a part first, then the rest settles the bill', async () => {
    const me = await buyer({ limit: 10_000_000, termDays: 30 });
    const o = await unpaidOrder(me, 2);
    const { bill } = ok(await api.call(credit.pay, { body: { orderId: o.id } }, me.h));
    const part = Math.floor(o.total / 2);
    const repay = (amount: number) => api.call(credit.operatorRepay, { params: { id: bill.id }, body: { amount, reference: 'CMB-8842-0001', note: '部分还款' } }, admin);
    rejected(await api.call(credit.operatorRepay, { params: { id: bill.id }, body: { amount: part, reference: 'X1' } }, me.h), '请先登录运营后台（登录已失效或未登录）');
    rejected(await repay(o.total + 1), `还款金额不能超过待还金额 ${fenText(o.total)}`);
    rejected(await api.call(credit.operatorRepay, { params: { id: bill.id }, body: { amount: part, reference: '' } }, admin), /请输入银行流水号/);
    rejected(await api.call(credit.operatorRepay, { params: { id: 2_000_000_000 }, body: { amount: part, reference: 'X1' } }, admin), '账单不存在');

    expect(ok(await repay(part))).toMatchObject({ repaid: part, outstanding: o.total - part, state: 'due', userId: me.userId });
    expect(ok(await api.call(credit.amount, {}, me.h))).toMatchObject({ used: o.total - part, available: 10_000_000 - (o.total - part) });
    const settled = ok(await repay(o.total - part));
    expect(settled).toMatchObject({ repaid: o.total, outstanding: 0, state: 'settled', stateText: '已还清' });
    expect(settled.settledAt).not.toBeNull();
    expect(ok(await api.call(credit.amount, {}, me.h))).toMatchObject({ used: 0, available: 10_000_000 });
    rejected(await repay(1), '该账单已还清');
    expect(ok(await api.call(credit.bills, { query: { state: 'settled' } }, me.h)).map((b) => b.id)).toEqual([bill.id]);
    const line = await lineOf(me.userId);
    expect((await ledgerOf(api.database.db, line.id)).map((l) => [l.kind, l.deltaFen, l.usedAfterFen, l.reference])).toEqual([
      ['grant', 0, 0, ''],
      ['charge', o.total, o.total, ''],
      ['repay', -part, o.total - part, 'CMB-8842-0001'],
      ['repay', -(o.total - part), 0, 'CMB-8842-0001'],
    ]);
    const operatorView = ok(await api.call(credit.operatorBills, { query: { userId: me.userId } }, admin));
    expect(operatorView.map((b) => [b.billNo, b.userId])).toEqual([[bill.billNo, me.userId]]);
  });

  it('refundToCredit (after-sales) returns what is still owed to the line and answers what goes back to the buyer', async () => {
    const me = await buyer({ limit: 10_000_000, termDays: 30 });
    const o = await unpaidOrder(me, 2);
    const { bill } = ok(await api.call(credit.pay, { body: { orderId: o.id } }, me.h));
    const db = api.database.db;
    const third = Math.floor(o.total / 3);
    expect(await db.transaction((tx) => refundToCredit(tx, o.id, third, '售后单 AS001 退款'))).toEqual({ toLineFen: third, toBuyerFen: 0, billNo: bill.billNo });
    expect((await lineOf(me.userId)).usedFen).toBe(o.total - third);
    // The buyer repays the rest; a later refund can no longer go to the line: it is money back to the buyer.
    ok(await api.call(credit.operatorRepay, { params: { id: bill.id }, body: { amount: o.total - third, reference: 'BOC-1' } }, admin));
    expect(await db.transaction((tx) => refundToCredit(tx, o.id, third, '售后单 AS002 退款'))).toEqual({ toLineFen: 0, toBuyerFen: third, billNo: bill.billNo });
    expect((await lineOf(me.userId)).usedFen).toBe(0);
    await expect(db.transaction((tx) => refundToCredit(tx, o.id, o.total, '超额'))).rejects.toThrow(/退款金额超过账单可退金额/);
    const other = await unpaidOrder(me);
    await expect(db.transaction((tx) => refundToCredit(tx, other.id, 100, 'x'))).rejects.toThrow('该订单不是账期支付，不能退回账期额度');
    const line = await lineOf(me.userId);
    expect((await ledgerOf(db, line.id)).filter((l) => l.kind === 'refund').map((l) => [l.deltaFen, l.note])).toEqual([[-third, '售后单 AS001 退款']]);
  });
});

describe('cross-user refusals', () => {
  it("another buyer cannot pay, read or repay A's order and bills; nothing changes", async () => {
    const a = await buyer({ limit: 10_000_000, termDays: 30 });
    const b = await buyer({ limit: 10_000_000, termDays: 30 });
    const o = await unpaidOrder(a);
    rejected(await api.call(credit.pay, { body: { orderId: o.id } }, b.h), '订单不存在');
    rejected(await api.call(credit.message, { query: { orderId: o.id } }, b.h), '订单不存在');
    expect((await orderRow(o.id)).status).toBe('unpaid');
    expect((await lineOf(b.userId)).usedFen).toBe(0);
    const { bill } = ok(await api.call(credit.pay, { body: { orderId: o.id } }, a.h));
    rejected(await api.call(credit.repayInfo, { params: { id: bill.id } }, b.h), '账单不存在');
    expect(ok(await api.call(credit.bills, { query: {} }, b.h))).toEqual([]);
    expect(ok(await api.call(credit.wallet, {}, b.h))).toMatchObject({ used: 0, dueCount: 0 });
    expect(chinaToday() <= bill.dueOn).toBe(true);
    const events = await api.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.filter((e) => e.toStatus === 'to_ship')).toHaveLength(1);
  });

  it('bad input is a Chinese message, never a 500', async () => {
    const me = await buyer();
    rejected(await api.call(credit.bills, { query: { state: 'late' as 'due' } }, me.h), /账单状态应为 due、overdue 或 settled/);
    rejected(await api.call(credit.pay, { body: { orderId: 'abc' as unknown as number } }, me.h), '参数 orderId 类型错误，应为数字');
    rejected(await api.call(credit.operatorSetLine, { body: { userId: me.userId, limit: 1.5, termDays: 30 } }, admin), '参数 limit 类型错误，应为整数');
  });
});
