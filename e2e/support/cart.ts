import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { captchaAnswer, smsCode } from './outbox';
import { LIVE_API } from './ports';

/** Cart helpers for the live project: calls straight to the mall API (LIVE_API), as an earlier session would. */

const ORDER = `${LIVE_API}/mall/shopping/order/api`;
const USER = `${LIVE_API}/mall/user/api`;

async function post<T>(request: APIRequestContext, url: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(url, { data, headers: token ? { token } : {} });
  const body = (await res.json()) as { code: number; data: T; message: string };
  expect(body.code, `${url}: ${body.message}`).toBe(1);
  return body.data;
}

async function get<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const res = await request.get(url, { headers: { token } });
  const body = (await res.json()) as { code: number; data: T; message: string };
  expect(body.code, `${url}: ${body.message}`).toBe(1);
  return body.data;
}

/** Logs `mobile` in by SMS through the API (picture code and SMS code from the outboxes); returns the token. */
export async function apiLogin(request: APIRequestContext, mobile: string): Promise<{ token: string }> {
  const img = await post<{ imgCodeKey: string }>(request, `${USER}/code/getImgCode`, {});
  const since = new Date();
  await post(request, `${USER}/code/getMsgCode`, { mobile, type: 1, imgCode: await captchaAnswer(img.imgCodeKey), imgCodeKey: img.imgCodeKey });
  const msgCode = await smsCode(mobile, since);
  const login = await post<{ token: string }>(request, `${USER}/loginAndRegister/msgCodeLogin`, { mobile, msgCode });
  return { token: login.token };
}

export interface Sku {
  skuId: number;
  productId: number;
  name: string;
  pack: string;
}

/** Resolves `<货号> <规格>` lines to SKUs with quickOrder/resolve. */
export async function skusOf(request: APIRequestContext, token: string, lines: string[]): Promise<Sku[]> {
  const result = await post<{ kind: string; item?: Sku }[]>(request, `${ORDER}/quickOrder/resolve`, { lines }, token);
  return result.map((l, i) => {
    expect(l.kind, lines[i]).toBe('resolved');
    return l.item!;
  });
}

export const insertRow = (request: APIRequestContext, token: string, list: 'buy/car' | 'inquiry/basket', skuId: number, num: number) =>
  post(request, `${ORDER}/${list}/insert`, { skuId, num }, token);

/** What the server holds for the customer: the cart or basket rows (skuId, num). */
export const serverRows = (request: APIRequestContext, token: string, list: 'buy/car' | 'inquiry/basket') =>
  get<{ skuId: number; num: number }[]>(request, `${ORDER}/${list}/list`, token);

/** The demand list on the server (productId, skuId or null when no pack was chosen, the product's packs). */
export const serverDemand = (request: APIRequestContext, token: string) =>
  post<{ id: number; productId: number; skuId: number | null; name: string; skus: { id: number; pack: string }[] }[]>(request, `${USER}/userBookMark/goodsCollectList`, {}, token);

export const addDemand = (request: APIRequestContext, token: string, target: { skuId: number } | { productId: number }) =>
  post<{ id: number }>(request, `${USER}/userBookMark/add`, target, token);

export const serverInquiry = (request: APIRequestContext, token: string, id: number) =>
  get<{ status: string; closedAt: string | null; lines: { skuId: number; num: number }[] }>(request, `${ORDER}/inquiry/detail/${id}`, token);

/** Puts the session cookies of an API login into the browser (what the login pop-up would have written). */
export async function useToken(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'loginStatus', value: '1', url: baseURL },
  ]);
}

/** The header's count link of a list, e.g. headerCount(page, '购物车', 3) → the header's link named 购物车 3 (the side toolbar's reads alike). */
export const headerCount = (page: Page, label: '购物车' | '询价篮' | '需求清单', n: number) => page.getByRole('banner').getByRole('link', { name: `${label} ${n}`, exact: true });

/** On /goodsDetail/{id}?skuId=…: clicks one of the buy box's actions and waits for its success message. */
export async function addFromDetail(page: Page, sku: Sku, action: '加入购物车' | '加入询价篮', done: string) {
  await page.goto(`/goodsDetail/${sku.productId}?skuId=${sku.skuId}`);
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(done).last()).toBeVisible();
}
