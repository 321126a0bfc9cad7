import { and, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { afterSale } from '../../lib/api/contract/aftersale';
import { activity, pointsMall } from '../../lib/api/contract/promotion';
import { activities, activityVouchers, afterSaleRefunds, mallItems, mallRedemptions, payments, pointsLedger, rateEvents, sandboxRefunds, userVouchers, voucherTemplates } from '../../server/db/schema';
import { creditPoints } from '../../server/services/points/ledger';
import { captcha, freshIp, freshMobile, from, readOutbox } from './accounts-helpers';
import { roomySkus, SANDBOX_SECRET, shippedOrder } from './aftersales-helpers';
import { customer, type SkuFact } from './cart-helpers';
import { ok } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { admin, ADMIN_TOKEN, cartAndPreview } from './order-helpers';
import { atOnce, resendRuleOff, tally } from './race-helpers';

/*
 * Money and quotas under calls that arrive at once. On PostgreSQL (scripts/with-postgres.mjs) the calls run
 * on separate connections, truly in parallel; on PGlite the same assertions hold one call after another.
 */

const IP_CAP = 8;
let api: TestApi;
let skus: SkuFact[];
beforeAll(async () => {
  api = await createTestApi({
    env: { ADMIN_TOKEN, SANDBOX_PAY_SECRET: SANDBOX_SECRET, PAYMENT_METHODS: 'sandbox,bank', CAPTCHA_PROVIDER: 'test', SMS_DAILY_CAP_PER_IP: String(IP_CAP) },
  });
  skus = await roomySkus(api, 6);
  expect(skus.length).toBe(6);
});
afterAll(() => api.close());

const db = () => api.database.db;
type User = Awaited<ReturnType<typeof customer>>;

describe('vouchers and the points mall', () => {
  let templateId = 0;
  beforeAll(async () => {
    [{ id: templateId }] = await db().select({ id: voucherTemplates.id }).from(voucherTemplates).where(eq(voucherTemplates.key, 'points-10'));
  });

  let itemNo = 0;
  /** A listed voucher item of 100 points. */
  async function mallItem(stock: number, perUserLimit: number) {
    const [row] = await db()
      .insert(mallItems)
      .values({ key: `race-${itemNo++}`, kind: 'voucher', name: '竞态测试券', description: '测试', points: 100, stock, perUserLimit, templateId })
      .returning();
    return row;
  }
  const ledger = (u: User) => db().select().from(pointsLedger).where(eq(pointsLedger.userId, u.userId)).orderBy(pointsLedger.id);
  const redeemAtOnce = (u: User, itemId: number) => atOnce(20, () => api.call(pointsMall.redeem, { body: { itemId } }, u.h));

  /** What one user's redemptions of the item left behind: redemptions, their vouchers, the ledger and the stock. */
  async function aftermath(u: User, itemId: number) {
    const redeemed = await db().select().from(mallRedemptions).where(and(eq(mallRedemptions.userId, u.userId), eq(mallRedemptions.itemId, itemId)));
    const vouchers = await db().select().from(userVouchers).where(and(eq(userVouchers.userId, u.userId), eq(userVouchers.source, 'points')));
    const rows = await ledger(u);
    const [item] = await db().select().from(mallItems).where(eq(mallItems.id, itemId));
    return { redeemed: redeemed.length, vouchers: vouchers.length, spends: rows.filter((r) => r.kind === 'spend').length, balance: rows.at(-1)!.balanceAfter, lowest: Math.min(...rows.map((r) => r.balanceAfter)), stock: item.stock };
  }

  it('20 claims at once of one activity voucher by one user: one voucher, one claim counted', async () => {
    const [a] = await db()
      .insert(activities)
      .values({ slug: 'raceOne', title: '竞态活动', summary: '进行中', body: '进行中', startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + 3600_000) })
      .returning();
    await db().insert(activityVouchers).values({ activityId: a.id, templateId, stock: 5 });
    const me = await customer(api);
    const answers = await atOnce(20, () => api.call(activity.claim, { body: { activityId: a.id, templateId } }, me.h));
    expect(tally(answers)).toEqual({ ok: 1, refusals: ['您已领取过这张优惠券'] });
    expect(await db().select().from(userVouchers).where(eq(userVouchers.userId, me.userId))).toHaveLength(1);
    const [offer] = await db().select().from(activityVouchers).where(eq(activityVouchers.activityId, a.id));
    expect(offer.claimed).toBe(1);
  });

  it('20 users claiming at once the last 5 vouchers of an activity: exactly 5 claimed', async () => {
    const [a] = await db()
      .insert(activities)
      .values({ slug: 'raceMany', title: '竞态活动', summary: '进行中', body: '进行中', startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + 3600_000) })
      .returning();
    await db().insert(activityVouchers).values({ activityId: a.id, templateId, stock: 5 });
    const users = await atOnce(20, () => customer(api));
    const answers = await Promise.all(users.map((u) => api.call(activity.claim, { body: { activityId: a.id, templateId } }, u.h)));
    expect(tally(answers)).toEqual({ ok: 5, refusals: ['优惠券已领完'] });
    const [offer] = await db().select().from(activityVouchers).where(eq(activityVouchers.activityId, a.id));
    expect(offer.claimed).toBe(5);
    const issued = await db().select().from(userVouchers).where(inArray(userVouchers.userId, users.map((u) => u.userId)));
    expect(issued).toHaveLength(5);
  });

  it('20 redemptions at once past the per-user limit of 3: 3 redeemed, their points spent once each', async () => {
    const item = await mallItem(100, 3);
    const me = await customer(api);
    await creditPoints(db(), { userId: me.userId, kind: 'signup', points: 5000, reason: '测试积分', ref: 'race:limit' });
    expect(tally(await redeemAtOnce(me, item.id))).toEqual({ ok: 3, refusals: ['每位用户限兑 3 次，您已达上限'] });
    expect(await aftermath(me, item.id)).toEqual({ redeemed: 3, vouchers: 3, spends: 3, balance: 5000 - 300, lowest: 5000 - 300, stock: 97 });
  });

  it('20 redemptions at once of an item with 5 left: 5 redeemed, the stock 0, never below', async () => {
    const item = await mallItem(5, 20);
    const me = await customer(api);
    await creditPoints(db(), { userId: me.userId, kind: 'signup', points: 5000, reason: '测试积分', ref: 'race:stock' });
    expect(tally(await redeemAtOnce(me, item.id))).toEqual({ ok: 5, refusals: ['该商品已兑完'] });
    expect(await aftermath(me, item.id)).toEqual({ redeemed: 5, vouchers: 5, spends: 5, balance: 4500, lowest: 4500, stock: 0 });
  });

  it('20 redemptions at once with points for 4: 4 redeemed, the balance 0, never below', async () => {
    const item = await mallItem(100, 20);
    const me = await customer(api);
    await creditPoints(db(), { userId: me.userId, kind: 'signup', points: 400, reason: '测试积分', ref: 'race:points' });
    expect(tally(await redeemAtOnce(me, item.id))).toEqual({ ok: 4, refusals: ['积分不足（当前可用 0 积分）'] });
    expect(await aftermath(me, item.id)).toEqual({ redeemed: 4, vouchers: 4, spends: 4, balance: 0, lowest: 0, stock: 96 });
  });
});

