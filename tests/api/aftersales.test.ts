import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSale } from '../../lib/api/contract/aftersale';
import { order } from '../../lib/api/contract/order';
import { afterSaleEvents, afterSaleImages, afterSaleRefunds, afterSales, orders, sandboxRefunds } from '../../server/db/schema';
import { sandboxRefund } from '../../server/providers/payment/sandbox';
import { customer, type SkuFact } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { admin, ADMIN_TOKEN } from './order-helpers';
import { GIF, imageForm, JPEG, PNG, roomySkus, SANDBOX_SECRET, shippedOrder } from './aftersales-helpers';

let api: TestApi;
let skus: SkuFact[];
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN, SANDBOX_PAY_SECRET: SANDBOX_SECRET, PAYMENT_METHODS: 'sandbox,bank' } });
  skus = await roomySkus(api, 6);
  expect(skus.length).toBe(6);
});
afterAll(() => api.close());

const db = () => api.database.db;
const orderStatus = async (id: number) => (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
const notices = () => {
  const file = path.join(api.dataDir, 'sms-notices.jsonl');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { mobile: string; notice: string; text: string }) : [];
};
const upload = async (h: Record<string, string>, bytes: Buffer, name: string, type: string) => api.upload(afterSale.uploadImage, imageForm(bytes, name, type), h);

describe('applying for after-sales', () => {
  it('only on a shipped order, within the shipped quantity, one open case per line; the order shows 售后中', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[0], num: 3 }] });
    const line = o.lines[0];
    const lines = ok(await api.call(afterSale.lines, { params: { id: o.id } }, me.h));
    expect(lines).toMatchObject({ orderNo: o.orderNo, eligible: true, lines: [{ orderLineId: line.id, num: 3, available: 3, openCaseId: null }] });

    rejected(await api.call(afterSale.apply, { body: { orderLineId: line.id, kind: 'refund_only', quantity: 4, reason: '破损' } }, me.h), '售后数量不能超过可申请数量 3');
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: line.id, kind: 'refund_only', quantity: 2, reason: '瓶身破裂，样品泄漏' } }, me.h));
    expect(c).toMatchObject({ status: 'pending', statusText: '待审核', kindText: '仅退款', quantity: 2, refundAmount: line.price * 2, actions: ['cancel', 'message'], reason: '瓶身破裂，样品泄漏' });
    expect(c.caseNo).toBe(`S${o.orderNo}01`);
    expect(c.events.map((e) => e.statusText)).toEqual(['待审核']);
    expect(await orderStatus(o.id)).toBe('after_sale');
    expect(ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).statusText).toBe('售后中');

    rejected(await api.call(afterSale.apply, { body: { orderLineId: line.id, kind: 'reship', quantity: 1, reason: '再来一个' } }, me.h), '该商品已有处理中的售后单，请等待处理完成');
    expect(ok(await api.call(afterSale.lines, { params: { id: o.id } }, me.h)).lines[0]).toMatchObject({ available: 1, openCaseId: c.id });
  });

  it('refuses an order that has not shipped, a line of another user, and bad input with Chinese messages', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[1], num: 1 }] });
    const other = await customer(api);
    rejected(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '想退' } }, other.h), '订单商品不存在');
    rejected(await api.call(afterSale.lines, { params: { id: o.id } }, other.h), '订单不存在');
    rejected(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '   ' } }, me.h), /问题描述/);
    rejected(await api.raw(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'swap', quantity: 1, reason: '换' }, headers: me.h }), /售后类型/);
    rejected(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 0, reason: '退' } }, me.h), /不能小于 1/);
    // An order still 待发货 cannot be claimed.
    await db().update(orders).set({ status: 'to_ship' }).where(eq(orders.id, o.id));
    rejected(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '未收到' } }, me.h), '订单发货后才能申请售后');
    expect(ok(await api.call(afterSale.lines, { params: { id: o.id } }, me.h))).toMatchObject({ eligible: false, lines: [{ available: 0 }] });
    await db().update(orders).set({ status: 'shipped' }).where(eq(orders.id, o.id));
    expect(await db().select().from(afterSales).where(eq(afterSales.orderId, o.id))).toEqual([]);
  });
});

