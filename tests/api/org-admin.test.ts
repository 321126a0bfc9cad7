import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSale } from '../../lib/api/contract/aftersale';
import { credit } from '../../lib/api/contract/credit';
import { order, orderBuyerOnly } from '../../lib/api/contract/order';
import { addMemberRefusal, org } from '../../lib/api/contract/org';
import { payment } from '../../lib/api/contract/payment';
import { orderEvents, orders, users } from '../../server/db/schema';
import { auth, freshMobile, smsLogin } from './accounts-helpers';
import { shippedOrder } from './aftersales-helpers';
import { customer, stockSkus, type SkuFact } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { admin, newAddress, requestKey } from './order-helpers';
import { certifyOrg, CREDIT_CODES, verifiedOrg } from './org-helpers';

/*
 * An organisation's admin and its members' orders: the admin sees them with the buyer's name and is offered
 * (and allowed) only cancel before payment and buy again; paying, confirming receipt and after-sales stay
 * with the buyer, refused with the buyer's name — never 订单不存在 for an order the admin sees.
 * And sub-accounts only once the enterprise verification is approved.
 */

let api: TestApi;
let skus: SkuFact[];
const db = () => api.database.db;
type Who = { userId: number; token: string; h: { token: string } };

beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test', PAYMENT_METHODS: 'sandbox,bank' } });
  skus = await stockSkus(api, 3);
});
afterAll(() => api.close());

/** A 立即购买 order of one unit of the first SKU, 待付款. */
async function placeOrder(who: Who) {
  const addressId = (await newAddress(api, who.h)).id;
  const preview = ok(await api.call(order.preview, { body: { buyNow: { skuId: skus[0].id, num: 1 } } }, who.h));
  return ok(await api.call(order.submit, { body: { buyNow: { skuId: skus[0].id, num: 1 }, addressId, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, who.h));
}

/** A person the admin adds by mobile with this role, logged in, with a nickname. */
async function addMember(adminH: Record<string, string>, role: 'buyer' | 'viewer' | 'admin', nickName: string): Promise<Who> {
  const mobile = freshMobile();
  ok(await api.call(org.addMember, { body: { mobile, role } }, adminH));
  const login = await smsLogin(api, mobile);
  await db().update(users).set({ nickName }).where(eq(users.id, login.userInfo.id));
  return { userId: login.userInfo.id, token: login.token, h: auth(login.token) };
}

describe("an organisation admin and the members' orders", () => {
  let boss: Who;
  let buyer: Who;
  let peer: Who;
  const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;
  const mobileOf = async (id: number) => (await db().select({ mobile: users.mobile }).from(users).where(eq(users.id, id)))[0].mobile!;

  beforeAll(async () => {
    boss = await customer(api);
    await verifiedOrg(api, boss.h, admin, '苏州示例分析测试有限公司', CREDIT_CODES[0]);
    buyer = await addMember(boss.h, 'buyer', '李采购');
    peer = await addMember(boss.h, 'buyer', '王同事');
  });

  it("lists a member's unpaid order for the admin with the buyer's name and only 取消订单; the buyer and the admin's own orders keep 去支付", async () => {
    const theirs = await placeOrder(buyer);
    const mine = await placeOrder(boss);
    const asBoss = ok(await api.call(order.list, {}, boss.h));
    const seen = asBoss.find((o) => o.id === theirs.id)!;
    expect(seen.buyer).toEqual({ name: '李采购', mobile: masked(await mobileOf(buyer.userId)) });
    expect(seen.actions).toEqual(['cancel']);
    expect(asBoss.find((o) => o.id === mine.id)).toMatchObject({ buyer: null, actions: ['pay', 'cancel'] });
    expect(ok(await api.call(order.detail, { params: { id: theirs.id } }, boss.h))).toMatchObject({ buyer: { name: '李采购' }, actions: ['cancel'] });
    // The buyer's own view: no buyer line, every action of 待付款.
    expect(ok(await api.call(order.detail, { params: { id: theirs.id } }, buyer.h))).toMatchObject({ buyer: null, actions: ['pay', 'cancel'] });
    // A member who is not an admin sees neither the order nor a way to act on it.
    expect(ok(await api.call(order.list, {}, peer.h)).map((o) => o.id)).not.toContain(theirs.id);
    rejected(await api.call(order.detail, { params: { id: theirs.id } }, peer.h), '订单不存在');
    rejected(await api.call(order.cancel, { params: { id: theirs.id }, body: { reason: '同事取消' } }, peer.h), '订单不存在');
  });

  it("refuses the admin's payment of a member's order with the buyer's name, on every way to pay", async () => {
    const theirs = await placeOrder(buyer);
    const refusal = orderBuyerOnly('李采购', 'pay');
    rejected(await api.call(payment.pay, { params: { id: theirs.id }, body: { method: 'bank' } }, boss.h), refusal);
    rejected(await api.call(payment.pay, { params: { id: theirs.id }, body: { method: 'credit' } }, boss.h), refusal);
    rejected(await api.call(payment.bankAccount, { params: { id: theirs.id } }, boss.h), refusal);
    rejected(await api.call(credit.pay, { body: { orderId: theirs.id } }, boss.h), refusal);
    expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, theirs.id)))[0].status).toBe('unpaid');
    // The buyer pays it.
    ok(await api.call(payment.pay, { params: { id: theirs.id }, body: { method: 'bank' } }, buyer.h));
  });

  it("lets the admin cancel a member's unpaid order, recorded as the admin's, and the buyer sees why", async () => {
    const theirs = await placeOrder(buyer);
    const cancelled = ok(await api.call(order.cancel, { params: { id: theirs.id }, body: { reason: '预算已用完' } }, boss.h));
    expect(cancelled).toMatchObject({ status: 'cancelled', statusText: '已取消', cancelReason: '预算已用完', buyer: { name: '李采购' }, actions: ['buyAgain'] });
    const asBuyer = ok(await api.call(order.detail, { params: { id: theirs.id } }, buyer.h));
    expect(asBuyer).toMatchObject({ status: 'cancelled', cancelReason: '预算已用完', buyer: null });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, theirs.id));
    const bossName = (await db().select({ mobile: users.mobile }).from(users).where(eq(users.id, boss.userId)))[0].mobile!;
    expect(events.filter((e) => e.toStatus === 'cancelled').map((e) => [e.actor, e.note])).toEqual([['buyer', `机构管理员 ${masked(bossName)} 取消：预算已用完`]]);
  });

  it("offers the admin only 再次购买 on a member's shipped order; confirming receipt and after-sales are refused with the buyer's name", async () => {
    const { order: shipped } = await shippedOrder(api, { method: 'bank', lines: [{ sku: skus[1], num: 1 }], who: buyer });
    const seen = ok(await api.call(order.detail, { params: { id: shipped.id } }, boss.h));
    expect(seen).toMatchObject({ status: 'shipped', buyer: { name: '李采购' }, actions: ['buyAgain'] });
    expect(ok(await api.call(order.detail, { params: { id: shipped.id } }, buyer.h)).actions).toEqual(['confirm', 'afterSale', 'buyAgain']);
    rejected(await api.call(order.confirmReceipt, { params: { id: shipped.id } }, boss.h), orderBuyerOnly('李采购', 'confirm'));
    rejected(await api.call(afterSale.lines, { params: { id: shipped.id } }, boss.h), orderBuyerOnly('李采购', 'afterSale'));
    rejected(
      await api.call(afterSale.apply, { body: { orderLineId: seen.lines[0].id, kind: 'refund_only', quantity: 1, reason: '管理员代为申请售后' } }, boss.h),
      orderBuyerOnly('李采购', 'afterSale'),
    );
    // Cancel is the admin's, but the state machine still says no once it has shipped.
    rejected(await api.call(order.cancel, { params: { id: shipped.id }, body: { reason: '' } }, boss.h), '订单当前为「已发货」，不能取消');
    // 再次购买 puts the lines into the admin's own cart.
    const again = ok(await api.call(order.buyAgain, { params: { id: shipped.id } }, boss.h));
    expect(again.carIds).toHaveLength(1);
    // The buyer confirms receipt.
    expect(ok(await api.call(order.confirmReceipt, { params: { id: shipped.id } }, buyer.h)).status).toBe('completed');
  });

  it("sweeps a member's overdue order before the admin's list reads it, so the admin never sees a stale 待付款", async () => {
    const theirs = await placeOrder(buyer);
    await db().update(orders).set({ payDeadline: sql`now() - interval '1 minute'` }).where(eq(orders.id, theirs.id));
    expect(ok(await api.call(order.list, {}, boss.h)).find((o) => o.id === theirs.id)).toMatchObject({ status: 'cancelled', actions: ['buyAgain'] });
  });
});

