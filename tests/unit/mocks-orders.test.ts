import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure, createApiClient } from '@/lib/api/client';
import { addressCalls, invoiceCalls } from '@/lib/api/address';
import { orderCalls, paymentCalls } from '@/lib/api/order';
import { mockSkus } from '@/mocks/fixtures/cart';
import { resetAddressMocks } from '@/mocks/handlers/address';
import { resetCartMocks, seedCart, cartMockState } from '@/mocks/handlers/cart';
import { resetOrderMocks, setMockPrice } from '@/mocks/handlers/order';
import { promotionCalls } from '@/lib/api/promotion';
import { resetMemberMocks, seedMockPoints } from '@/mocks/handlers/member';
import { resetPromotionMocks } from '@/mocks/handlers/promotion';
import { createMockServer } from '@/mocks/node';

/* The order mocks answer like the real API (docs/api.md "Orders", "Payment"), through the storefront's own client. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAddressMocks();
  resetCartMocks();
  resetOrderMocks();
  resetPromotionMocks();
  resetMemberMocks();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => 'mock-token-7-1' });
const home = { consignee: '张三', mobile: '13800138000', provinceId: 110000, cityId: 110100, districtId: 110101, detail: '王府井大街1号' };
const [a, b] = mockSkus.filter((s) => s.stock >= 3);

async function ready() {
  seedCart(7, [{ skuId: a.skuId, num: 1 }, { skuId: b.skuId, num: 2 }]);
  const carIds = cartMockState(7).cart.map((r) => r.id);
  const address = await addressCalls.add(api, 'receiving', home);
  return { carIds, address };
}

describe('order mocks', () => {
  it('a voucher redeemed with points takes its face off the goods, is used by the order and comes back when it is cancelled', async () => {
    seedMockPoints(7, { kind: 'signup', delta: 100, reason: '新用户注册奖励', orderNo: null, balanceAfter: 100, expiresAt: null, createdAt: new Date().toISOString() });
    const ten = (await promotionCalls.mallItems(api)).find((i) => i.points === 100)!;
    await promotionCalls.redeem(api, ten.id);
    const [mine] = await promotionCalls.myVouchers(api);
    seedCart(7, [{ skuId: a.skuId, num: Math.ceil(ten.voucher!.minOrder / a.price) }]);
    const carIds = cartMockState(7).cart.map((r) => r.id);
    const address = await addressCalls.add(api, 'receiving', home);
    const plain = await orderCalls.preview(api, { carIds });
    expect(plain.vouchers.map((v) => [v.id, v.applicable])).toEqual([[mine.id, true]]);
    const quote = await orderCalls.preview(api, { carIds, voucherId: mine.id });
    expect(quote.discount).toBe(ten.voucher!.face);
    expect(quote.total).toBe(quote.goods + quote.shippingFee - ten.voucher!.face);
    expect(quote.quoteHash).not.toBe(plain.quoteHash);
    const placed = await orderCalls.submit(api, { carIds, voucherId: mine.id, addressId: address.id, invoice: { kind: 'none' }, requestKey: 'key-voucher-1', quoteHash: quote.quoteHash });
    expect(placed.total).toBe(quote.total);
    expect((await promotionCalls.myVouchers(api))[0]).toMatchObject({ state: 'used', orderNo: placed.orderNo });
    await orderCalls.cancel(api, placed.id, '');
    expect((await promotionCalls.myVouchers(api))[0]).toMatchObject({ state: 'unused', orderNo: null });
    // Another's or an unknown voucher is refused in the server's words.
    const refused = await orderCalls.preview(api, { buyNow: { skuId: a.skuId, num: 1 }, voucherId: 999 }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'rejected', message: '所选优惠券不可用（已使用、已过期或不属于您），请重新选择' });
  });

  it('a repeated submit with one key makes one order; the ordered cart rows are gone', async () => {
    const { carIds, address } = await ready();
    const quote = await orderCalls.preview(api, { carIds });
    expect(quote.goods).toBe(a.price + 2 * b.price);
    const body = { carIds, addressId: address.id, invoice: { kind: 'none' as const }, requestKey: 'key-12345678', quoteHash: quote.quoteHash };
    const [first, second] = await Promise.all([orderCalls.submit(api, body), orderCalls.submit(api, body)]);
    expect(second.id).toBe(first.id);
    expect((await orderCalls.counts(api)).unpaid).toBe(1);
    expect(cartMockState(7).cart).toHaveLength(0);
  });

  it('a changed price refuses the old quote with the notice, and the preview shows it', async () => {
    const { carIds, address } = await ready();
    const quote = await orderCalls.preview(api, { carIds });
    setMockPrice(a.skuId, a.price + 1000);
    const refused = await orderCalls.submit(api, { carIds, addressId: address.id, invoice: { kind: 'none' }, requestKey: 'key-abcdefgh', quoteHash: quote.quoteHash }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiFailure);
    expect((refused as ApiFailure).message).toMatch(/^商品价格或库存已变化，请确认最新结算信息后再提交；「.+」价格已由 ¥[\d.]+ 调整为 ¥[\d.]+$/);
    expect((await orderCalls.preview(api, { carIds })).notices[0]).toContain('价格已由');
  });

  it('a special invoice copies the title and the posting address; sandbox pay settles the order as 待发货', async () => {
    const { carIds, address } = await ready();
    const mail = await addressCalls.add(api, 'invoice', { ...home, detail: '财务部' });
    const title = await invoiceCalls.add(api, { kind: 'special', title: '上海某某检测技术有限公司', taxNo: '91350100M000100Y43', regAddress: '上海市浦东新区1号', regPhone: '021-12345678', bankName: '招商银行', bankAccount: '6225880000000000' });
    const quote = await orderCalls.preview(api, { carIds });
    const { id } = await orderCalls.submit(api, { carIds, addressId: address.id, invoice: { kind: 'special', titleId: title.id, addressId: mail.id }, requestKey: 'key-special1', quoteHash: quote.quoteHash });
    const detail = await orderCalls.detail(api, id);
    expect(detail.invoice).toMatchObject({ kind: 'special', title: '上海某某检测技术有限公司', statusText: '待开票', mailTo: { detail: '财务部' } });
    const started = await paymentCalls.pay(api, id, 'sandbox');
    expect(started.payUrl).toMatch(new RegExp(`^/sandboxPay\\?payNo=${started.payNo}&token=[0-9a-f]{32}$`));
    expect((await paymentCalls.result(api, started.payNo)).paid).toBe(false);
    await paymentCalls.decide(api, started.payNo, 'success');
    expect(await paymentCalls.result(api, started.payNo)).toMatchObject({ paid: true, statusText: '待发货' });
    expect((await orderCalls.detail(api, id)).events.map((e) => e.toStatusText)).toEqual(['待付款', '待发货']);
  });

  it('a transfer slip must be a PNG, JPEG or PDF by its bytes', async () => {
    const { carIds, address } = await ready();
    const quote = await orderCalls.preview(api, { carIds });
    const { id } = await orderCalls.submit(api, { carIds, addressId: address.id, invoice: { kind: 'none' }, requestKey: 'key-slip1234', quoteHash: quote.quoteHash });
    const text = new File(['hello'], 'slip.png', { type: 'image/png' });
    await expect(paymentCalls.uploadSlip(api, id, text)).rejects.toThrow('转账凭证仅支持 PNG、JPG 图片或 PDF 文件');
    const pdf = new File(['%PDF-1.4\n%%EOF'], 'slip.pdf', { type: 'application/pdf' });
    expect(await paymentCalls.uploadSlip(api, id, pdf)).toMatchObject({ name: 'slip.pdf', mime: 'application/pdf' });
    expect((await paymentCalls.bankAccount(api, id)).slips).toHaveLength(1);
  });
});