describe('仅退款 through the sandbox institution', () => {
  it('approving refunds into the sandbox ledger, completes the case, texts the buyer and ends 售后中', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[2], num: 2 }] });
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '少发一瓶' } }, me.h));
    rejected(await api.call(afterSale.operatorApprove, { params: { id: c.id }, body: {} }), /运营|令牌|token/i);
    const done = ok(await api.call(afterSale.operatorApprove, { params: { id: c.id }, body: { note: '核实少发' } }, admin));
    expect(done).toMatchObject({ status: 'completed', statusText: '已完成', refund: { refundNo: `R${c.caseNo}`, amount: o.lines[0].price, method: 'sandbox', status: 'succeeded' } });
    expect(done.events.map((e) => [e.statusText, e.actor])).toEqual([
      ['待审核', 'buyer'],
      ['退款中', 'operator'],
      ['已完成', 'system'],
    ]);
    const ledger = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.refundNo, `R${c.caseNo}`));
    expect(ledger.map((r) => r.amountFen)).toEqual([o.lines[0].price]);
    expect(await orderStatus(o.id)).toBe('shipped');
    const sms = notices().filter((n) => n.notice === 'refunded' && n.text.includes(c.caseNo));
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toBe(`【标准品商城】您的售后单 ${c.caseNo}（订单 ${o.orderNo}）已退款 ${(o.lines[0].price / 100).toFixed(2)} 元，已原路退回沙箱支付（演示），请注意查收。`);

    // The institution is idempotent by refund number, and never refunds more than the payment took.
    const [refund] = await db().select().from(afterSaleRefunds).where(eq(afterSaleRefunds.caseId, c.id));
    const again = await db().transaction((tx) => sandboxRefund(tx, { refundNo: refund.refundNo, orderId: o.id, orderNo: o.orderNo, payNo: refund.payNo, tradeNo: null, amountFen: refund.amountFen, reason: 'retry' }));
    expect(again.providerRef).toBe(refund.providerRef);
    expect(await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.payNo, refund.payNo!))).toHaveLength(1);
    await expect(db().transaction((tx) => sandboxRefund(tx, { refundNo: 'RTEST-OVER', orderId: o.id, orderNo: o.orderNo, payNo: refund.payNo, tradeNo: null, amountFen: o.total, reason: 'over' }))).rejects.toThrow('退款金额超过该笔支付可退金额');
    // A completed case cannot be approved, rejected or cancelled again; completing it again changes nothing.
    rejected(await api.call(afterSale.operatorApprove, { params: { id: c.id }, body: {} }, admin), '售后单当前不是「待审核」，不能审核');
    rejected(await api.call(afterSale.operatorReject, { params: { id: c.id }, body: { reason: '晚了' } }, admin), '售后单当前为「已完成」，不能拒绝');
    rejected(await api.call(afterSale.cancel, { params: { id: c.id }, body: {} }, me.h), '售后单当前为「已完成」，不能撤销');
    rejected(await api.call(afterSale.operatorComplete, { params: { id: c.id }, body: {} }, admin), '售后单当前为「已完成」，不能完成');
    expect(await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.payNo, refund.payNo!))).toHaveLength(1);
  });

  it('the refund is line price × quantity and never more than paid minus what other cases claim', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[3], num: 3 }] });
    const line = o.lines[0];
    const first = ok(await api.call(afterSale.apply, { body: { orderLineId: line.id, kind: 'refund_only', quantity: 2, reason: '两瓶破损' } }, me.h));
    expect(first.refundAmount).toBe(line.price * 2);
    ok(await api.call(afterSale.operatorApprove, { params: { id: first.id }, body: {} }, admin));
    // What is left to claim is 1 unit; pretend most of the payment went back elsewhere: the cap is paid − refunded.
    await db().update(afterSaleRefunds).set({ amountFen: o.total - 100 }).where(eq(afterSaleRefunds.caseId, first.id));
    await db().update(afterSales).set({ refundFen: o.total - 100 }).where(eq(afterSales.id, first.id));
    const second = ok(await api.call(afterSale.apply, { body: { orderLineId: line.id, kind: 'return_refund', quantity: 1, reason: '第三瓶也要退' } }, me.h));
    expect(second.refundAmount).toBe(100);
    rejected(await api.call(afterSale.apply, { body: { orderLineId: line.id, kind: 'refund_only', quantity: 1, reason: '再退' } }, me.h), '该商品已有处理中的售后单，请等待处理完成');
    ok(await api.call(afterSale.cancel, { params: { id: second.id }, body: {} }, me.h));
    // The quantity is spent only by cases that were not withdrawn.
    expect(ok(await api.call(afterSale.lines, { params: { id: o.id } }, me.h)).lines[0].available).toBe(1);
  });
});

