import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlled, NOT_VERIFIED_CODE } from '../../lib/api/contract/controlled';
import { buildPath } from '../../lib/api/contract/endpoint';
import { idCardCheckChar } from '../../lib/api/contract/id-card';
import { order } from '../../lib/api/contract/order';
import { payment } from '../../lib/api/contract/payment';
import { salesLedger, skus } from '../../server/db/schema';
import { customer, markedSku, stockSkus, type SkuFact } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { ID_NUMBERS, PNG, verify } from './identity-helpers';
import { admin, ADMIN_TOKEN, newAddress, requestKey } from './order-helpers';

let api: TestApi;
let precursor: SkuFact;
let explosive: SkuFact;
let hazardousOnly: SkuFact;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
  precursor = await markedSku(api, 'precursor');
  explosive = await markedSku(api, 'explosive');
  hazardousOnly = await markedSku(api, 'hazardousOnly');
}, 180_000);
afterAll(() => api.close());

type H = Record<string, string>;
const preview = (h: H, sku: SkuFact, num = 1) => api.call(order.preview, { body: { buyNow: { skuId: sku.id, num } } }, h);

async function buyer(verified: boolean, idCard = ID_NUMBERS[0], name = '赵建国') {
  const me = await customer(api);
  const address = await newAddress(api, me.h);
  if (verified) await verify(api, me.h, admin, name, idCard);
  return { ...me, addressId: address.id };
}

async function permit(h: H, bytes: Buffer = PNG, name = '购买许可证.png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return (await api.upload(controlled.permitUpload, form, h)).json;
}

async function submit(b: { h: H; addressId: number }, sku: SkuFact, extra: { permit?: { permitId?: number; useStatement: string } } = {}, num = 1) {
  const quote = ok(await preview(b.h, sku, num));
  return api.call(order.submit, { body: { buyNow: { skuId: sku.id, num }, addressId: b.addressId, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: quote.quoteHash, ...extra } }, b.h);
}

const stockOf = async (skuId: number) => (await api.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0].stock;

describe('the real-name gate', () => {
  it('refuses a settlement with any marked product to a buyer who is not verified, with SPEC §5\'s words and a code to redirect on', async () => {
    const me = await buyer(false);
    for (const sku of [precursor, explosive, hazardousOnly]) {
      const res = await preview(me.h, sku);
      rejected(res, '您还未完成实名认证');
      expect(res.json.messageCode).toBe(NOT_VERIFIED_CODE);
    }
    const [plain] = await stockSkus(api, 1);
    expect(ok(await preview(me.h, plain)).controls).toEqual({ permitRequired: false, lines: [] });
    // A submit built by hand is refused the same way, and nothing is ordered.
    const res = await api.call(order.submit, { body: { buyNow: { skuId: hazardousOnly.id, num: 1 }, addressId: me.addressId, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: 'a'.repeat(32) } }, me.h);
    rejected(res, '您还未完成实名认证');
    expect(ok(await api.call(order.counts, {}, me.h)).all).toBe(0);
  });

  it('lets a verified buyer order a hazardous-only product as an ordinary order (no permit, straight to 待付款)', async () => {
    const me = await buyer(true, ID_NUMBERS[1], '钱明');
    const quote = ok(await preview(me.h, hazardousOnly));
    expect(quote.controls.permitRequired).toBe(false);
    expect(quote.controls.lines).toEqual([{ skuId: hazardousOnly.id, name: hazardousOnly.nameCn, marks: ['危险化学品'], permit: false }]);
    const placed = ok(await submit(me, hazardousOnly));
    expect(ok(await api.call(order.detail, { params: { id: placed.id } }, me.h)).status).toBe('unpaid');
  });
});

