import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demand } from '../../lib/api/contract/demand';
import { buildPath } from '../../lib/api/contract/endpoint';
import { member } from '../../lib/api/contract/member';
import { order } from '../../lib/api/contract/order';
import { voucher } from '../../lib/api/contract/voucher';
import { FEEDBACK_VOUCHER_FEN } from '../../lib/constants';
import { FEEDBACK_MSG, IMAGE_UPLOAD_MSG } from '../../lib/validation';
import { accessLogs, demandItems, hostedImages, orders, pointsLedger, suggestions } from '../../server/db/schema';
import { chinaDay } from '../../server/services/footprints';
import { expiryFor, pointsSummary, spendPoints, creditPoints } from '../../server/services/points/ledger';
import { creditOrderPoints } from '../../server/services/points/rewards';
import { createUserForMobile } from '../../server/services/users';
import { GIF, PNG, roomySkus, SANDBOX_SECRET, shippedOrder } from './aftersales-helpers';
import { customer, type SkuFact } from './cart-helpers';
import { ok, rejected, totalOf } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { admin, ADMIN_TOKEN } from './order-helpers';

let api: TestApi;
let skus: SkuFact[];
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN, SANDBOX_PAY_SECRET: SANDBOX_SECRET, PAYMENT_METHODS: 'sandbox,bank' } });
  skus = await roomySkus(api, 4);
  expect(skus.length).toBe(4);
});
afterAll(() => api.close());

const db = () => api.database.db;
const DAY_MS = 24 * 60 * 60 * 1000;
const ledger = (userId: number) => db().select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id);

/** A PNG padded to `bytes` (its header still decodes: the size check is what must refuse it). */
const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
function imgForm(bytes: Buffer, name: string, type: string, scene?: string) {
  const form = new FormData();
  form.append('img', new Blob([new Uint8Array(bytes)], { type }), name);
  if (scene) form.append('scene', scene);
  return form;
}
const upload = (h: Record<string, string>, bytes: Buffer, scene = 'feedback', name = 'a.png', type = 'image/png') => api.upload(member.upload, imgForm(bytes, name, type, scene), h);

describe('my collection (the demand list, userBookMark)', () => {
  it('adds, lists with totalCount and pages, removes; another user cannot remove or see it', async () => {
    const me = await customer(api);
    const other = await customer(api);
    for (const s of skus.slice(0, 3)) ok(await api.call(demand.add, { body: { productId: s.productId } }, me.h));
    const first = await api.call(demand.goodsCollectList, { body: {}, pageNo: 1, pageSize: 2 }, me.h);
    expect(ok(first)).toHaveLength(2);
    expect(totalOf(first)).toBe(3);
    const second = ok(await api.call(demand.goodsCollectList, { body: {}, pageNo: 2, pageSize: 2 }, me.h));
    expect(second).toHaveLength(1);
    const [row] = ok(first);
    expect(row.skus.length).toBeGreaterThan(0);
    expect(totalOf(await api.call(demand.goodsCollectList, { body: {} }, other.h))).toBe(0);

    rejected(await api.call(demand.delete, { params: { id: row.id }, body: {} }, other.h), '需求清单记录不存在');
    expect(await db().select().from(demandItems).where(eq(demandItems.userId, me.userId))).toHaveLength(3);
    ok(await api.call(demand.delete, { params: { id: row.id }, body: {} }, me.h));
    expect(totalOf(await api.call(demand.goodsCollectList, { body: {} }, me.h))).toBe(2);
  });
});