describe('退货退款 with photos, the thread, and the operator', () => {
  it('photos are checked by their bytes and served to the owner and the operator only', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[4], num: 2 }] });
    const other = await customer(api);
    rejected(await upload(me.h, GIF, 'a.png', 'image/png'), '只能上传格式正确的图片（PNG、JPG）');
    rejected(await upload(me.h, Buffer.from('<svg onload="alert(1)"/>'), 'a.jpg', 'image/jpeg'), '只能上传格式正确的图片（PNG、JPG）');
    rejected(await upload(me.h, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png'), /文件过大，不能超过 2 MB/);
    expect((await upload({}, PNG, 'a.png', 'image/png')).json.code).toBe(-1);
    const png = ok(await upload(me.h, PNG, '破损照片.png', 'application/octet-stream'));
    const jpg = ok(await upload(me.h, JPEG, 'label.jpg', 'image/jpeg'));
    expect([png.mime, jpg.mime, png.name]).toEqual(['image/png', 'image/jpeg', '破损照片.png']);
    const extra = [ok(await upload(me.h, PNG, 'c.png', 'image/png')), ok(await upload(me.h, PNG, 'd.png', 'image/png'))];
    const body = { orderLineId: o.lines[0].id, kind: 'return_refund' as const, quantity: 1, reason: '标签与货号不符' };
    rejected(await api.call(afterSale.apply, { body: { ...body, imageIds: [png.id, jpg.id, ...extra.map((e) => e.id)] } }, me.h), /^最多只能上传 3 张图片/);
    // Another user's photo cannot be attached.
    const theirs = ok(await upload(other.h, PNG, 'x.png', 'image/png'));
    rejected(await api.call(afterSale.apply, { body: { ...body, imageIds: [png.id, theirs.id] } }, me.h), '图片不存在');
    expect(await db().select().from(afterSales).where(eq(afterSales.orderId, o.id))).toEqual([]);

    const c = ok(await api.call(afterSale.apply, { body: { ...body, imageIds: [png.id, jpg.id] } }, me.h));
    expect(c.images.map((i) => i.name)).toEqual(['破损照片.png', 'label.jpg']);
    const mine = await api.app.request(`/mall/shopping/order/api/afterSale/image/${png.id}`, { headers: me.h });
    expect([mine.status, mine.headers.get('content-type'), mine.headers.get('content-security-policy')]).toEqual([200, 'image/png', 'sandbox']);
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    const stolen = await api.app.request(`/mall/shopping/order/api/afterSale/image/${png.id}`, { headers: other.h });
    expect((await stolen.json()) as unknown).toMatchObject({ code: 0, message: '图片不存在' });
    const op = await api.app.request(`/mall/shopping/order/api/operator/afterSale/image/${jpg.id}`, { headers: admin });
    expect([op.status, op.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const noToken = await api.app.request(`/mall/shopping/order/api/operator/afterSale/image/${jpg.id}`);
    expect(((await noToken.json()) as { code: number }).code).toBe(0);
    // Attached photos belong to the case now: they cannot be attached again.
    rejected(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'invoice', quantity: 1, reason: '发票', imageIds: [png.id] } }, me.h), '该商品已有处理中的售后单，请等待处理完成');
    expect((await db().select().from(afterSaleImages).where(eq(afterSaleImages.caseId, c.id))).length).toBe(2);
  });

  it('pending → 已同意（待退货） → goods back → refunded; the buyer and the operator write in the thread', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[5], num: 2 }] });
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'return_refund', quantity: 2, reason: '纯度不符' } }, me.h));
    const approved = ok(await api.call(afterSale.operatorApprove, { params: { id: c.id }, body: {} }, admin));
    expect(approved.statusText).toBe('已同意（待退货）');
    const asked = ok(await api.call(afterSale.message, { params: { id: c.id }, body: { content: '已寄回，顺丰 SF1234567890' } }, me.h));
    expect(asked.messages).toMatchObject([{ actor: 'buyer', actorText: '我', content: '已寄回，顺丰 SF1234567890' }]);
    const replied = ok(await api.call(afterSale.operatorReply, { params: { id: c.id }, body: { content: '收到，验货后退款' } }, admin));
    expect(replied.messages.map((m) => [m.actorText, m.content])).toEqual([
      ['我', '已寄回，顺丰 SF1234567890'],
      ['商城客服', '收到，验货后退款'],
    ]);
    rejected(await api.call(afterSale.message, { params: { id: c.id }, body: { content: '' } }, me.h), /留言内容/);
    const done = ok(await api.call(afterSale.operatorComplete, { params: { id: c.id }, body: { note: '退货已验收' } }, admin));
    expect(done.events.map((e) => e.statusText)).toEqual(['待审核', '已同意（待退货）', '退款中', '已完成']);
    expect(done.refund).toMatchObject({ amount: o.lines[0].price * 2, status: 'succeeded' });
    expect(await orderStatus(o.id)).toBe('shipped');
    // The whole line is claimed now.
    rejected(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'reship', quantity: 1, reason: '再补' } }, me.h), '该商品已全部申请过售后');
  });

  it('reject with a reason, buyer withdrawal, 补发 with tracking and 发票问题; a completed order returns to 已完成', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[0], num: 1 }, { sku: skus[1], num: 1 }] });
    ok(await api.call(order.confirmReceipt, { params: { id: o.id }, body: {} }, me.h));
    const [a, b] = o.lines;
    const rej = ok(await api.call(afterSale.apply, { body: { orderLineId: a.id, kind: 'refund_only', quantity: 1, reason: '不想要了' } }, me.h));
    expect(await orderStatus(o.id)).toBe('after_sale');
    rejected(await api.call(afterSale.operatorReject, { params: { id: rej.id }, body: { reason: '' } }, admin), /拒绝原因/);
    const r = ok(await api.call(afterSale.operatorReject, { params: { id: rej.id }, body: { reason: '标准品开封后不支持无理由退货' } }, admin));
    expect(r).toMatchObject({ status: 'rejected', statusText: '已拒绝', rejectReason: '标准品开封后不支持无理由退货', actions: ['message'] });
    expect(await orderStatus(o.id)).toBe('completed');

    const reship = ok(await api.call(afterSale.apply, { body: { orderLineId: a.id, kind: 'reship', quantity: 1, reason: '运输中破损' } }, me.h));
    const inv = ok(await api.call(afterSale.apply, { body: { orderLineId: b.id, kind: 'invoice', quantity: 1, reason: '发票抬头有误' } }, me.h));
    expect(ok(await api.call(afterSale.operatorApprove, { params: { id: reship.id }, body: {} }, admin)).statusText).toBe('补发中');
    rejected(await api.call(afterSale.cancel, { params: { id: reship.id }, body: {} }, me.h), '售后单当前为「补发中」，不能撤销');
    rejected(await api.call(afterSale.operatorComplete, { params: { id: reship.id }, body: {} }, admin), '请填写补发包裹的承运商和运单号');
    const shipped = ok(await api.call(afterSale.operatorComplete, { params: { id: reship.id }, body: { carrier: '顺丰速运', trackingNo: 'SF9876543210' } }, admin));
    expect(shipped).toMatchObject({ status: 'completed', carrier: '顺丰速运', trackingNo: 'SF9876543210', refund: null });
    expect(await orderStatus(o.id)).toBe('after_sale');
    expect(ok(await api.call(afterSale.operatorApprove, { params: { id: inv.id }, body: {} }, admin)).statusText).toBe('已同意（处理中）');
    const withdrawn = ok(await api.call(afterSale.cancel, { params: { id: inv.id }, body: {} }, me.h));
    expect(withdrawn).toMatchObject({ status: 'cancelled', statusText: '已撤销', actions: [] });
    rejected(await api.call(afterSale.message, { params: { id: inv.id }, body: { content: '还在吗' } }, me.h), '售后单已撤销，不能再留言');
    expect(await orderStatus(o.id)).toBe('completed');
    const orderEvents = ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).events.map((e) => e.toStatusText);
    expect(orderEvents.slice(-2)).toEqual(['售后中', '已完成']);
  });
});

