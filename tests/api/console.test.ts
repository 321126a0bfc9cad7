import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { API_KEY_HEADER, STAFF_TOKEN_HEADER } from '../../lib/api/contract/endpoint';
import { STAFF_LOGIN_REQUIRED } from '../../lib/api/contract/staff';
import { OPERATOR_MSG } from '../../server/http/operator';
import { customer, stockSkus } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, OPERATOR_KEY, type TestApi } from './harness';
import { admin, cartAndPreview, newAddress, requestKey } from './order-helpers';
import { clock, enrolledStaff, logIn } from './staff-helpers';

/* The console's dashboard (console.dashboard): today's orders and sales, and the work queues a person's permissions see. */

const { console: desk, order, payment } = contract;
let api: TestApi;
const tokens: Record<'all' | 'orders' | 'catalogue' | 'finance', string> = { all: '', orders: '', catalogue: '', finance: '' };
beforeAll(async () => {
  api = await createTestApi();
  clock.start();
  const groups = { all: '超级管理员', orders: '订单与发货组', catalogue: '商品目录组', finance: '财务组' } as const;
  for (const [who, group] of Object.entries(groups) as [keyof typeof tokens, string][]) {
    tokens[who] = (await logIn(api, await enrolledStaff(api, [group], `${group}成员`))).token;
  }
});
afterAll(async () => {
  clock.stop();
  await api.close();
});

const dashboardOf = async (who: keyof typeof tokens) => ok(await api.call(desk.dashboard, {}, { [STAFF_TOKEN_HEADER]: tokens[who] }));
const countOf = (d: Awaited<ReturnType<typeof dashboardOf>>, key: string) => d.queues.find((q) => q.key === key)?.count;

/** A customer's order of one stock SKU, unpaid, with 对公转账 chosen. */
async function bankOrder() {
  const me = await customer(api);
  const addr = await newAddress(api, me.h);
  const [sku] = (await stockSkus(api, 6)).slice(-1);
  const { carIds, preview } = await cartAndPreview(api, me.h, [{ skuId: sku.id, num: 1 }]);
  const placed = ok(await api.call(order.submit, { body: { carIds, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));
  ok(await api.call(payment.pay, { params: { id: placed.id }, body: { method: 'bank' } }, me.h));
  return placed;
}

describe('console.dashboard', () => {
  it('counts an order placed today, then paid: 待确认转账 → 待发货, paid orders and their amount', async () => {
    const before = await dashboardOf('all');
    expect(before.day).toBe(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
    expect(before.queues.map((q) => q.title)).toEqual(['待发货', '待确认转账', '待开票', '售后待处理', '询价待报价', '实名认证待审核', '企业认证待审核', '管控订单待审批']);

    const placed = await bankOrder();
    const placedDay = await dashboardOf('all');
    expect(placedDay.today).toEqual({ ...before.today!, orders: before.today!.orders + 1 });
    expect(countOf(placedDay, 'transferToConfirm')).toBe(countOf(before, 'transferToConfirm')! + 1);
    expect(countOf(placedDay, 'toShip')).toBe(countOf(before, 'toShip'));

    ok(await api.call(payment.operatorConfirmTransfer, { params: { id: placed.id }, body: { note: '到账' } }, admin));
    const paid = await dashboardOf('all');
    expect(paid.today).toEqual({ orders: before.today!.orders + 1, paidOrders: before.today!.paidOrders + 1, paidFen: before.today!.paidFen + placed.total });
    expect(countOf(paid, 'transferToConfirm')).toBe(countOf(before, 'transferToConfirm'));
    expect(countOf(paid, 'toShip')).toBe(countOf(before, 'toShip')! + 1);
    expect(countOf(await dashboardOf('orders'), 'toShip')).toBe(countOf(paid, 'toShip'));
  });

  it('shows each person only the queues of their permissions', async () => {
    const orders = await dashboardOf('orders');
    expect(orders.queues.map((q) => q.key)).toEqual(['toShip']);
    expect(orders.today).not.toBeNull();
    const finance = await dashboardOf('finance');
    expect(finance.queues.map((q) => q.key)).toEqual(['transferToConfirm', 'invoiceToIssue']);
    const catalogue = await dashboardOf('catalogue');
    expect(catalogue.queues).toEqual([]);
    expect(catalogue.today).toBeNull();
  });

  it('needs a staff session: none, a shopper token or an API key is sent to the login', async () => {
    const shopper = await customer(api);
    for (const h of [{}, shopper.h, { [API_KEY_HEADER]: OPERATOR_KEY }] as Record<string, string>[]) {
      const res = await api.call(desk.dashboard, {}, h);
      rejected(res, OPERATOR_MSG.loginRequired);
      expect(res.json.messageCode).toBe(STAFF_LOGIN_REQUIRED);
    }
  });
});
