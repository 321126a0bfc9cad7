import { basket, cart, type CartRow, type QuickLine } from '../../lib/api/contract/cart';
import { demand, type DemandRow } from '../../lib/api/contract/demand';
import { inquiry, INQUIRY_STATUS_TEXT, type InquiryDetail } from '../../lib/api/contract/inquiry';
import { CART_MAX_QTY } from '../../lib/constants';
import { cartRowOf, demandRowOf, mockSkus, quickChoiceOf, skuById } from '../fixtures/cart';
import { mock, ok, okPage, rejected, sessionInvalid } from '../mock';

/*
 * Cart, inquiry basket, demand list, inquiries and quick order of the mock API, in memory per process
 * (`resetCartMocks()` for tests). A session is a token of the form the user mocks hand out,
 * `mock-token-<userId>-<n>`; anything else answers code -1. Rules follow docs/api.md: the same SKU adds to
 * its row, synchronize is idempotent by requestId, dropped items come back with a reason.
 */

interface Lists {
  cart: CartRow[];
  basket: CartRow[];
  demand: DemandRow[];
  inquiries: InquiryDetail[];
}

const state = { users: new Map<number, Lists>(), requestIds: new Set<string>(), seq: 1000 };

export function resetCartMocks() {
  state.users.clear();
  state.requestIds.clear();
  state.seq = 1000;
}

const next = () => ++state.seq;

const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};

function listsOf(userId: number): Lists {
  let lists = state.users.get(userId);
  if (!lists) {
    lists = { cart: [], basket: [], demand: [], inquiries: [] };
    state.users.set(userId, lists);
  }
  return lists;
}

/** For tests: rows a user already has on the server. */
export function seedCart(userId: number, rows: { skuId: number; num: number }[], which: 'cart' | 'basket' = 'cart') {
  const lists = listsOf(userId);
  for (const r of rows) lists[which].unshift(cartRowOf(next(), skuById(r.skuId)!, r.num));
}
export const cartMockState = (userId: number) => listsOf(userId);

function itemListHandlers(eps: typeof basket, which: 'cart' | 'basket', label: string) {
  const rows = (userId: number) => listsOf(userId)[which];
  return [
    mock(eps.list, ({ token, paging }) => {
      const id = userIdOf(token);
      return id === null ? sessionInvalid() : okPage(rows(id), paging);
    }),
    mock(eps.total, ({ token }) => {
      const id = userIdOf(token);
      return id === null ? sessionInvalid() : ok(rows(id).length, rows(id).length);
    }),
    mock(eps.insert, ({ token, body }) => {
      const id = userIdOf(token);
      if (id === null) return sessionInvalid();
      const sku = skuById(body.skuId);
      if (!sku || (body.prodDetailId !== undefined && body.prodDetailId !== sku.productId)) return rejected('规格不存在');
      const list = rows(id);
      const existing = list.find((r) => r.skuId === sku.skuId);
      if (existing) {
        if (existing.num + body.num > CART_MAX_QTY) return rejected(`${label}中「${sku.name} ${sku.pack}」的数量不能超过 ${CART_MAX_QTY}`);
        Object.assign(existing, cartRowOf(existing.id, sku, existing.num + body.num));
        return ok({ id: existing.id, num: existing.num });
      }
      const row = cartRowOf(next(), sku, body.num);
      list.unshift(row);
      return ok({ id: row.id, num: row.num });
    }),
    mock(eps.update, ({ token, body }) => {
      const id = userIdOf(token);
      if (id === null) return sessionInvalid();
      const row = rows(id).find((r) => r.id === body.carId);
      if (!row) return rejected(`${label}记录不存在`);
      Object.assign(row, cartRowOf(row.id, skuById(row.skuId)!, body.num));
      return ok(row);
    }),
    mock(eps.delete, ({ token, params }) => {
      const id = userIdOf(token);
      if (id === null) return sessionInvalid();
      const list = rows(id);
      const at = list.findIndex((r) => r.id === params.carId);
      if (at < 0) return rejected(`${label}记录不存在`);
      list.splice(at, 1);
      return ok(null);
    }),
    mock(eps.synchronize, ({ token, body }) => {
      const id = userIdOf(token);
      if (id === null) return sessionInvalid();
      const key = body.requestId ? `${id}:${which}:${body.requestId}` : null;
      if (key && state.requestIds.has(key)) return ok({ list: rows(id), dropped: [], adjusted: [], replayed: true });
      const dropped: { index: number; skuId: number | null; reason: '规格不存在' | '数量无效' }[] = [];
      body.items.forEach((raw, index) => {
        const skuId = Number(raw.skuId);
        const num = Number(raw.number ?? raw.num);
        const sku = Number.isInteger(skuId) ? skuById(skuId) : undefined;
        if (!sku) return dropped.push({ index, skuId: Number.isInteger(skuId) ? skuId : null, reason: '规格不存在' });
        if (!Number.isInteger(num) || num < 1 || num > CART_MAX_QTY) return dropped.push({ index, skuId, reason: '数量无效' });
        const list = rows(id);
        const existing = list.find((r) => r.skuId === skuId);
        if (existing) Object.assign(existing, cartRowOf(existing.id, sku, Math.min(CART_MAX_QTY, existing.num + num)));
        else list.unshift(cartRowOf(next(), sku, num));
      });
      if (key) state.requestIds.add(key);
      return ok({ list: rows(id), dropped, adjusted: [], replayed: false });
    }),
  ];
}