describe('sub-accounts wait for the enterprise verification', () => {
  it('refuses 新增子账号 while the verification is 审核中 or 已驳回, and says so in 账号管理; allows it once approved', async () => {
    const applicant = await customer(api);
    const pending = await certifyOrg(api, applicant.h, '杭州示例生物医药有限公司', CREDIT_CODES[1]);
    const mobile = freshMobile();
    rejected(await api.call(org.addMember, { body: { mobile, role: 'buyer' } }, applicant.h), addMemberRefusal(1)!);
    expect(ok(await api.call(org.orgInfo, {}, applicant.h))).toMatchObject({ isAdmin: true, canAddMember: false, addMemberBlocked: addMemberRefusal(1)! });
    expect(await db().select().from(users).where(eq(users.mobile, mobile))).toEqual([]);

    ok(await api.call(org.operatorReview, { params: { id: pending.current!.id }, body: { decision: 'reject', reason: '营业执照不清晰' } }, admin));
    rejected(await api.call(org.addMember, { body: { mobile, role: 'buyer' } }, applicant.h), addMemberRefusal(3)!);

    const other = await customer(api);
    await verifiedOrg(api, other.h, admin, '南京示例质检中心', CREDIT_CODES[2]);
    expect(ok(await api.call(org.orgInfo, {}, other.h))).toMatchObject({ isAdmin: true, canAddMember: true, addMemberBlocked: null });
    expect(ok(await api.call(org.addMember, { body: { mobile, role: 'buyer' } }, other.h))).toMatchObject({ role: 'buyer', status: 'active' });
  });
});

describe('按机构下单 waits for the enterprise verification too', () => {
  it('records an order placed while the verification is 审核中 as personal, and under the organisation once approved', async () => {
    const applicant = await customer(api);
    const pending = await certifyOrg(api, applicant.h, '无锡示例药业有限公司', CREDIT_CODES[3]);
    const before = await placeOrder(applicant);
    const recorded = async (id: number) => (await db().select({ org: orders.organisationId }).from(orders).where(eq(orders.id, id)))[0].org;
    expect(await recorded(before.id)).toBeNull();

    ok(await api.call(org.operatorReview, { params: { id: pending.current!.id }, body: { decision: 'approve' } }, admin));
    const after = await placeOrder(applicant);
    expect(await recorded(after.id)).toBe(pending.current!.id);
    // Both stay in the applicant's own list.
    expect(ok(await api.call(order.list, {}, applicant.h)).map((o) => o.id)).toEqual(expect.arrayContaining([before.id, after.id]));
  });
});