describe('footprints (access/log/record)', () => {
  it('stores same-site paths only, marks product pages, and refuses visitors', async () => {
    const me = await customer(api);
    const page = `/goodsDetail/${skus[0].productId}`;
    expect(ok(await api.call(member.accessLogRecord, { body: { page: `${page}?skuId=${skus[0].id}` } }, me.h))).toEqual({ recorded: true });
    expect(ok(await api.call(member.accessLogRecord, { body: { page: '/searchCenter?keyword=aspirin' } }, me.h))).toEqual({ recorded: true });
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', `/${'a'.repeat(400)}`, '']) {
      expect(ok(await api.call(member.accessLogRecord, { body: { page: bad } }, me.h))).toEqual({ recorded: false });
    }
    // A long query is dropped, the path kept.
    expect(ok(await api.call(member.accessLogRecord, { body: { page: `/searchCenter?keyword=${'x'.repeat(400)}` } }, me.h))).toEqual({ recorded: true });
    const rows = await db().select().from(accessLogs).where(eq(accessLogs.userId, me.userId)).orderBy(accessLogs.id);
    expect(rows.map((r) => [r.path, r.productId])).toEqual([
      [`${page}?skuId=${skus[0].id}`, skus[0].productId],
      ['/searchCenter?keyword=aspirin', null],
      ['/searchCenter', null],
    ]);
    expect((await api.call(member.accessLogRecord, { body: { page } })).json.code).toBe(-1);
  });

  it('is rate-limited per user: past the limit nothing is stored', async () => {
    const me = await customer(api);
    await db()
      .insert(accessLogs)
      .values(Array.from({ length: 60 }, () => ({ userId: me.userId, path: '/' })));
    expect(ok(await api.call(member.accessLogRecord, { body: { page: '/cart' } }, me.h))).toEqual({ recorded: false });
    expect(await db().select().from(accessLogs).where(eq(accessLogs.userId, me.userId))).toHaveLength(60);
  });

  it('lists viewed products grouped by day (newest first), clears one day, then all; never another user’s', async () => {
    const me = await customer(api);
    const other = await customer(api);
    const now = Date.now();
    await db()
      .insert(accessLogs)
      .values([
        { userId: me.userId, path: `/goodsDetail/${skus[0].productId}`, productId: skus[0].productId, createdAt: new Date(now - DAY_MS) },
        { userId: me.userId, path: `/goodsDetail/${skus[1].productId}`, productId: skus[1].productId, createdAt: new Date(now - DAY_MS - 1000) },
        { userId: me.userId, path: '/cart', createdAt: new Date(now - DAY_MS) },
      ]);
    ok(await api.call(member.accessLogRecord, { body: { page: `/goodsDetail/${skus[2].productId}` } }, me.h));
    ok(await api.call(member.accessLogRecord, { body: { page: `/goodsDetail/${skus[2].productId}` } }, me.h));
    const days = ok(await api.call(member.footprints, {}, me.h));
    const today = chinaDay(new Date(now));
    const yesterday = chinaDay(new Date(now - DAY_MS));
    expect(days.map((d) => [d.day, d.items.map((i) => i.productId)])).toEqual([
      [today, [skus[2].productId]],
      [yesterday, [skus[0].productId, skus[1].productId]],
    ]);
    expect(days[0].items[0]).toMatchObject({ code: skus[2].code, cas: skus[2].cas, available: true });
    expect(days[0].items[0].skus.length).toBeGreaterThan(0);
    expect(ok(await api.call(member.footprints, {}, other.h))).toEqual([]);

    // Another user's clear removes nothing of mine.
    expect(ok(await api.call(member.footprintsClear, { body: {} }, other.h))).toEqual({ removed: 0 });
    expect(ok(await api.call(member.footprintsClear, { body: { day: yesterday } }, me.h))).toEqual({ removed: 3 });
    expect(ok(await api.call(member.footprints, {}, me.h)).map((d) => d.day)).toEqual([today]);
    rejected(await api.raw(member.footprintsClear, { body: { day: '昨天' }, headers: me.h }), /日期格式应为 YYYY-MM-DD/);
    expect(ok(await api.call(member.footprintsClear, { body: {} }, me.h))).toEqual({ removed: 2 });
    expect(ok(await api.call(member.footprints, {}, me.h))).toEqual([]);
  });
});