function resolveLine(input: string, index: number): QuickLine {
  const [term = '', second, third] = input.split(/[\s,，\t]+/).filter(Boolean);
  const numText = third ?? (second && /^\d+$/.test(second) ? second : undefined);
  const pack = second && second !== numText ? second : undefined;
  const num = numText === undefined ? 1 : Number(numText);
  if (!Number.isInteger(num) || num < 1 || num > CART_MAX_QTY) return { index, input, kind: 'invalid', reason: '数量无效（应为 1-9999 的整数）' };
  const matches = mockSkus.filter((s) => s.code.toLowerCase() === term.toLowerCase() || s.cas === term);
  if (matches.length === 0) return { index, input, kind: 'unknown', reason: '未找到该货号或CAS号' };
  const picked = pack ? matches.filter((s) => s.pack.toLowerCase() === pack.toLowerCase()) : matches;
  if (picked.length === 1) return { index, input, kind: 'resolved', num, item: quickChoiceOf(picked[0]) };
  return { index, input, kind: 'ambiguous', num, reason: '该商品有多个规格，请选择', choices: matches.map(quickChoiceOf) };
}

const demandHandlers = [
  mock(demand.goodsCollectList, ({ token, paging }) => {
    const id = userIdOf(token);
    return id === null ? sessionInvalid() : okPage(listsOf(id).demand, paging);
  }),
  mock(demand.add, ({ token, body }) => {
    const id = userIdOf(token);
    if (id === null) return sessionInvalid();
    const sku = body.skuId ? skuById(body.skuId) : undefined;
    if (body.skuId && !sku) return rejected('规格不存在');
    const productId = sku?.productId ?? body.productId!;
    const list = listsOf(id).demand;
    const existing = list.find((r) => r.productId === productId && r.skuId === (body.skuId ?? null));
    if (existing) return ok({ id: existing.id });
    const row = demandRowOf(next(), productId, body.skuId ?? null);
    if (!row) return rejected('商品不存在');
    list.unshift(row);
    return ok({ id: row.id });
  }),
  mock(demand.delete, ({ token, params }) => {
    const id = userIdOf(token);
    if (id === null) return sessionInvalid();
    const list = listsOf(id).demand;
    const at = list.findIndex((r) => r.id === params.id);
    if (at < 0) return rejected('需求清单记录不存在');
    list.splice(at, 1);
    return ok(null);
  }),
  mock(demand.synchronize, ({ token, body }) => {
    const id = userIdOf(token);
    if (id === null) return sessionInvalid();
    const list = listsOf(id).demand;
    const dropped: { index: number; skuId: number | null; productId: number | null; reason: '规格不存在' }[] = [];
    body.items.forEach((raw, index) => {
      const skuId = Number.isInteger(Number(raw.skuId)) && raw.skuId !== undefined && raw.skuId !== null ? Number(raw.skuId) : null;
      const sku = skuId !== null ? skuById(skuId) : undefined;
      const productId = sku?.productId ?? (Number(raw.productId ?? raw.prodDetailId) || null);
      if ((skuId !== null && !sku) || productId === null) return dropped.push({ index, skuId, productId, reason: '规格不存在' });
      if (list.some((r) => r.productId === productId && r.skuId === skuId)) return;
      const row = demandRowOf(next(), productId, skuId);
      if (row) list.unshift(row);
    });
    return ok({ list, dropped });
  }),
];

