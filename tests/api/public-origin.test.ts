import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { shopConfig } from '../../scripts/shop-env';
import { freshIp, from } from './accounts-helpers';
import { customer, stockSkus } from './cart-helpers';
import { ok } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { cartAndPreview, freePort, listen, newAddress, requestKey } from './order-helpers';

/*
 * The shop on port 3100 with no PUBLIC_ORIGIN: the API gets what `npm start` gives it (scripts/shop-env.ts), and
 * every link it hands a browser opens on that shop — the sandbox cashier, the payment return page, the QR login page.
 */

const SHOP = 'http://localhost:3100';
let api: TestApi;
let server: ServerType;
beforeAll(async () => {
  const started = shopConfig({ NODE_ENV: 'test', PORT: '3100' });
  expect(started.apiEnv.PUBLIC_ORIGIN).toBe(SHOP);
  const port = await freePort();
  api = await createTestApi({ env: { ...started.apiEnv, SANDBOX_NOTIFY_ORIGIN: `http://127.0.0.1:${port}`, PAYMENT_METHODS: 'sandbox,bank' } });
  server = await listen(api, port);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

describe('the links of an API started by npm start on PORT=3100', () => {
  it('sends the buyer to the sandbox cashier and back to the return page on that port', async () => {
    const me = await customer(api);
    const addr = await newAddress(api, me.h);
    const [sku] = await stockSkus(api, 1);
    const { carIds, preview } = await cartAndPreview(api, me.h, [{ skuId: sku.id, num: 1 }]);
    const o = ok(await api.call(contract.order.submit, { body: { carIds, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));

    const started = ok(await api.call(contract.payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    const cashier = new URL(started.payUrl!);
    expect(`${cashier.origin}${cashier.pathname}`).toBe(`${SHOP}/sandboxPay`);
    expect(cashier.searchParams.get('payNo')).toBe(started.payNo);
    const token = cashier.searchParams.get('token')!;
    expect(ok(await api.call(contract.payment.sandboxCashier, { params: { payNo: started.payNo }, query: { token } })).returnUrl).toBe(`${SHOP}/successAliPage?payNo=${started.payNo}`);

    const decided = ok(await api.call(contract.payment.sandboxDecide, { params: { payNo: started.payNo }, query: { token }, body: { result: 'success' } }));
    expect(decided.returnUrl).toBe(`${SHOP}/successAliPage?payNo=${started.payNo}`);
    expect(ok(await api.call(contract.payment.result, { query: { payNo: started.payNo } }, me.h))).toMatchObject({ paid: true, statusText: '待发货' });
  });

  it('draws the WeChat QR as a page of that shop', async () => {
    const scanned = ok(await api.call(contract.user.wechatScan, { body: {} }, from(freshIp())));
    expect(scanned.qrcodeUrl).toMatch(new RegExp(`^${SHOP}/login/weChatLogin\\?scene=\\w+$`));
  });
});
