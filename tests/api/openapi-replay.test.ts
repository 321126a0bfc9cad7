import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, contract } from '../../lib/api/contract';
import { buildPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from '../../lib/api/contract/endpoint';
import { isPrivateApiPath } from '../../lib/http/forwarding';
import type { OpenApiDocument } from '../../server/openapi/document';
import { OPENAPI_PATH } from '../../server/openapi/routes';
import { signSandbox } from '../../server/providers/payment/sandbox';
import { createStaff } from '../../server/services/staff/accounts';
import { openApiValidator } from '../support/openapi-validator';
import { captcha, freshIp, freshMobile, lastSms, passwd, readOutbox, skipResendWait } from './accounts-helpers';
import { JPEG, PNG, roomySkus, SANDBOX_SECRET, shippedOrder } from './aftersales-helpers';
import { customer, stockSkus } from './cart-helpers';
import { ok } from './contract-calls';
import { setLine } from '../../server/services/credit/lines';
import { createSession } from '../../server/services/sessions';
import { tinyPdf } from '../support/pdf';
import { lots, skus } from '../../server/db/schema';
import { asc, eq } from 'drizzle-orm';
import { createTestApi, type TestApi } from './harness';
import { ID_NUMBERS } from './identity-helpers';
import { CREDIT_CODES } from './org-helpers';
import { admin, BEIJING, requestKey } from './order-helpers';
import { ADMIN, clock, codeAt, RIGHT, staffDeps } from './staff-helpers';

/*
 * The shop's calls replayed through a validator of the OpenAPI document the storefront serves (/api/openapi.json):
 * every call the public site forwards at least once with a valid request, plus the usual refusals (no session,
 * bad input, unknown ids, a missing file). Each request and each answer — status, media type, body — is checked
 * against the document, as a validating proxy would; the figures are printed at the end.
 */

let api: TestApi;
let doc: OpenApiDocument;
let validator: ReturnType<typeof openApiValidator>;
const violations: string[] = [];
const replayed: { op: string; status: number; code: number | null }[] = [];

beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test', CAPTCHA_PER_MINUTE_PER_IP: '1000', SANDBOX_PAY_SECRET: SANDBOX_SECRET, PAYMENT_METHODS: 'sandbox,bank' } });
  const res = await api.app.request(OPENAPI_PATH, { headers: { 'x-forwarded-prefix': '/api' } });
  doc = (await res.json()) as OpenApiDocument;
  validator = openApiValidator(doc);
});
afterAll(() => api.close());

type H = Record<string, string>;
interface Req<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** A file upload (multipart/form-data): the file in the endpoint's field, beside these fields. */
  file?: { bytes: Buffer; name: string; type: string; fields?: Record<string, string> };
  /** Form fields only (multipart/form-data), for an upload call sent without a file. */
  form?: FormData;
  /** A request the document refuses too (a typical error): its violations are expected, not counted. */
  invalid?: true;
  /** An HTML form's text (application/x-www-form-urlencoded) instead of a JSON body. */
  formText?: string;
  headers?: H;
  pageNo?: number;
  pageSize?: number;
}
interface Replay<E extends Endpoint> {
  status: number;
  code: number | null;
  message: string | null;
  /** `data` of a success, parsed by the endpoint's schema; null otherwise. */
  data: z.output<E['data']> | null;
}

