import { randomBytes } from 'node:crypto';
import { setLine } from '../../server/services/credit/lines';
import { order } from '../../lib/api/contract/order';
import { payment } from '../../lib/api/contract/payment';
import { signSandbox } from '../../server/providers/payment/sandbox';
import { customer, stockSkus, type SkuFact } from './cart-helpers';
import { ok } from './contract-calls';
import type { TestApi } from './harness';
import { admin, cartAndPreview, newAddress, requestKey } from './order-helpers';

/* Shared by the after-sales tests and the authorization matrix. */

export const SANDBOX_SECRET = 'sandbox-secret-for-after-sales-tests';

/** 1×1 PNG, 3×2 JPEG (JFIF) and 1×1 GIF, as their bytes. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc00011080002000303012200021101031101ffd9', 'hex');
export const GIF = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

/**
 * A customer's order of these SKUs, paid (the sandbox institution's signed notify, posted in process, or
 * the operator confirming a bank transfer) and shipped by the operator; with `voucherId`, that voucher of
 * the customer is taken off the goods.
 */
export async function shippedOrder(api: TestApi, opts: { method: 'sandbox' | 'bank' | 'credit'; lines: { sku: SkuFact; num: number }[]; who?: Awaited<ReturnType<typeof customer>>; voucherId?: number }) {
  const me = opts.who ?? (await customer(api));
  const addr = await newAddress(api, me.h);
  const { carIds, preview } = await cartAndPreview(
    api,
    me.h,
    opts.lines.map((l) => ({ skuId: l.sku.id, num: l.num })),
  );
  const { voucherId } = opts;
  const quote = voucherId ? ok(await api.call(order.preview, { body: { carIds, voucherId } }, me.h)) : preview;
  const placed = ok(await api.call(order.submit, { body: { carIds, voucherId, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: quote.quoteHash } }, me.h));
  if (opts.method === 'sandbox') {
    const started = ok(await api.call(payment.pay, { params: { id: placed.id }, body: { method: 'sandbox' } }, me.h));
    const unsigned = { payNo: started.payNo, tradeNo: `SBX${Date.now()}${placed.id}`, amount: placed.total, result: 'success' as const, timestamp: Math.floor(Date.now() / 1000), nonce: randomBytes(12).toString('hex') };
    ok(await api.call(payment.sandboxNotify, { body: { ...unsigned, sign: signSandbox(unsigned, SANDBOX_SECRET) } }));
  } else if (opts.method === 'credit') {
    await setLine(api.database.db, { userId: me.userId, limit: 10_000_000, termDays: 30, active: true, note: '测试授信' });
    ok(await api.call(payment.pay, { params: { id: placed.id }, body: { method: 'credit' } }, me.h));
  } else {
    ok(await api.call(payment.pay, { params: { id: placed.id }, body: { method: 'bank' } }, me.h));
    ok(await api.call(payment.operatorConfirmTransfer, { params: { id: placed.id }, body: { note: '到账' } }, admin));
  }
  const shipped = ok(await api.call(order.operatorShip, { params: { id: placed.id }, body: { carrier: '顺丰速运', trackingNo: `SF${Date.now()}` } }, admin));
  return { me, order: shipped };
}

/** Stock SKUs with enough units for the after-sales tests (a line of 3). */
export const roomySkus = async (api: TestApi, n: number) => (await stockSkus(api, 40)).filter((s) => s.stock >= 5).slice(0, n);

export function imageForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