const inquiryHandlers = [
  mock(inquiry.submit, ({ token, body }) => {
    const id = userIdOf(token);
    if (id === null) return sessionInvalid();
    const lists = listsOf(id);
    const chosen = body.carIds ? lists.basket.filter((r) => body.carIds!.includes(r.id)) : lists.basket;
    if (chosen.length === 0) return rejected('询价篮为空，请先加入询价商品');
    const inquiryId = next();
    lists.inquiries.unshift({
      id: inquiryId,
      status: 'submitted',
      statusText: INQUIRY_STATUS_TEXT.submitted,
      contact: body.contact,
      company: body.company,
      phone: body.phone,
      note: body.note,
      lineCount: chosen.length,
      totalNum: chosen.reduce((n, r) => n + r.num, 0),
      quotedTotal: null,
      createdAt: new Date().toISOString(),
      quotedAt: null,
      quoteNote: null,
      closedAt: null,
      lines: chosen.map((r) => ({ id: next(), skuId: r.skuId, productId: r.productId, code: r.code, name: r.prodDetailVO.name, cas: r.cas, pack: r.pack, imgUrl: r.prodDetailVO.imgUrl, num: r.num, listPrice: r.price, quotedPrice: null, leadDays: null })),
    });
    lists.basket = lists.basket.filter((r) => !chosen.includes(r));
    return ok({ id: inquiryId });
  }),
  mock(inquiry.list, ({ token, paging, query }) => {
    const id = userIdOf(token);
    if (id === null) return sessionInvalid();
    const rows = listsOf(id).inquiries.filter((q) => !query.status || q.status === query.status);
    return okPage(
      rows.map(({ lines: _l, phone: _p, note: _n, quoteNote: _q, closedAt: _c, ...summary }) => summary),
      paging,
    );
  }),
  mock(inquiry.detail, ({ token, params }) => {
    const id = userIdOf(token);
    if (id === null) return sessionInvalid();
    const found = listsOf(id).inquiries.find((q) => q.id === params.id);
    return found ? ok(found) : rejected('询价单不存在');
  }),
  mock(inquiry.close, ({ token, params }) => {
    const id = userIdOf(token);
    if (id === null) return sessionInvalid();
    const found = listsOf(id).inquiries.find((q) => q.id === params.id);
    if (!found) return rejected('询价单不存在');
    if (found.status === 'closed') return rejected('询价单已关闭');
    Object.assign(found, { status: 'closed', statusText: INQUIRY_STATUS_TEXT.closed, closedAt: new Date().toISOString() });
    return ok(null);
  }),
];

export const cartHandlers = [
  ...itemListHandlers(cart, 'cart', '购物车'),
  ...itemListHandlers(basket, 'basket', '询价篮'),
  mock(cart.batchInsert, ({ token, body }) => {
    const id = userIdOf(token);
    if (id === null) return sessionInvalid();
    for (const item of body.items) if (!skuById(item.skuId)) return rejected(`规格不存在（skuId ${item.skuId}）`);
    const list = listsOf(id).cart;
    const touched: CartRow[] = [];
    for (const item of body.items) {
      const sku = skuById(item.skuId)!;
      const existing = list.find((r) => r.skuId === sku.skuId);
      if (existing) Object.assign(existing, cartRowOf(existing.id, sku, Math.min(CART_MAX_QTY, existing.num + item.num)));
      const row = existing ?? cartRowOf(next(), sku, item.num);
      if (!existing) list.unshift(row);
      touched.push(row);
    }
    return ok(touched);
  }),
  mock(cart.quickOrderResolve, ({ token, body }) => {
    if (userIdOf(token) === null) return sessionInvalid();
    return ok(body.lines.map(resolveLine));
  }),
  ...demandHandlers,
  ...inquiryHandlers,
];
