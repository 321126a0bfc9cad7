import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { address } from '../../lib/api/contract/address';
import { invoice } from '../../lib/api/contract/invoice';
import { order } from '../../lib/api/contract/order';
import { cart } from '../../lib/api/contract/cart';
import { ok } from './contract-calls';
import { OPERATOR_KEY, type TestApi } from './harness';
import { API_KEY_HEADER } from '../../lib/api/contract/endpoint';

/* Shared by the order, payment, address and invoice tests. */

/** ADMIN_TOKEN of the test API: now only the storefront's page-refresh hook's secret. */
export const ADMIN_TOKEN = 'operator-token-for-order-tests-0123456789';
/** The operator's headers: the test databases' API key with every permission a key may hold (harness.ts). */
export const admin = { [API_KEY_HEADER]: OPERATOR_KEY };

/** 北京市 东城区: a real path of the cascade. */
export const BEIJING = { provinceId: 11, cityId: 1101, districtId: 110101 };

export async function newAddress(api: TestApi, h: Record<string, string>, extra: Partial<{ consignee: string; isDefault: boolean; book: 'receiving' | 'invoice' }> = {}) {
  return ok(await api.call(address.add, { body: { consignee: '张三', mobile: '13812345678', ...BEIJING, detail: '东直门南大街 1 号 302 室', ...extra } }, h));
}

/** A real unified social credit code (GB 32100 check character valid). */
export const CREDIT_CODE = '91350100M000100Y43';

export async function specialTitle(api: TestApi, h: Record<string, string>) {
  return ok(
    await api.call(
      invoice.add,
      { body: { kind: 'special', title: '上海某某检测技术有限公司', taxNo: CREDIT_CODE, regAddress: '上海市徐汇区漕河泾开发区 1 号', regPhone: '021-12345678', bankName: '中国工商银行上海漕河泾支行', bankAccount: '1001 2345 6789 0123 456' } },
      h,
    ),
  );
}

export const requestKey = () => randomBytes(12).toString('hex');

/** Cart rows for these SKUs, then the settlement preview of them. */
export async function cartAndPreview(api: TestApi, h: Record<string, string>, items: { skuId: number; num: number }[]) {
  const carIds: number[] = [];
  for (const it of items) carIds.push(ok(await api.call(cart.insert, { body: { skuId: it.skuId, num: it.num } }, h)).id);
  const preview = ok(await api.call(order.preview, { body: { carIds } }, h));
  return { carIds, preview };
}

/** Serves the app on a free local port, so the sandbox institution's notifies travel over real HTTP. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export function listen(api: TestApi, port: number): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port }, () => resolve(server));
  });
}
