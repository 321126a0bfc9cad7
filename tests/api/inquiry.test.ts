import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { basketItems, inquiries, inquiryLines } from '../../server/db/schema';
import { ok, rejected } from './contract-calls';
import { customer, stockSkus, unlistSku } from './cart-helpers';
import { createTestApi, type TestApi, OPERATOR_KEY } from './harness';

/** Inquiries: the basket becomes an inquiry, the shop quotes it (operator call with ADMIN_TOKEN), the customer reads or closes it. */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await api.close();
});

const admin = { 'x-api-key': OPERATOR_KEY };
const contact = { contact: '张工', phone: '13812345678', company: '某某药业质量部', note: '请提供COA' };

async function basketOf(n: number) {
  const me = await customer(api);
  const skus = await stockSkus(api, n);
  const ids: number[] = [];
  for (const [i, s] of skus.entries()) ids.push(ok(await api.call(contract.basket.insert, { body: { skuId: s.id, num: i + 1 } }, me.h)).id);
  return { me, skus, ids };
}

describe('inquiry/submit', () => {
  it('turns the whole basket into an inquiry and empties it', async () => {
    const { me, skus } = await basketOf(3);
    const { id } = ok(await api.call(contract.inquiry.submit, { body: contact }, me.h));
    expect(ok(await api.call(contract.basket.total, {}, me.h))).toBe(0);
    const d = ok(await api.call(contract.inquiry.detail, { params: { id } }, me.h));
    expect(d).toMatchObject({ id, status: 'submitted', statusText: '待报价', ...contact, lineCount: 3, totalNum: 6, quotedTotal: null, quotedAt: null, quoteNote: null });
    expect(d.lines.map((l) => [l.skuId, l.num, l.listPrice, l.quotedPrice, l.leadDays])).toEqual(skus.map((s, i) => [s.id, i + 1, s.priceFen, null, null]));
    expect(d.lines[0]).toMatchObject({ code: skus[0].code, name: skus[0].nameCn, pack: skus[0].pack, cas: skus[0].cas });
  });

  it('submits only the chosen basket rows and keeps the others', async () => {
    const { me, ids } = await basketOf(3);
    const { id } = ok(await api.call(contract.inquiry.submit, { body: { ...contact, carIds: [ids[0], ids[2]] } }, me.h));
    expect(ok(await api.call(contract.inquiry.detail, { params: { id } }, me.h)).lineCount).toBe(2);
    const left = await api.database.db.select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.userId, me.userId));
    expect(left.map((r) => r.id)).toEqual([ids[1]]);
  });

  it("refuses an empty basket, another user's rows, and a retry of a submitted basket", async () => {
    const { me, ids } = await basketOf(1);
    const other = await customer(api);
    rejected(await api.call(contract.inquiry.submit, { body: contact }, other.h), '询价篮为空，请先加入询价商品');
    rejected(await api.call(contract.inquiry.submit, { body: { ...contact, carIds: ids } }, other.h), '询价篮记录不存在');
    expect(ok(await api.call(contract.basket.total, {}, me.h))).toBe(1);
    ok(await api.call(contract.inquiry.submit, { body: { ...contact, carIds: ids } }, me.h));
    rejected(await api.call(contract.inquiry.submit, { body: { ...contact, carIds: ids } }, me.h), '询价篮记录不存在');
    const mine = await api.database.db.select().from(inquiries).where(eq(inquiries.userId, me.userId));
    expect(mine).toHaveLength(1);
  });

  it('refuses a basket holding an unlisted SKU, naming it, and submits nothing', async () => {
    const { me, skus } = await basketOf(2);
    await unlistSku(api, skus[1].id);
    rejected(await api.call(contract.inquiry.submit, { body: contact }, me.h), `「${skus[1].nameCn} ${skus[1].pack}」已下架，请从询价篮中删除后再提交`);
    expect(ok(await api.call(contract.basket.total, {}, me.h))).toBe(2);
  });

  it.each([
    [{ ...contact, contact: ' ' }, '请输入联系人（contact）'],
    [{ ...contact, phone: '12345' }, '请输入正确的手机号或座机号码（如 010-12345678）（phone）'],
    [{ ...contact, phone: '12812345678' }, /phone/],
    [{ ...contact, company: undefined }, '缺少必填参数 company'],
    [{ ...contact, company: '  ' }, '请输入单位名称（company）'],
    [{ ...contact, note: '备'.repeat(501) }, '备注不能超过500个字（note）'],
    [{ ...contact, carIds: [] }, '请至少选择一个询价商品（carIds）'],
  ])('refuses bad contact details, naming the field (%#)', async (body, message) => {
    const { me } = await basketOf(1);
    rejected(await api.raw(contract.inquiry.submit, { body, headers: me.h }), message);
    expect(ok(await api.call(contract.basket.total, {}, me.h))).toBe(1);
  });

  it.each(['13812345678', '010-12345678', '0755 1234567', '021-12345678-801', '02112345678转801'])('accepts the phone %s', async (phone) => {
    const { me } = await basketOf(1);
    ok(await api.call(contract.inquiry.submit, { body: { ...contact, phone } }, me.h));
  });
});