describe('对公转账 refunds are recorded by the operator', () => {
  it('stays 退款中 until the operator records the transfer back', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'bank', lines: [{ sku: skus[2], num: 1 }] });
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '重复下单' } }, me.h));
    const waiting = ok(await api.call(afterSale.operatorApprove, { params: { id: c.id }, body: {} }, admin));
    expect(waiting).toMatchObject({ status: 'refunding', refund: { method: 'bank', methodText: '对公转账', status: 'pending', refundedAt: null } });
    rejected(await api.call(afterSale.operatorComplete, { params: { id: c.id }, body: {} }, admin), '对公转账退款请在备注中填写已办理的转账记录（如银行流水号）');
    rejected(await api.call(afterSale.cancel, { params: { id: c.id }, body: {} }, me.h), '售后单当前为「退款中」，不能撤销');
    const done = ok(await api.call(afterSale.operatorComplete, { params: { id: c.id }, body: { note: '工行流水 20261125001' } }, admin));
    expect(done).toMatchObject({ status: 'completed', refund: { status: 'succeeded' } });
    expect(done.events.at(-1)?.note).toBe(`已退款 ¥${(o.lines[0].price / 100).toFixed(2)}，原路退回对公转账（工行流水 20261125001）`);
    expect(notices().some((n) => n.text.includes(c.caseNo) && n.text.includes('对公转账'))).toBe(true);
  });
});