/** One call as a client sends it, checked against the document. */
async function send<E extends Endpoint>(ep: E, req: Req<E> = {}): Promise<Replay<E>> {
  const params = req.params as Record<string, unknown> | undefined;
  const query = req.query as Record<string, string> | undefined;
  const headers: H = { 'x-forwarded-for': freshIp(), ...req.headers };
  if (req.pageNo !== undefined) headers.pageNo = String(req.pageNo);
  if (req.pageSize !== undefined) headers.pageSize = String(req.pageSize);
  let body: BodyInit | undefined;
  if (req.file) {
    const form = new FormData();
    for (const [k, v] of Object.entries(req.file.fields ?? {})) form.set(k, v);
    form.set(ep.upload!.field, new Blob([new Uint8Array(req.file.bytes)], { type: req.file.type }), req.file.name);
    body = form;
  } else if (req.form) body = req.form;
  else if (req.formText !== undefined) {
    body = req.formText;
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (ep.method === 'POST') {
    body = JSON.stringify(req.body ?? {});
    headers['content-type'] = 'application/json';
  }
  const search = query ? `?${new URLSearchParams(query)}` : '';
  const res = await api.app.request(`${buildPath(ep.path, params)}${search}`, { method: ep.method, headers, body });
  const contentType = res.headers.get('content-type') ?? '';
  const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
  const answer = contentType.startsWith('application/json') ? (JSON.parse(text) as { code: number; message: string; data: unknown }) : undefined;
  const json = ep.method === 'POST' && !req.form && !req.file && req.formText === undefined ? (req.body ?? {}) : undefined;
  const found = validator.violations({ ep, params, query, json, status: res.status, contentType, answer, hasBody: text.length > 0 });
  if (req.invalid) {
    // The document refuses the request as the API did, and the refusal itself is as documented.
    expect(found.some((v) => v.includes(': request')), `${ep.path}: the document accepts a request the API refuses`).toBe(true);
    violations.push(...found.filter((v) => !v.includes(': request')));
  } else {
    violations.push(...found);
  }
  const code = answer?.code ?? null;
  replayed.push({ op: validator.operationOf(ep)?.operationId ?? ep.path, status: res.status, code: answer ? code : res.ok ? 1 : null });
  const data = answer && code === 1 && answer.data !== null ? (z.parse(ep.data, answer.data) as z.output<E['data']>) : null;
  return { status: res.status, code: answer ? code : res.ok ? 1 : null, message: answer?.message ?? null, data };
}

/** The data of a call that must succeed. */
async function okData<E extends Endpoint>(ep: E, req: Req<E> = {}): Promise<z.output<E['data']>> {
  const r = await send(ep, req);
  expect(r.code, `${ep.method} ${ep.path}: ${r.message}`).toBe(1);
  return r.data as z.output<E['data']>;
}

const {
  catalogue,
  search,
  documents,
  user,
  cart,
  basket,
  demand,
  inquiry,
  address,
  invoice,
  order,
  payment,
  credit,
  afterSale,
  identity,
  controlled,
  standards,
  methods,
  data,
  methodCompare,
  member,
  security,
  org,
  content,
  downloads,
  serviceRequest,
  voucher,
  pointsMall,
  activity,
  custom,
  staff,
  console: operatorConsole,
} = contract;

/** The shopper of most calls below, logged in by SMS over the replayed calls. */
const me = { mobile: freshMobile(), token: '', h: {} as H, userId: 0, addressId: 0 };

describe('replaying the shop through the document', () => {
  it('catalogue, search and documents (visitors)', async () => {
    const tree = await okData(catalogue.categoryList, { body: { pageNo: 1, pageSize: 999 } });
    const leaf = tree[0].children[0].children[0] ?? tree[0].children[0];
    await okData(catalogue.parentCategoryNames, { params: { id: leaf.id } });
    const brands = await okData(catalogue.brandList, { body: { pageNo: 1, pageSize: 99 } });
    await okData(catalogue.brandSelect, { params: { id: String(brands[0].id) } });
    await okData(catalogue.categoriesByBrands, { body: { brandIds: [brands[0].id] } });
    await okData(catalogue.brandsByCategories, { body: { categoryIds: [String(leaf.id)] } });
    // Integers as digits, as a form or a query string carries them: accepted like numbers.
    const list = await okData(catalogue.productList, { body: { categoryId: String(tree[0].id), pageNo: '1', pageSize: '10' } });
    const p = list[0];
    await okData(catalogue.productFacets, { body: { categoryId: tree[0].id } });
    const detail = await okData(catalogue.productDetail, { params: { id: p.id } });
    const inchiKey = p.imgUrl.match(/structure\/([^/]+)\.svg$/)![1];
    await send(catalogue.structure, { params: { inchiKey } });

    await okData(search.productCards, { body: { keyword: p.nameCn, type: 0 } });
    await okData(search.apiCards, { body: { keyword: '含量测定' } });
    await okData(search.categoriesByKeyword, { body: { keyword: p.nameCn } });
    const found = await send(search.productSearch, { body: { keyword: p.cas, pageNo: 1, pageSize: 10 } });
    expect(found.code).toBe(1);
    await okData(search.formulaSearch, { body: { formula: p.formula, accuracy: '100' } });
    await okData(search.structureSearch, { body: { query: 'c1ccccc1', mode: 'substructure' } });
    await okData(search.methodSearch, { body: { keyword: '含量' } });
    await okData(search.standardSearch, { body: { keyword: 'GB' } });
    await okData(search.knowledgeSitemap);
    await okData(search.recordSearch, { body: { keyword: p.cas } });
    await okData(search.suggest, { body: { keyword: p.nameCn.slice(0, 2) } });
    await okData(search.hotSearch);
    await okData(search.productByCas, { params: { cas: p.cas } });
    await okData(search.productByBrandCode, { query: { brandName: p.brandName, code: p.code } });
    await send(search.structureHighlight, { params: { productId: p.id }, query: { atoms: '0,1' } });

    void detail;
    // Aspirin (RM-A001): a lot with a generated COA, hazard data for a generated MSDS, and a COA the operator uploaded.
    const aspirin = await okData(search.productByBrandCode, { query: { brandName: 'refmall', code: 'RM-A001' } });
    const [{ lotNo }] = await api.database.db.select({ lotNo: lots.lotNo }).from(lots).innerJoin(skus, eq(skus.id, lots.skuId)).where(eq(skus.productId, aspirin.id)).orderBy(asc(lots.id)).limit(1);
    const form = new FormData();
    for (const [k, v] of Object.entries({ kind: 'coa', code: 'RM-A001', certBatch: 'REPLAY-1' })) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), 'coa.pdf');
    ok(await api.upload(contract.documents.operatorUpload, form, admin));
    const [uploaded] = await okData(documents.certificateList, { params: { id: aspirin.id } });
    await okData(documents.getMsds, { body: { prodId: aspirin.id } });
    await okData(documents.msds, { params: { id: aspirin.id } });
    await okData(documents.getProdCertificate, { query: { brand: 'refmall', code: 'RM-A001', certBatch: lotNo } });
    await okData(documents.lotCoa, { params: { id: aspirin.id, certBatch: lotNo } });
    const pdf = await api.app.request(buildPath(documents.download.path, { id: uploaded.id }));
    await okData(documents.download, { params: { id: uploaded.id } });
    // A conditional request for the same file: HTTP 304 without a body.
    expect((await send(documents.download, { params: { id: uploaded.id }, headers: { 'if-none-match': pdf.headers.get('etag')! } })).status).toBe(304);
    // A missing document: code 0; a structure that does not exist: HTTP 404 with the refusal (for caches and <img>).
    expect(await send(documents.download, { params: { id: 2_000_000_000 } })).toMatchObject({ status: 200, code: 0 });
    expect(await send(catalogue.structure, { params: { inchiKey: 'AAAAAAAAAAAAAA-BBBBBBBBBB-N' } })).toMatchObject({ status: 404, code: 0 });
    // Bad input: code 0 naming the field, with the refusal envelope.
    expect((await send(catalogue.brandSelect, { params: { id: 'abc' as unknown as number }, invalid: true })).code).toBe(0);
    expect((await send(catalogue.productList, { body: { categoryId: '1.5' as unknown as number }, invalid: true })).code).toBe(0);
  });

  it('accounts: captcha, SMS, the three logins, password, WeChat QR at both paths', async () => {
    const c = await captcha(api);
    await okData(user.getImgCode);
    // type in digits, as a form would send it: accepted like the number.
    await okData(user.getMsgCode, { body: { mobile: me.mobile, type: '1', scene: 'login', imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } });
    const first = await okData(user.msgCodeLogin, { body: { mobile: me.mobile, msgCode: lastSms(api, me.mobile)!, expireTime: '1440' } });
    await okData(user.selectUser, { headers: { token: first.token } });
    // A user call without a session: -1 and PARAM_CODE_1000006.
    expect(await send(user.selectUser)).toMatchObject({ code: -1 });
    await skipResendWait(api, me.mobile);
    await okData(security.getMsgCodeTest, { body: { mobile: me.mobile, scene: 'login', ...(await captcha(api)) } });
    await okData(user.setPasswd, { body: { passwd: passwd('Replay#2026'), msgCode: lastSms(api, me.mobile) }, headers: { token: first.token } });
    await skipResendWait(api, me.mobile);
    await okData(user.getMsgCode, { body: { mobile: me.mobile, scene: 'reset', ...(await captcha(api)) } });
    await okData(user.forgetPasswd, { body: { mobile: me.mobile, msgCode: lastSms(api, me.mobile)!, passwd: passwd('Replay#2027') } });
    // A wrong password: code 0.
    expect((await send(user.accountLogin, { body: { account: me.mobile, passwd: passwd('Wrong#0000'), ...(await captcha(api)) } })).code).toBe(0);
    const login = await okData(user.accountLogin, { body: { account: me.mobile, passwd: passwd('Replay#2027'), ...(await captcha(api)), expireTime: 43200 } });
    me.token = login.token;
    me.h = { token: login.token };
    me.userId = login.userInfo.id;
    const spare = await okData(user.accountLogin, { body: { account: me.mobile, passwd: passwd('Replay#2027'), ...(await captcha(api)) } });
    await okData(user.logout, { headers: { token: spare.token } });

    /** A scanned QR: the scene and, once the simulated phone confirmed, the key that binds a mobile. */
    const scanned = async (scan: typeof user.wechatScan, poll: typeof user.wechatIsLogin, nickname: string) => {
      const s = await okData(scan);
      const ticket = new URL(s.qrcodeUrl).searchParams.get('scene')!;
      await okData(user.wechatSimulateScene, { query: { scene_str: ticket } });
      await okData(user.wechatSimulateConfirm, { body: { scene_str: ticket, nickname } });
      return (await okData(poll, { query: { scene_str: s.scene_str } })).key!;
    };
    const bindTo = async (key: string) => {
      const mobile = freshMobile();
      await okData(user.getMsgCode, { body: { mobile, scene: 'bind', key } });
      return { mobile, code: lastSms(api, mobile)!, key };
    };
    await okData(user.wechatBind, { body: await bindTo(await scanned(user.wechatScan, user.wechatIsLogin, '回放甲')) });
    await okData(user.wechatBindAtSpecPath, { body: await bindTo(await scanned(user.wechatScanAtSpecPath, user.wechatIsLoginAtSpecPath, '回放乙')) });
    await okData(security.wxLoginReg, { body: { ...(await bindTo(await scanned(user.wechatScan, user.wechatIsLogin, '回放丙'))), passwd: passwd('Wechat#2026') } });
    // The Open Platform's callback, with the simulated provider: refused with a message.
    await send(user.wxLoginCallback, { query: { code: 'abc', state: 'no-such-state' } });
  });

  it('cart, basket, demand list, quick order and inquiries', async () => {
    const [a, b] = await stockSkus(api, 2);
    const row = await okData(cart.insert, { body: { skuId: a.id, num: '2' }, headers: me.h });
    await okData(cart.update, { body: { carId: row.id, num: 3 }, headers: me.h });
    await okData(cart.list, { headers: me.h, pageNo: 1, pageSize: 100 });
    const total = await send(cart.total, { headers: me.h });
    expect(total.data).toBe(1);
    await okData(cart.batchInsert, { body: { items: [{ skuId: b.id, num: 1 }] }, headers: me.h });
    await okData(cart.quickOrderResolve, { body: { lines: [`${a.code} 2`] }, headers: me.h });
    await okData(cart.synchronize, { body: { requestId: randomBytes(8).toString('hex'), items: [{ skuId: b.id, number: 1 }] }, headers: me.h });
    const rows = await okData(cart.list, { headers: me.h });
    await okData(cart.delete, { params: { carId: rows.at(-1)!.id }, headers: me.h });
    // Quantities out of range and of the wrong kind: code 0.
    expect((await send(cart.insert, { body: { skuId: a.id, num: 0 }, headers: me.h, invalid: true })).code).toBe(0);
    expect((await send(cart.insert, { body: { skuId: a.id, num: '1e3' as unknown as number }, headers: me.h, invalid: true })).code).toBe(0);

    const brow = await okData(basket.insert, { body: { skuId: b.id, num: 1 }, headers: me.h });
    await okData(basket.update, { body: { carId: brow.id, num: '2' }, headers: me.h });
    await okData(basket.list, { headers: me.h });
    expect((await send(basket.total, { headers: me.h })).data).toBe(1);
    await okData(basket.synchronize, { body: { items: [{ skuId: a.id, num: 1 }] }, headers: me.h });
    const brows = await okData(basket.list, { headers: me.h });
    const inq = await okData(inquiry.submit, { body: { contact: '张三', phone: '13812345678', company: '某检测公司', note: '回放', carIds: [brows[0].id] }, headers: me.h });
    await okData(basket.delete, { params: { carId: brows.at(-1)!.id }, headers: me.h }).catch(() => null);
    await okData(inquiry.list, { headers: me.h });
    await okData(inquiry.detail, { params: { id: inq.id }, headers: me.h });
    await okData(inquiry.close, { params: { id: inq.id }, headers: me.h });

    await okData(demand.add, { body: { skuId: a.id }, headers: me.h });
    const wishes = await okData(demand.goodsCollectList, { body: { pageNo: 1, pageSize: 10 }, headers: me.h });
    await okData(demand.synchronize, { body: { items: [{ skuId: b.id }] }, headers: me.h });
    await okData(demand.delete, { params: { id: wishes[0].id }, headers: me.h });
  });
  it('addresses, invoice titles, orders, payments and credit', async () => {
    await okData(address.regions, { query: { level: '1' } });
    await okData(address.regions, { query: { level: '2', parentId: String(BEIJING.provinceId) } });
    const home = await okData(address.add, { body: { consignee: '张三', mobile: '13812345678', ...BEIJING, detail: '东直门南大街 1 号 302 室', isDefault: true }, headers: me.h });
    me.addressId = home.id;
    // Region ids in digits, as a form would post them.
    const spare = await okData(address.add, { body: { consignee: '李四', mobile: '13812345679', provinceId: '11', cityId: '1101', districtId: '110101', detail: '北京市东城区某路 2 号' }, headers: me.h });
    await okData(address.update, { params: { id: spare.id }, body: { consignee: '李四', mobile: '13812345679', ...BEIJING, detail: '北京市东城区某路 3 号' }, headers: me.h });
    await okData(address.list, { headers: me.h });
    await okData(address.setDefault, { params: { id: home.id }, headers: me.h });
    await okData(address.remove, { params: { id: spare.id }, headers: me.h });
    const title = await okData(invoice.add, { body: { kind: 'personal', title: '张三' }, headers: me.h });
    await okData(invoice.update, { params: { id: title.id }, body: { kind: 'personal', title: '张三丰' }, headers: me.h });
    await okData(invoice.list, { headers: me.h });
    await okData(invoice.setDefault, { params: { id: title.id }, headers: me.h });
    const spareTitle = await okData(invoice.add, { body: { kind: 'personal', title: '李四' }, headers: me.h });
    await okData(invoice.remove, { params: { id: spareTitle.id }, headers: me.h });

    const [sku] = await stockSkus(api, 1);
    const buyNow = { skuId: sku.id, num: 1 };
    const quote = await okData(order.preview, { body: { buyNow }, headers: me.h });
    const placed = await okData(order.submit, { body: { buyNow, addressId: home.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: quote.quoteHash }, headers: me.h });
    await okData(order.list, { headers: me.h, pageNo: 1, pageSize: 10 });
    await okData(order.counts, { headers: me.h });
    await okData(order.detail, { params: { id: placed.id }, headers: me.h });
    await okData(payment.methods, { headers: me.h });
    const started = await okData(payment.pay, { params: { id: placed.id }, body: { method: 'sandbox' }, headers: me.h });
    const token = started.payUrl ? new URL(started.payUrl, 'http://shop.test').searchParams.get('token') ?? undefined : undefined;
    await okData(payment.sandboxCashier, { params: { payNo: started.payNo }, query: token ? { token } : undefined, headers: me.h });
    const unsigned = { payNo: started.payNo, tradeNo: `SBX${Date.now()}${placed.id}`, amount: placed.total, result: 'success' as const, timestamp: Math.floor(Date.now() / 1000), nonce: randomBytes(12).toString('hex') };
    await okData(payment.sandboxNotify, { body: { ...unsigned, sign: signSandbox(unsigned, SANDBOX_SECRET) } });
    await okData(payment.result, { query: { payNo: started.payNo }, headers: me.h });
    await send(payment.sandboxDecide, { params: { payNo: started.payNo }, query: token ? { token } : undefined, body: { result: 'success' }, headers: me.h });
    await send(payment.alipayNotify, { formText: new URLSearchParams({ app_id: '2021000000000000', out_trade_no: started.payNo, trade_no: '2026112900000001', trade_status: 'TRADE_SUCCESS', total_amount: '1.00', sign: 'x', sign_type: 'RSA2' }).toString() });
    await okData(order.buyAgain, { params: { id: placed.id }, headers: me.h });

    // A second order, paid by bank transfer with a slip, then cancelled; a third on credit.
    const again = await okData(order.preview, { body: { buyNow }, headers: me.h });
    const second = await okData(order.submit, { body: { buyNow, addressId: home.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: again.quoteHash }, headers: me.h });
    await okData(payment.pay, { params: { id: second.id }, body: { method: 'bank' }, headers: me.h });
    await okData(payment.bankAccount, { params: { id: second.id }, headers: me.h });
    const slip = await okData(payment.uploadSlip, { params: { id: second.id }, file: { bytes: PNG, name: 'slip.png', type: 'image/png' }, headers: me.h });
    await send(payment.slipFile, { params: { id: second.id, slipId: slip.id }, headers: me.h });
    await okData(order.cancel, { params: { id: second.id }, body: { reason: '不想要了' }, headers: me.h });
    expect((await send(order.cancel, { params: { id: second.id }, body: {}, headers: me.h })).code).toBe(0);

    // On credit: a line granted by the operator, an order paid from it, its bill.
    await setLine(api.database.db, { userId: me.userId, limit: 10_000_000, termDays: 30, active: true, note: '回放授信' });
    const third = await okData(order.submit, { body: { buyNow, addressId: home.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: (await okData(order.preview, { body: { buyNow }, headers: me.h })).quoteHash }, headers: me.h });
    await okData(credit.amount, { headers: me.h });
    await okData(credit.message, { query: { orderId: String(third.id) }, headers: me.h });
    await okData(credit.pay, { body: { orderId: third.id }, headers: me.h });
    await okData(credit.wallet, { headers: me.h });
    await okData(credit.record, { headers: me.h });
    const bills = await okData(credit.bills, { headers: me.h });
    await okData(credit.repayInfo, { params: { id: bills[0].id }, headers: me.h });
    // Receipt of an order not shipped yet: refused.
    expect((await send(order.confirmReceipt, { params: { id: placed.id }, headers: me.h })).code).toBe(0);
    expect((await send(order.detail, { params: { id: 2_000_000_000 }, headers: me.h })).code).toBe(0);
  });

  it('after-sales of a shipped order', async () => {
    const [sku] = await roomySkus(api, 1);
    const { me: buyer, order: shipped } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku, num: 3 }] });
    await okData(order.confirmReceipt, { params: { id: shipped.id }, headers: buyer.h });
    const image = await okData(afterSale.uploadImage, { file: { bytes: JPEG, name: 'damage.jpg', type: 'image/jpeg' }, headers: buyer.h });
    await send(afterSale.imageFile, { params: { id: image.id }, headers: buyer.h });
    const lines = await okData(afterSale.lines, { params: { id: shipped.id }, headers: buyer.h });
    const line = lines.lines[0];
    const applied = await okData(afterSale.apply, { body: { orderLineId: line.orderLineId, kind: 'return_refund', quantity: '1', reason: '外包装破损，瓶身有裂纹', imageIds: [image.id] }, headers: buyer.h });
    await okData(afterSale.list, { headers: buyer.h });
    await okData(afterSale.detail, { params: { id: applied.id }, headers: buyer.h });
    await okData(afterSale.message, { params: { id: applied.id }, body: { content: '请尽快处理' }, headers: buyer.h });
    await okData(afterSale.cancel, { params: { id: applied.id }, headers: buyer.h });
  });

  it('real-name verification, permits and organisations', async () => {
    const front = await okData(identity.idCadUpload, { file: { bytes: PNG, name: 'front.png', type: 'image/png', fields: { side: 'front' } }, headers: me.h });
    await okData(identity.idCadUpload, { file: { bytes: JPEG, name: 'back.jpg', type: 'image/jpeg', fields: { side: 'back' } }, headers: me.h });
    await send(identity.idCardImage, { params: { id: front.id }, headers: me.h });
    await okData(identity.bindIDCard, { body: { name: '张三', idCard: ID_NUMBERS[0] }, headers: me.h });
    await okData(identity.getIDCardCase, { headers: me.h });
    await okData(identity.getIdCardInfo, { headers: me.h });
    await okData(controlled.permitUpload, { file: { bytes: PNG, name: 'permit.png', type: 'image/png' }, headers: me.h });

    const boss = await customer(api);
    await okData(org.getCorpType);
    await okData(org.deptSelect);
    const license = await okData(org.corpLicenseUpload, { file: { bytes: PNG, name: 'license.png', type: 'image/png' }, headers: boss.h });
    const proof = await okData(org.corpOtherFileUpload, { file: { bytes: JPEG, name: 'other.jpg', type: 'image/jpeg' }, headers: boss.h });
    await okData(org.corpFile, { params: { id: license.id }, headers: boss.h });
    const cert = { name: '回放检测技术有限公司', creditCode: CREDIT_CODES[0], legalRepresentative: '张三', corpType: 'enterprise' as const, licenseFileId: String(license.id), otherFileIds: [proof.id] };
    const info = await okData(org.corpCertification, { body: cert, headers: boss.h });
    const orgId = info.current!.id;
    // Refused by the operator, corrected, approved.
    ok(await api.call(contract.org.operatorReview, { params: { id: orgId }, body: { decision: 'reject', reason: '营业执照不清晰' } }, admin));
    await okData(org.improveCertification, { body: cert, headers: boss.h });
    ok(await api.call(contract.org.operatorReview, { params: { id: orgId }, body: { decision: 'approve' } }, admin));
    await okData(org.organizationInfo, { headers: boss.h });
    await okData(org.orgSearch, { query: { kw: '回放检测' }, headers: me.h });
    await okData(org.joinEnterprise, { body: { orgId: String(orgId), dept: '采购部' }, headers: me.h });
    const view = await okData(org.orgInfo, { headers: boss.h });
    const request = view.members.find((m) => m.userId === me.userId)!;
    await okData(org.reviewJoin, { params: { id: request.id }, body: { decision: 'approve', role: 'buyer' }, headers: boss.h });
    await okData(org.changeOrg, { body: { orgId }, headers: me.h });
    const added = await okData(org.addMember, { body: { mobile: freshMobile(), role: 'buyer' }, headers: boss.h });
    await okData(org.updateMember, { params: { id: added.id }, body: { role: 'buyer', dept: '质量部' }, headers: boss.h });
  });

  it('standards, methods, data records, method comparison, news and help, catalogues for download', async () => {
    const list = await okData(standards.standardList, { body: { pageNo: 1, pageSize: 10 } });
    await okData(standards.standardOverview);
    const std = list[0];
    await okData(standards.standardDetail, { params: { id: std.id } });
    await send(standards.standardByCode, { query: { code: std.code } });
    await send(standards.standardByNumber, { query: { number: std.number } });
    const [p] = await okData(catalogue.productList, { body: { pageNo: 1, pageSize: 1 } });
    await okData(standards.productReferences, { params: { id: p.id } });

    const types = await okData(methods.types);
    const found = await okData(methods.searchApi, { body: { keyword: '', typeIds: types.type.slice(0, 1).map((t) => t.id) } });
    const item = found[0];
    await send(methods.getById, { params: { id: item?.id ?? 1 } });
    await send(methods.apiByName, { params: { api: item?.nameCn ?? '阿司匹林' } });
    await send(methods.productsOfMethods, { params: { a: item?.id ?? 1, b: '0' } });
    await send(methods.apiProducts, { body: { apiItemId: item?.id ?? 1 } });
    await send(methods.aboutProducts, { body: { apiItemId: item?.id ?? 1 } });

    const records = await okData(data.search, { body: { pageNo: 1, pageSize: 5, keyword: '' } });
    await okData(data.indexSearch, { body: { keyword: p.cas } });
    if (records[0]) await okData(data.record, { params: { id: records[0].id } });
    const libraries = await okData(data.libraries);
    if (libraries[0]) await okData(data.library, { params: { id: libraries[0].id }, body: { pageNo: 1, pageSize: 5 } });

    const methodsList = await okData(methodCompare.methodList, { body: { pageNo: 1, pageSize: 5 } });
    const m = methodsList[0];
    await send(methodCompare.prodEquivalents, { body: { ids: [m?.id ?? 1] } });
    await send(methodCompare.prodSummary, { params: { x: String(m?.id ?? 1) } });
    await send(methodCompare.methodSheet, { body: { id: m?.id ?? 1 } });
    await send(methodCompare.methodSheetLink, { params: { id: m?.id ?? 1 } });
    await send(methodCompare.compareList, { body: { apiItemId: m?.id ?? 1, pageNo: 1, pageSize: 5 } });
    await send(methodCompare.methodsContrast, { params: { id: m?.id ?? 1 } });
    await send(methodCompare.methodsOfProduct, { params: { id: p.id } });
    await send(methodCompare.relatedSeries, { params: { id: m?.id ?? 1 } });

    const news = await okData(content.newsSearch, { body: { pageNo: 1, pageSize: 12 } });
    if (news[0]) await okData(content.newsDetail, { params: { id: news[0].id } });
    const menu = await okData(content.menuTreeList, { body: { pageNo: 1, pageSize: 100 } });
    await okData(content.menuTreeByParent, { formText: 'pId=0' });
    await okData(content.menuTreeByParent, { body: { pId: menu[0]?.id ?? 0 } });
    const leaf = menu.flatMap((n) => [n, ...(n.children ?? [])]).find((n) => !n.children?.length);
    if (leaf) await send(content.helpArticle, { params: { id: leaf.id } });

    const files = await okData(downloads.catalogueList);
    if (files[0]) {
      await send(downloads.catalogueXlsx, { params: { key: files[0].key } });
      await send(downloads.catalogueCsv, { params: { key: files[0].key } });
    }
  });

  it('member centre, account security, vouchers, points mall, activities, custom synthesis and service requests', async () => {
    await okData(member.accessLogRecord, { body: { page: '/product/1' }, headers: me.h });
    await okData(member.footprints, { headers: me.h });
    await okData(member.footprintsClear, { body: {}, headers: me.h });
    await okData(member.pointsSummary, { headers: me.h });
    await okData(member.pointsLedger, { body: { pageNo: 1, pageSize: 10 }, headers: me.h });
    const hosted = await okData(member.upload, { file: { bytes: PNG, name: 'a.png', type: 'image/png', fields: { scene: 'feedback' } }, headers: me.h });
    await send(member.hostedFile, { params: { fid: hosted.fid }, headers: me.h });
    await okData(member.suggestAdd, { body: { content: '页面很好用', name: '张三', phone: '13812345678', files: [hosted] }, headers: me.h });

    await okData(security.overview, { headers: me.h });
    await send(security.changePasswd, { body: { oldPasswd: passwd('Replay#2027'), passwd: passwd('Replay#2028') }, headers: me.h });
    await skipResendWait(api, me.mobile);
    await okData(security.phoneOldCode, { body: await captcha(api), headers: me.h });
    const { ticket } = await okData(security.phoneVerifyOld, { body: { msgCode: lastSms(api, me.mobile)! }, headers: me.h });
    const next = freshMobile();
    await okData(security.phoneNewCode, { body: { ticket, mobile: next, ...(await captcha(api)) }, headers: me.h });
    await okData(security.phoneChange, { body: { ticket, mobile: next, msgCode: lastSms(api, next)! }, headers: me.h });
    const email = `replay.${next}@lab-example.com`;
    await okData(security.emailCode, { body: { email }, headers: me.h });
    const mail = readOutbox<{ to: string; code: string }>(api, 'mail-outbox.jsonl').filter((m) => m.to === email).at(-1)!;
    await okData(security.emailBind, { body: { email, code: mail.code }, headers: me.h });
    // Two more sessions of the same person (as two more logins would leave them): one ended by id, the other with the rest.
    await createSession(api.database.db, me.userId, 60);
    await createSession(api.database.db, me.userId, 60);
    const sessions = await okData(security.sessions, { headers: me.h });
    await okData(security.revokeSession, { params: { id: sessions.find((x) => !x.current)!.id }, headers: me.h });
    await okData(security.revokeOthers, { headers: me.h });
    const avatar = await okData(security.avatarUpload, { file: { bytes: PNG, name: 'me.png', type: 'image/png' }, headers: me.h });
    await send(security.avatarFile, { params: { key: avatar.avatar.split('/').at(-1)! } });
    expect((await send(security.avatarFile, { params: { key: `${'0'.repeat(32)}.png` } })).status).toBe(404);

    await okData(voucher.mine, { headers: me.h });
    const items = await okData(pointsMall.items);
    if (items[0]) await send(pointsMall.redeem, { body: { itemId: items[0].id }, headers: me.h });
    await okData(pointsMall.redemptions, { headers: me.h });
    const activities = await okData(activity.list);
    if (activities[0]) {
      const detail = await okData(activity.detail, { params: { slug: activities[0].slug } });
      if (detail.vouchers[0]) await send(activity.claim, { body: { activityId: detail.id, templateId: detail.vouchers[0].templateId }, headers: me.h });
    }

    const attachment = await okData(custom.attachmentUpload, { file: { bytes: PNG, name: 'route.png', type: 'image/png' }, headers: me.h });
    await send(custom.attachmentFile, { params: { id: attachment.id }, headers: me.h });
    const deadline = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const asked = await okData(custom.submit, { body: { name: '回放化合物', cas: '50-78-2', quantity: 5, unit: 'mg', purity: '≥98%', deadline, attachmentIds: [attachment.id] }, headers: me.h });
    await okData(custom.mine, { headers: me.h });
    await okData(custom.detail, { params: { id: asked.id }, headers: me.h });
    await okData(custom.cancel, { params: { id: asked.id }, headers: me.h });
    // Two more, quoted by the operator: one declined, one accepted as an order.
    const quoted = async () => {
      const { id } = await okData(custom.submit, { body: { name: '回放化合物', quantity: '10', unit: 'mg', purity: '≥98%', deadline }, headers: me.h });
      ok(await api.call(contract.custom.operatorQuote, { params: { id }, body: { priceFen: 420_000, leadDays: 28, validUntil: deadline } }, admin));
      return id;
    };
    await okData(custom.decline, { params: { id: await quoted() }, headers: me.h });
    await okData(custom.accept, { params: { id: await quoted() }, body: { addressId: me.addressId, invoice: { kind: 'none' }, requestKey: requestKey() }, headers: me.h });

    const form = new FormData();
    for (const [k, v] of Object.entries({ kind: 'intermediate', name: '张三', company: '某药企', phone: '13812345678', description: '需要合成一个中间体，约 10 g' })) form.set(k, v);
    await okData(serviceRequest.submit, { form });
  });

  it('the staff console: enrolment, both login steps, the own account, the dashboard, logout', async () => {
    clock.start();
    try {
      const groupIds = [(await api.database.db.query.staffGroups.findFirst({ where: (g, { eq }) => eq(g.name, '超级管理员') }))!.id];
      const account = freshMobile();
      const { enrolToken } = await createStaff(staffDeps(api), { name: '回放员工', mobile: account, groupIds }, ADMIN);
      const { secret } = await okData(staff.enrolStart, { body: { token: enrolToken } });
      await okData(staff.enrolFinish, { body: { token: enrolToken, passwd: passwd(RIGHT), totpCode: await codeAt(secret) } });
      const logIn = async () => {
        clock.advance(30_000);
        const { challenge } = await okData(staff.loginPassword, { body: { account, passwd: passwd(RIGHT) } });
        return okData(staff.loginCode, { body: { challenge, code: await codeAt(secret) } });
      };
      const first = await logIn();
      const second = await logIn();
      const h = { 'x-staff-token': second.token };
      await okData(staff.me, { headers: h });
      const mine = await okData(staff.mySessions, { headers: h });
      // The first login's session, the older of the two.
      const older = [...mine].sort((x, y) => x.createdAt.localeCompare(y.createdAt))[0];
      await okData(staff.mySessionRevoke, { params: { id: older.id }, headers: h });
      expect((await send(staff.me, { headers: { 'x-staff-token': first.token } })).code).toBe(0);
      clock.advance(30_000);
      await okData(staff.myRecoveryCodes, { body: { totpCode: await codeAt(secret) }, headers: h });
      await okData(operatorConsole.dashboard, { headers: h });
      await okData(staff.logout, { headers: h });
      expect((await send(staff.me, { headers: h })).code).toBe(0);
    } finally {
      clock.stop();
    }
  });
});