describe('inquiry/list, detail and close', () => {
  it('lists my inquiries newest first, paged, with status and line counts; filters by status', async () => {
    const { me } = await basketOf(2);
    const first = ok(await api.call(contract.inquiry.submit, { body: contact }, me.h)).id;
    const [s] = await stockSkus(api, 1);
    ok(await api.call(contract.basket.insert, { body: { skuId: s.id, num: 4 } }, me.h));
    const second = ok(await api.call(contract.inquiry.submit, { body: contact }, me.h)).id;
    const res = await api.call(contract.inquiry.list, {}, me.h);
    const rows = ok(res);
    expect(res.json.totalCount).toBe(2);
    expect(rows.map((r) => [r.id, r.lineCount, r.totalNum, r.status])).toEqual([
      [second, 1, 4, 'submitted'],
      [first, 2, 3, 'submitted'],
    ]);
    const page2 = await api.call(contract.inquiry.list, { pageNo: 2, pageSize: 1 }, me.h);
    expect(ok(page2).map((r) => r.id)).toEqual([first]);
    ok(await api.call(contract.inquiry.close, { params: { id: first }, body: {} }, me.h));
    expect(ok(await api.call(contract.inquiry.list, { query: { status: 'closed' } }, me.h)).map((r) => r.id)).toEqual([first]);
    expect(ok(await api.call(contract.inquiry.list, { query: { status: 'submitted' } }, me.h)).map((r) => r.id)).toEqual([second]);
    rejected(await api.raw(contract.inquiry.list, { query: { status: 'paid' }, headers: me.h }), /status/);
  });

  it("never shows or closes another user's inquiry", async () => {
    const { me } = await basketOf(1);
    const other = await customer(api);
    const { id } = ok(await api.call(contract.inquiry.submit, { body: contact }, me.h));
    rejected(await api.call(contract.inquiry.detail, { params: { id } }, other.h), '询价单不存在');
    rejected(await api.call(contract.inquiry.close, { params: { id }, body: {} }, other.h), '询价单不存在');
    expect(ok(await api.call(contract.inquiry.list, {}, other.h))).toEqual([]);
    expect((await api.database.db.select().from(inquiries).where(eq(inquiries.id, id)))[0].status).toBe('submitted');
  });

  it('closes once', async () => {
    const { me } = await basketOf(1);
    const { id } = ok(await api.call(contract.inquiry.submit, { body: contact }, me.h));
    ok(await api.call(contract.inquiry.close, { params: { id }, body: {} }, me.h));
    const d = ok(await api.call(contract.inquiry.detail, { params: { id } }, me.h));
    expect(d.status).toBe('closed');
    expect(d.closedAt).not.toBeNull();
    rejected(await api.call(contract.inquiry.close, { params: { id }, body: {} }, me.h), '询价单已关闭');
  });

  it('answers -1 without a session', async () => {
    for (const res of [await api.call(contract.inquiry.submit, { body: contact }), await api.call(contract.inquiry.list), await api.call(contract.inquiry.detail, { params: { id: 1 } }), await api.call(contract.inquiry.close, { params: { id: 1 }, body: {} })]) {
      expect(res.json.code).toBe(-1);
    }
  });
});