describe('lists, detail and other users', () => {
  it('lists by tab, and another user can neither read nor change a case', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[3], num: 1 }, { sku: skus[4], num: 1 }] });
    const open = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'reship', quantity: 1, reason: '缺件' } }, me.h));
    const closed = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[1].id, kind: 'invoice', quantity: 1, reason: '税号错' } }, me.h));
    ok(await api.call(afterSale.cancel, { params: { id: closed.id }, body: {} }, me.h));
    const ids = async (tab: 'all' | 'open' | 'completed' | 'closed') => ok(await api.call(afterSale.list, { query: { tab } }, me.h)).map((c) => c.id);
    expect(await ids('all')).toEqual([closed.id, open.id]);
    expect(await ids('open')).toEqual([open.id]);
    expect(await ids('closed')).toEqual([closed.id]);
    expect(await ids('completed')).toEqual([]);
    rejected(await api.raw(afterSale.list, { query: { tab: 'weird' }, headers: me.h }), /售后状态不正确/);

    const other = await customer(api);
    const before = await db().select().from(afterSaleEvents).where(eq(afterSaleEvents.caseId, open.id));
    rejected(await api.call(afterSale.detail, { params: { id: open.id } }, other.h), '售后单不存在');
    rejected(await api.call(afterSale.cancel, { params: { id: open.id }, body: {} }, other.h), '售后单不存在');
    rejected(await api.call(afterSale.message, { params: { id: open.id }, body: { content: '我来了' } }, other.h), '售后单不存在');
    expect(ok(await api.call(afterSale.list, {}, other.h))).toEqual([]);
    expect(await db().select().from(afterSaleEvents).where(eq(afterSaleEvents.caseId, open.id))).toEqual(before);
    expect((await api.call(afterSale.detail, { params: { id: open.id } }, {})).json.code).toBe(-1);

    const opList = ok(await api.call(afterSale.operatorList, { query: { status: 'pending' } }, admin));
    expect(opList.find((c) => c.id === open.id)).toMatchObject({ userId: me.userId, caseNo: open.caseNo });
    expect(ok(await api.call(afterSale.operatorDetail, { params: { id: open.id } }, admin)).reason).toBe('缺件');
  });
});