describe('the validator', () => {
  it('notices a document that says null where the API sends a number, and a status it does not list', () => {
    const broken = structuredClone(doc);
    const total = broken.paths[cart.total.path].get.responses['200'] as unknown as { content: Record<string, { schema: { oneOf: { properties: Record<string, unknown> }[] } }> };
    total.content['application/json'].schema.oneOf[0].properties.totalCount = { type: 'null' };
    const answer = { code: 1, data: 2, message: 'success', messageCode: null, totalCount: 2 };
    const seen = openApiValidator(broken).violations({ ep: cart.total, status: 200, contentType: 'application/json', answer, hasBody: true });
    expect(seen.join('\n')).toContain('/totalCount must be null');
    expect(validator.violations({ ep: cart.total, status: 200, contentType: 'application/json', answer, hasBody: true })).toEqual([]);
    expect(validator.violations({ ep: cart.total, status: 404, contentType: 'application/json', answer, hasBody: true }).join()).toContain('HTTP 404 is not among');
  });
});

describe('what was replayed', () => {
  it('covers every call the public site forwards, and nothing breaks the document', () => {
    const shop = allEndpoints.filter((ep) => !isPrivateApiPath(ep.path)).map((ep) => validator.operationOf(ep)?.operationId ?? `${ep.method} ${ep.path}`);
    const seen = new Set(replayed.map((r) => r.op));
    expect(shop.filter((op) => !seen.has(op))).toEqual([]);
    expect(violations).toEqual([]);
    const tally = (code: number | null) => replayed.filter((r) => r.code === code).length;
    console.log(
      `OpenAPI replay: ${replayed.length} calls of ${seen.size} operations (${tally(1)} code 1, ${tally(0)} code 0, ${tally(-1)} code -1, ` +
        `${replayed.filter((r) => r.status !== 200).length} not HTTP 200); ${violations.length} violations`,
    );
  });
});