describe('operator/inquiry/* (x-admin-token)', () => {
  it('quotes lines: prices and lead times appear in the detail, status quoted', async () => {
    const { me } = await basketOf(2);
    const { id } = ok(await api.call(contract.inquiry.submit, { body: contact }, me.h));
    const lines = ok(await api.call(contract.inquiry.detail, { params: { id } }, me.h)).lines;
    const quoted = ok(
      await api.call(contract.inquiry.operatorQuote, { params: { id }, body: {
          lines: [
            { lineId: lines[0].id, priceFen: 12_345, leadDays: 3 },
            { lineId: lines[1].id, priceFen: 50_000, leadDays: 15 },
          ],
          note: '含税含运费，报价7天有效',
        } }, admin),
    );
    expect(quoted).toMatchObject({ status: 'quoted', statusText: '已报价', quoteNote: '含税含运费，报价7天有效', quotedTotal: 12_345 * 1 + 50_000 * 2 });
    const d = ok(await api.call(contract.inquiry.detail, { params: { id } }, me.h));
    expect(d.lines.map((l) => [l.quotedPrice, l.leadDays])).toEqual([
      [12_345, 3],
      [50_000, 15],
    ]);
    expect(d.quotedAt).not.toBeNull();
    expect(ok(await api.call(contract.inquiry.list, { query: { status: 'quoted' } }, me.h))[0]).toMatchObject({ id, quotedTotal: 112_345 });
    // A second quote replaces the named lines and keeps the others.
    ok(await api.call(contract.inquiry.operatorQuote, { params: { id }, body: { lines: [{ lineId: lines[1].id, priceFen: 45_000, leadDays: 10 }] } }, admin));
    const again = ok(await api.call(contract.inquiry.detail, { params: { id } }, me.h));
    expect(again.lines.map((l) => l.quotedPrice)).toEqual([12_345, 45_000]);
    expect(again.quoteNote).toBe('');
  });

  it('refuses without an operator key, with a wrong one, and with a customer session', async () => {
    const { me } = await basketOf(1);
    const { id } = ok(await api.call(contract.inquiry.submit, { body: contact }, me.h));
    const [line] = ok(await api.call(contract.inquiry.detail, { params: { id } }, me.h)).lines;
    const body = { lines: [{ lineId: line.id, priceFen: 100, leadDays: 1 }] };
    rejected(await api.call(contract.inquiry.operatorQuote, { params: { id }, body: body }), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(contract.inquiry.operatorQuote, { params: { id }, body: body }, { 'x-api-key': `${OPERATOR_KEY}x` }), '请先登录运营后台（登录已失效或未登录）');
    // A customer's session is no operator credential.
    rejected(await api.call(contract.inquiry.operatorQuote, { params: { id }, body: body }, me.h), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(contract.inquiry.operatorList, {}, me.h), '请先登录运营后台（登录已失效或未登录）');
    expect((await api.database.db.select().from(inquiryLines).where(eq(inquiryLines.id, line.id)))[0].quotedPriceFen).toBeNull();
    expect(ok(await api.call(contract.inquiry.detail, { params: { id } }, me.h)).status).toBe('submitted');
  });

  it('refuses lines of another inquiry, repeated lines, bad prices, and a closed inquiry', async () => {
    const a = await basketOf(1);
    const idA = ok(await api.call(contract.inquiry.submit, { body: contact }, a.me.h)).id;
    const b = await basketOf(1);
    const idB = ok(await api.call(contract.inquiry.submit, { body: contact }, b.me.h)).id;
    const [lineA] = ok(await api.call(contract.inquiry.detail, { params: { id: idA } }, a.me.h)).lines;
    const [lineB] = ok(await api.call(contract.inquiry.detail, { params: { id: idB } }, b.me.h)).lines;
    const q = (id: number, lines: unknown) => api.raw(contract.inquiry.operatorQuote, { params: { id }, body: { lines }, headers: admin });
    rejected(await q(idA, [{ lineId: lineB.id, priceFen: 100, leadDays: 1 }]), `报价行不属于该询价单（lineId ${lineB.id}）`);
    rejected(
      await q(idA, [
        { lineId: lineA.id, priceFen: 100, leadDays: 1 },
        { lineId: lineA.id, priceFen: 200, leadDays: 1 },
      ]),
      `报价行重复（lineId ${lineA.id}）`,
    );
    rejected(await q(idA, [{ lineId: lineA.id, priceFen: 0, leadDays: 1 }]), '报价应大于 0（lines.0.priceFen）');
    rejected(await q(idA, [{ lineId: lineA.id, priceFen: 1.5, leadDays: 1 }]), /lines\.0\.priceFen/);
    rejected(await q(idA, [{ lineId: lineA.id, priceFen: 100, leadDays: 366 }]), '货期不能超过 365 天（lines.0.leadDays）');
    rejected(await q(987654, [{ lineId: lineA.id, priceFen: 100, leadDays: 1 }]), '询价单不存在');
    ok(await api.call(contract.inquiry.close, { params: { id: idA }, body: {} }, a.me.h));
    rejected(await q(idA, [{ lineId: lineA.id, priceFen: 100, leadDays: 1 }]), '询价单已关闭，不能报价');
  });

  it('lists every inquiry for the operator, with the customer', async () => {
    const { me } = await basketOf(1);
    const { id } = ok(await api.call(contract.inquiry.submit, { body: contact }, me.h));
    const rows = ok(await api.call(contract.inquiry.operatorList, { query: { status: 'submitted' }, pageSize: 100 }, admin));
    expect(rows.find((r) => r.id === id)).toMatchObject({ userId: me.userId, phone: contact.phone, status: 'submitted' });
    const d = ok(await api.call(contract.inquiry.operatorDetail, { params: { id } }, admin));
    expect(d).toMatchObject({ id, userId: me.userId, lineCount: 1 });
  });
});