describe('points', () => {
  it('a new account gets the sign-up bonus once', async () => {
    const u = await createUserForMobile(db(), { mobile: '13600000001', nickName: '' });
    const again = await createUserForMobile(db(), { mobile: '13600000001', nickName: '' });
    expect(again.id).toBe(u.id);
    expect((await ledger(u.id)).map((r) => [r.kind, r.delta, r.balanceAfter])).toEqual([['signup', 100, 100]]);
  });

  it('a completed order earns floor(paid yuan) once, shown in the ledger and the balance', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[3], num: 1 }] });
    expect(await ledger(me.userId)).toEqual([]);
    ok(await api.call(order.confirmReceipt, { params: { id: o.id }, body: {} }, me.h));
    const expected = Math.floor(o.total / 100);
    expect((await ledger(me.userId)).map((r) => [r.kind, r.delta, r.orderNo])).toEqual([['order', expected, o.orderNo]]);
    // Completing again (e.g. after an after-sales case) credits nothing more.
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    await db().transaction((tx) => creditOrderPoints(tx, row));
    expect(await ledger(me.userId)).toHaveLength(1);

    expect(ok(await api.call(member.pointsSummary, {}, me.h))).toMatchObject({ balance: expected, nextExpiry: { points: expected } });
    const page = await api.call(member.pointsLedger, { body: {} }, me.h);
    expect(totalOf(page)).toBe(1);
    expect(ok(page)[0]).toMatchObject({ kind: 'order', delta: expected, balanceAfter: expected, orderNo: o.orderNo });
    const other = await customer(api);
    expect(ok(await api.call(member.pointsSummary, {}, other.h))).toEqual({ balance: 0, nextExpiry: null });
    expect(totalOf(await api.call(member.pointsLedger, { body: {} }, other.h))).toBe(0);
  });

  it('spending refuses an overdraft atomically, uses the credits that expire first, and is idempotent by ref', async () => {
    const me = await customer(api);
    await creditPoints(db(), { userId: me.userId, kind: 'signup', points: 100, reason: '注册', ref: 'signup:x', now: new Date('2025-06-01T00:00:00Z') });
    await creditPoints(db(), { userId: me.userId, kind: 'suggestion', points: 50, reason: '反馈', ref: 'suggest:x', now: new Date('2026-02-01T00:00:00Z') });
    const now = new Date('2026-03-01T00:00:00Z');
    await expect(spendPoints(db(), { userId: me.userId, points: 151, reason: '兑换', ref: 'mall:1', now })).rejects.toThrow('积分不足（当前可用 150 积分）');
    expect(await ledger(me.userId)).toHaveLength(2);
    expect(await spendPoints(db(), { userId: me.userId, points: 120, reason: '兑换', ref: 'mall:2', now })).toEqual({ spent: true, balance: 30 });
    expect(await spendPoints(db(), { userId: me.userId, points: 120, reason: '兑换', ref: 'mall:2', now })).toEqual({ spent: false, balance: 30 });
    const rows = await ledger(me.userId);
    expect(rows.map((r) => [r.kind, r.delta, r.remaining, r.balanceAfter])).toEqual([
      ['signup', 100, 0, 100],
      ['suggestion', 50, 30, 150],
      ['spend', -120, null, 30],
    ]);
  });

  it('points expire at the end of the year after they were earned (China time), lazily at read', async () => {
    expect(expiryFor(new Date('2024-03-01T00:00:00Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    // 2024-12-31 20:00 in China is still 2024.
    expect(expiryFor(new Date('2024-12-31T12:00:00Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    const me = await customer(api);
    await creditPoints(db(), { userId: me.userId, kind: 'signup', points: 100, reason: '注册', ref: 'signup:y', now: new Date('2024-03-01T00:00:00Z') });
    await creditPoints(db(), { userId: me.userId, kind: 'suggestion', points: 40, reason: '反馈', ref: 'suggest:y', now: new Date('2025-03-01T00:00:00Z') });
    expect(await pointsSummary(db(), me.userId, new Date('2025-12-31T15:59:59Z'))).toEqual({ balance: 140, nextExpiry: { points: 100, at: '2025-12-31T16:00:00.000Z' } });
    expect(await pointsSummary(db(), me.userId, new Date('2026-01-01T00:00:00Z'))).toEqual({ balance: 40, nextExpiry: { points: 40, at: '2026-12-31T16:00:00.000Z' } });
    // Read again: nothing expires twice.
    await pointsSummary(db(), me.userId, new Date('2026-01-02T00:00:00Z'));
    expect((await ledger(me.userId)).map((r) => [r.kind, r.delta, r.balanceAfter])).toEqual([
      ['signup', 100, 100],
      ['suggestion', 40, 140],
      ['expire', -100, 40],
    ]);
    await expect(spendPoints(db(), { userId: me.userId, points: 41, reason: '兑换', ref: 'mall:y', now: new Date('2026-01-02T00:00:00Z') })).rejects.toThrow('积分不足（当前可用 40 积分）');
  });
});

describe('feedback and the generic upload', () => {
  it('refuses a wrong type and a too large image with the SPEC §5 texts, stores nothing', async () => {
    const me = await customer(api);
    rejected(await upload(me.h, GIF, 'feedback', 'a.gif', 'image/gif'), IMAGE_UPLOAD_MSG.badType);
    // Named and typed as a PNG, but text inside.
    rejected(await upload(me.h, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'feedback', 'a.png', 'image/png'), IMAGE_UPLOAD_MSG.badType);
    rejected(await upload(me.h, bigPng(2.5 * 1024 * 1024)), '图片大小不能超过 2MB');
    rejected(await upload(me.h, bigPng(3.5 * 1024 * 1024), 'generic'), '图片大小不能超过 3MB');
    rejected(await api.upload(member.upload, new FormData(), me.h), '请选择要上传的图片');
    expect(await db().select().from(hostedImages).where(eq(hostedImages.userId, me.userId))).toEqual([]);
    // The generic default takes 2.5 MB; a visitor cannot upload.
    expect(ok(await upload(me.h, bigPng(2.5 * 1024 * 1024), 'generic')).size).toBe(2.5 * 1024 * 1024);
    expect((await upload({}, PNG)).json.code).toBe(-1);
  });

  it('checks the form with the SPEC §5 messages', async () => {
    const me = await customer(api);
    const good = { content: '希望增加按 CAS 号批量询价', name: '张工', phone: '13812345678' };
    // The API names the field after the form's text.
    rejected(await api.call(member.suggestAdd, { body: { ...good, content: '   ' } }, me.h), `${FEEDBACK_MSG.validSuggestion}（content）`);
    rejected(await api.call(member.suggestAdd, { body: { ...good, name: '' } }, me.h), `${FEEDBACK_MSG.fillIn}（name）`);
    for (const phone of ['12812345678', '1381234567', '138123456789', 'abcdefghijk']) rejected(await api.call(member.suggestAdd, { body: { ...good, phone } }, me.h), `${FEEDBACK_MSG.phone}（phone）`);
    const fid = 'a'.repeat(32);
    rejected(await api.call(member.suggestAdd, { body: { ...good, files: [1, 2, 3, 4].map(() => ({ fid, url: '/x' })) } }, me.h), `${IMAGE_UPLOAD_MSG.tooMany(3)}（files）`);
    rejected(await api.call(member.suggestAdd, { body: { ...good, files: [{ fid, url: '/x' }] } }, me.h), '图片不存在');
    expect(await db().select().from(suggestions).where(eq(suggestions.userId, me.userId))).toEqual([]);
  });

  it('sends feedback with images seen only by the uploader and the operator; adoption gives its author a 100-yuan voucher once', async () => {
    const me = await customer(api);
    const other = await customer(api);
    const a = ok(await upload(me.h, PNG));
    const b = ok(await upload(me.h, PNG));
    expect(a.url).toBe(buildPath(member.hostedFile.path, { fid: a.fid }));
    const mine = await api.app.request(a.url, { headers: me.h });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    const stolen = await api.app.request(a.url, { headers: other.h });
    expect(((await stolen.json()) as { message: string }).message).toBe('图片不存在');

    // Another user cannot attach my images.
    const body = { content: '订单页希望显示批号', name: '李工', phone: '13912345678', files: [a, b].map(({ fid, url }) => ({ fid, url })) };
    rejected(await api.call(member.suggestAdd, { body }, other.h), '图片不存在');
    const { id } = ok(await api.call(member.suggestAdd, { body }, me.h));
    expect((await db().select().from(hostedImages).where(and(eq(hostedImages.userId, me.userId), eq(hostedImages.suggestionId, id)))).length).toBe(2);

    const listed = await api.call(member.operatorSuggestions, { query: { adopted: '0' } }, admin);
    const row = ok(listed).find((s) => s.id === id)!;
    expect(row).toMatchObject({ content: body.content, name: '李工', phone: '13912345678', adoptedAt: null, userId: me.userId });
    expect(row.images).toHaveLength(2);
    expect((await api.app.request(row.images[0], { headers: admin })).status).toBe(200);
    expect((await api.call(member.operatorSuggestions, {}, me.h)).json.code).toBe(0);

    // SPEC §9: an adopted suggestion is rewarded with a 100-yuan voucher, given to its author (not to the operator, not twice).
    const adopted = ok(await api.call(member.operatorAdopt, { params: { id }, body: {} }, admin));
    expect(adopted).toMatchObject({ credited: true, voucher: { name: '问题反馈采纳奖励 100 元优惠券（无门槛）', face: FEEDBACK_VOUCHER_FEN } });
    expect(FEEDBACK_VOUCHER_FEN).toBe(100 * 100);
    expect(ok(await api.call(member.operatorAdopt, { params: { id }, body: {} }, admin))).toMatchObject({ credited: false, voucher: null });
    const vouchers = ok(await api.call(voucher.mine, { query: {} }, me.h));
    expect(vouchers.map((v) => [v.id, v.face, v.minOrder, v.source, v.state])).toEqual([[adopted.voucher!.id, 10_000, 0, 'feedback', 'unused']]);
    expect(ok(await api.call(voucher.mine, { query: {} }, other.h))).toEqual([]);
    // It is a voucher, not points.
    expect(await ledger(me.userId)).toEqual([]);
    expect((ok(await api.call(member.operatorSuggestions, { query: { adopted: '1' } }, admin)).find((s) => s.id === id)!).adoptedAt).toBe(adopted.adoptedAt);
    rejected(await api.call(member.operatorAdopt, { params: { id: 999999 }, body: {} }, admin), '反馈不存在');
  });
});