describe('after-sales refunds', () => {
  /** What the sandbox institution paid back for the order's payment, and in how many refunds. */
  async function refundedOf(orderId: number) {
    const [paid] = await db().select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    const rows = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.payNo, paid.payNo));
    return { paid: paid.amountFen, refunds: rows.length, fen: rows.reduce((s, r) => s + r.amountFen, 0) };
  }
  const approve = (id: number) => api.call(afterSale.operatorApprove, { params: { id }, body: {} }, admin);
  const complete = (id: number) => api.call(afterSale.operatorComplete, { params: { id }, body: { note: '' } }, admin);

  it('two approvals at once of a 仅退款 case: one approves and refunds, the other is refused; paid back once', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[0], num: 2 }] });
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '破损' } }, me.h));
    expect(tally(await atOnce(2, () => approve(c.id)))).toEqual({ ok: 1, refusals: ['售后单当前不是「待审核」，不能审核'] });
    expect(ok(await api.call(afterSale.detail, { params: { id: c.id } }, me.h))).toMatchObject({ status: 'completed', refund: { status: 'succeeded', amount: o.lines[0].price } });
    expect(await refundedOf(o.id)).toMatchObject({ refunds: 1, fen: o.lines[0].price });
  });

  it('two completions at once of a 退货退款 case with the goods back: one refunds, the other is refused; paid back once', async () => {
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[1], num: 2 }] });
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'return_refund', quantity: 2, reason: '规格不符' } }, me.h));
    ok(await approve(c.id));
    expect(tally(await atOnce(2, () => complete(c.id)))).toEqual({ ok: 1, refusals: ['售后单当前为「已完成」，不能完成'] });
    expect(ok(await api.call(afterSale.detail, { params: { id: c.id } }, me.h))).toMatchObject({ status: 'completed', refund: { status: 'succeeded', amount: 2 * o.lines[0].price } });
    expect(await refundedOf(o.id)).toMatchObject({ refunds: 1, fen: 2 * o.lines[0].price });
  });

  it('cases of one order, applied and approved at once, never refund more than was paid; the one past it is refused', async () => {
    // Three lines of similar value v1 ≤ v2 ≤ v3, and a voucher that leaves P paid with v3 < P < v1 + v2: two cases
    // fit (the second cut to what is left), the third finds nothing left, whatever order they run in.
    const picked = skus.slice(2, 5);
    const top = Math.max(...picked.map((s) => s.priceFen));
    const lines = picked.map((sku) => ({ sku, num: Math.min(5, Math.max(1, Math.round(top / sku.priceFen))) }));
    const scout = await customer(api);
    const quote = (await cartAndPreview(api, scout.h, lines.map((l) => ({ skuId: l.sku.id, num: l.num })))).preview;
    const values = quote.lines.map((l) => l.price * l.num).sort((a, b) => a - b);
    expect(values[2]).toBeLessThan(values[0] + values[1]);
    const paid = Math.floor((values[2] + values[0] + values[1]) / 2);
    const [t] = await db()
      .insert(voucherTemplates)
      .values({ key: 'race-big', name: '竞态大额券', faceFen: quote.goods + quote.shippingFee - paid, minOrderFen: 0, validDays: 30 })
      .returning();
    const me = await customer(api);
    const [v] = await db()
      .insert(userVouchers)
      .values({ userId: me.userId, templateId: t.id, source: 'activity', ref: 'race:big', validFrom: new Date(Date.now() - 1000), expiresAt: new Date(Date.now() + 86400_000) })
      .returning();
    const { order: o } = await shippedOrder(api, { method: 'sandbox', lines, who: me, voucherId: v.id });
    expect(o.total).toBe(paid);

    const applied = await Promise.all(o.lines.map((l) => api.call(afterSale.apply, { body: { orderLineId: l.id, kind: 'refund_only', quantity: l.num, reason: '不需要了' } }, me.h)));
    expect(tally(applied)).toEqual({ ok: 2, refusals: ['该订单已无可退金额'] });
    const cases = applied.filter((a) => a.json.code === 1).map((a) => ok(a));
    expect(cases.reduce((s, c) => s + c.refundAmount!, 0)).toBe(paid);
    for (const c of cases) expect(c.refundAmount!).toBeLessThanOrEqual(c.line.price * c.quantity);

    expect(tally(await Promise.all(cases.map((c) => approve(c.id))))).toEqual({ ok: 2, refusals: [] });
    expect(await refundedOf(o.id)).toEqual({ paid, refunds: 2, fen: paid });
    const [{ total }] = await db().select({ total: sum(afterSaleRefunds.amountFen).mapWith(Number) }).from(afterSaleRefunds).where(eq(afterSaleRefunds.orderId, o.id));
    expect(total).toBe(paid);
  });
});