describe('易制毒 / 易制爆 orders', () => {
  it('need a permit (png/jpeg/pdf by content) and a use statement, then wait in 待审核 and cannot be paid', async () => {
    const me = await buyer(true, ID_NUMBERS[2], '孙丽');
    const quote = ok(await preview(me.h, precursor));
    expect(quote.controls.permitRequired).toBe(true);
    expect(quote.controls.lines[0].marks[0]).toMatch(/^易制毒化学品第[一二三]类$/);
    expect(ok(await preview(me.h, explosive)).controls.lines[0].marks).toContain('易制爆危险化学品');

    rejected(await submit(me, precursor), '请上传购买许可证或备案证明');
    rejected(await submit(me, precursor, { permit: { useStatement: '' } }), /请填写用途说明/);
    const bad = await permit(me.h, Buffer.from('<html>not a permit</html>'), 'permit.pdf');
    expect([bad.code, bad.message]).toEqual([0, '许可证或备案证明仅支持 PNG、JPG 图片或 PDF 文件']);
    const fakePdf = await permit(me.h, Buffer.from('%PDF-1.4\n<html></html>\n%%EOF'), 'permit.pdf');
    expect(fakePdf.code).toBe(0);
    expect((await permit({}, PNG)).code).toBe(-1);
    const up = await permit(me.h);
    expect(up.data).toMatchObject({ name: '购买许可证.png', mime: 'image/png', size: PNG.byteLength });

    // Another buyer cannot use it.
    const other = await buyer(true, ID_NUMBERS[3], '周强');
    rejected(await submit(other, precursor, { permit: { permitId: up.data!.id, useStatement: '药品检验' } }), '许可证文件不存在，请重新上传');

    const before = await stockOf(precursor.id);
    const placed = ok(await submit(me, precursor, { permit: { permitId: up.data!.id, useStatement: '药品质量检验用对照品' } }, 2));
    const detail = ok(await api.call(order.detail, { params: { id: placed.id } }, me.h));
    expect(detail).toMatchObject({ status: 'review', statusText: '待审核', payDeadline: null, actions: ['cancel'] });
    expect(detail.events[0]).toMatchObject({ toStatus: 'review', note: '提交订单（管制品，待审核）' });
    expect(await stockOf(precursor.id)).toBe(before - 2);
    rejected(await api.call(payment.pay, { params: { id: placed.id }, body: { method: 'sandbox' } }, me.h), '订单当前为「待审核」，无需支付');
    // The permit is bound to that order: it cannot be used twice.
    rejected(await submit(me, precursor, { permit: { permitId: up.data!.id, useStatement: '再来一单' } }), '许可证文件不存在，请重新上传');

    // The operator reads the review facts (masked buyer) and the permit file.
    const facts = ok(await api.call(controlled.operatorReview, { params: { id: placed.id } }, admin));
    expect(facts).toMatchObject({ orderNo: placed.orderNo, useStatement: '药品质量检验用对照品', buyerName: '孙*', buyerIdCard: '3101**********0015', reviewedAt: null, permit: { id: up.data!.id } });
    const file = await api.app.request(buildPath(controlled.operatorPermitFile.path, { id: up.data!.id }), { headers: admin });
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    rejected(await api.call(controlled.operatorReview, { params: { id: placed.id } }, me.h), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(controlled.operatorApprove, { params: { id: placed.id } }, me.h), '请先登录运营后台（登录已失效或未登录）');
  });

  it('approved: 待付款 with a fresh deadline, payable, and in the ledger with the lot once shipped', async () => {
    const me = await buyer(true, ID_NUMBERS[4], '吴海燕');
    const up = await permit(me.h, PNG, '许可证.png');
    const placed = ok(await submit(me, precursor, { permit: { permitId: up.data!.id, useStatement: '=HYPERLINK("http://evil","点我")' } }));
    expect(await api.database.db.select().from(salesLedger).where(eq(salesLedger.orderId, placed.id))).toEqual([]);

    const approved = ok(await api.call(controlled.operatorApprove, { params: { id: placed.id }, body: { note: '许可证有效' } }, admin));
    expect(approved.status).toBe('unpaid');
    expect(Date.parse(approved.payDeadline!)).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(approved.events.at(-1)).toMatchObject({ fromStatus: 'review', toStatus: 'unpaid', actor: 'operator', note: '许可证有效' });
    rejected(await api.call(controlled.operatorApprove, { params: { id: placed.id } }, admin), /订单当前为「待付款」/);
    expect(ok(await api.call(payment.pay, { params: { id: placed.id }, body: { method: 'bank' } }, me.h)).method).toBe('bank');
    ok(await api.call(payment.operatorConfirmTransfer, { params: { id: placed.id }, body: { note: '到账' } }, admin));
    const shipped = ok(await api.call(order.operatorShip, { params: { id: placed.id }, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } }, admin));
    const lotNo = shipped.lines[0].lotNo!;
    expect(lotNo).toBeTruthy();

    const res = await api.app.request(`${controlled.operatorLedger.path}`, { headers: admin });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('"序号","订单号","下单时间","审核通过时间","购买人","身份证号码","购买单位","产品名称","货号","CAS号","管制类别","规格","数量","批号","发货时间","用途","许可证/备案证明"');
    const row = lines.find((l) => l.includes(placed.orderNo))!;
    expect(row).toContain('"吴海燕"');
    expect(row).toContain(`"${ID_NUMBERS[4]}"`);
    expect(row).toContain(`"${precursor.cas}"`);
    expect(row).toContain(`"${lotNo}"`);
    expect(row).toContain('"个人"');
    // CSV injection: a use statement starting with = is defused with ', quotes doubled.
    expect(row).toContain(`"'=HYPERLINK(""http://evil"",""点我"")"`);
    expect(row).toContain(`"permit-${up.data!.id} 许可证.png"`);
    expect(row).toMatch(/"易制毒化学品第[一二三]类"/);

    // A date range that excludes today leaves only the header.
    const none = await api.app.request(`${controlled.operatorLedger.path}?to=2020-01-01`, { headers: admin });
    expect((await none.text()).trim().split('\r\n')).toHaveLength(1);
    rejected(await api.raw(controlled.operatorLedger, { query: { from: '2026-13-45' }, headers: admin }), /日期/);
    rejected(await api.raw(controlled.operatorLedger, {}), /运营/);
  });

  it('rejected: 已取消 with the reason, stock given back, nothing in the ledger', async () => {
    const me = await buyer(true, ID_NUMBERS[5], '郑伟');
    const up = await permit(me.h);
    const before = await stockOf(explosive.id);
    const placed = ok(await submit(me, explosive, { permit: { permitId: up.data!.id, useStatement: '标准溶液配制' } }));
    expect(await stockOf(explosive.id)).toBe(before - 1);
    rejected(await api.call(controlled.operatorReject, { params: { id: placed.id }, body: { reason: '' } }, admin), /请填写驳回原因/);
    const refused = ok(await api.call(controlled.operatorReject, { params: { id: placed.id }, body: { reason: '许可证已过期' } }, admin));
    expect(refused).toMatchObject({ status: 'cancelled', cancelReason: '审核未通过：许可证已过期' });
    expect(await stockOf(explosive.id)).toBe(before);
    expect(await api.database.db.select().from(salesLedger).where(eq(salesLedger.orderId, placed.id))).toEqual([]);
    expect(ok(await api.call(controlled.operatorReview, { params: { id: placed.id } }, admin)).reviewNote).toBe('许可证已过期');
    const [plain] = await stockSkus(api, 1);
    const ordinary = ok(await submit(me, plain));
    rejected(await api.call(controlled.operatorApprove, { params: { id: ordinary.id } }, admin), '该订单不是需审核的管制品订单');
  });

  it('the buyer may cancel an order waiting for review', async () => {
    const me = await buyer(true, `33010219950505123${idCardCheckChar('33010219950505123')}`, '冯雪');
    const up = await permit(me.h);
    const placed = ok(await submit(me, precursor, { permit: { permitId: up.data!.id, useStatement: '科研' } }));
    expect(ok(await api.call(order.cancel, { params: { id: placed.id }, body: { reason: '不需要了' } }, me.h)).status).toBe('cancelled');
  });
});