describe('SMS daily caps', () => {
  const getMsgCode = (mobile: string, c: { imgCode: string; imgCodeKey: string }, ip: string) =>
    api.call(contract.user.getMsgCode, { body: { mobile, type: 1, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, from(ip));
  /** Solved captchas, fetched one after another (each from a new address, as the clients would). */
  async function captchas(n: number) {
    const out: Awaited<ReturnType<typeof captcha>>[] = [];
    for (let i = 0; i < n; i++) out.push(await captcha(api));
    return out;
  }
  const texted = (mobiles: string[]) => readOutbox<{ mobile: string }>(api, 'sms-outbox.jsonl').filter((l) => mobiles.includes(l.mobile)).length;

  it('30 sends at once for one mobile from 30 addresses: exactly SMS_DAILY_CAP_PER_MOBILE (10) texted', async () => {
    const resend = await resendRuleOff(api);
    try {
      const mobile = freshMobile();
      const answers = await Promise.all((await captchas(30)).map((c) => getMsgCode(mobile, c, freshIp())));
      expect(tally(answers)).toEqual({ ok: 10, refusals: ['该手机号今日获取验证码次数已达上限，请明天再试'] });
      expect(texted([mobile])).toBe(10);
      expect(await db().select().from(rateEvents).where(and(eq(rateEvents.bucket, 'sms:mobile:day'), eq(rateEvents.subject, mobile)))).toHaveLength(10);
    } finally {
      await resend.undo();
    }
  });

  it(`20 sends at once from one address to 20 mobiles: exactly SMS_DAILY_CAP_PER_IP (${IP_CAP}) texted`, async () => {
    const ip = freshIp();
    const mobiles = Array.from({ length: 20 }, () => freshMobile());
    const solved = await captchas(20);
    const answers = await Promise.all(mobiles.map((m, i) => getMsgCode(m, solved[i], ip)));
    expect(tally(answers)).toEqual({ ok: IP_CAP, refusals: ['今日获取验证码次数过多，请明天再试'] });
    expect(texted(mobiles)).toBe(IP_CAP);
  });
});
