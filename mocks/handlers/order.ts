import { mockOrderBlocked } from './org';
import { INVOICE_KIND_TEXT } from '../../lib/api/contract/invoice';
import {
  ACTOR_TEXT,
  order,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
  orderActions,
  type CustomOrderLine,
  type InvoiceChoice,
  type OrderDetail,
  type OrderStatus,
  type Settlement,
  type SettlementLine,
} from '../../lib/api/contract/order';
import { PAY_METHOD_TEXT, payment, type PayMethod } from '../../lib/api/contract/payment';
import { conditionOf, shippingFee, shippingRuleTable, strictest } from '../../lib/api/contract/shipping';
import { TRANSFER_SLIP_MAX_BYTES } from '../../lib/constants';
import { cartRowOf, skuById, type MockSku } from '../fixtures/cart';
import { productDetails } from '../fixtures/catalogue';
import { mock, ok, okPage, rejected, sessionInvalid } from '../mock';
import { addressMockState, sampleAddress } from './address';
import { cartMockState } from './cart';
import { mockControlsOf } from '../fixtures/regulatory';
import { creditMockLine, creditMockMethod, refusalOf, seedMockBill, type MockBill } from './credit-state';
import { controlsOfMock, gateOfMock, takePermitOfMock } from './controlled';
import { pickMockVoucher, releaseMockVoucher, useMockVoucher } from './promotion';
import { yuan } from '../../lib/api/contract/money';

/*
 * Orders and payment of the mock API, in memory per process (`resetOrderMocks()` for tests). Rules follow
 * docs/api.md "Orders" / "Payment" and the server's words: submit is idempotent by requestKey, the quote
 * hash must match the preview, stock is reserved at creation and given back on cancel, the sandbox
 * cashier's decision settles the order at once (the real institution notifies a moment later).
 * A session is a `mock-token-<userId>-<n>` token as in the cart mocks; anything else answers code -1.
 */

interface MockOrder {
  userId: number;
  requestKey: string;
  detail: OrderDetail;
}
interface MockPayment {
  payNo: string;
  /** The cashier link's token (the API derives it from its key; any unguessable text does here). */
  cashierToken: string;
  orderId: number;
  method: PayMethod;
  status: 'created' | 'paid' | 'failed' | 'closed';
}

const PAY_MINUTES = 30;
/** The server's words (server/services/orders/create.ts). */
const SUBMIT_REVIEW_NOTE = '提交订单（管制品，待审核）';
/** The server's demonstration account (server/providers/payment/index.ts DEMO_BANK_ACCOUNT). */
const BANK = { payee: '标准品商城（演示账户，请勿实际转账）', bankName: '演示银行', account: '0000 0000 0000 0000' };

const state = {
  orders: [] as MockOrder[],
  payments: new Map<string, MockPayment>(),
  slips: new Map<number, { id: number; name: string; mime: string; size: number; uploadedAt: string }[]>(),
  /** Stock taken by live orders, per SKU (the fixtures' stock is the start). */
  reserved: new Map<number, number>(),
  /** Price changes since the cart rows were added, per SKU (fen): `setMockPrice` for "price changed" journeys. */
  prices: new Map<number, number>(),
  methods: ['sandbox', 'bank'] as PayMethod[],
  seq: 7000,
};

export function resetOrderMocks() {
  state.orders = [];
  state.payments.clear();
  state.slips.clear();
  state.reserved.clear();
  state.prices.clear();
  state.methods = ['sandbox', 'bank'];
  state.seq = 7000;
}

/** For tests: today's price of a SKU differs from the one its cart row was added at. */
export const setMockPrice = (skuId: number, fen: number) => void state.prices.set(skuId, fen);
/** For tests: which payment methods the shop offers. */
export const setMockPayMethods = (methods: PayMethod[]) => void (state.methods = [...methods]);
/** For tests: the orders a user has (the same objects the handlers change). */
export const orderMockState = (userId: number) => state.orders.filter((o) => o.userId === userId).map((o) => o.detail);

/** For tests: an order in any status, as if the buyer had submitted it earlier. */
export function seedOrder(userId: number, lines: { skuId: number; num: number }[], status: OrderStatus = 'unpaid'): OrderDetail {
  const built = settle(lines.map((l) => ({ ...l, carId: null, priceAtAdd: null })));
  const detail = makeOrder(userId, built, `seed-${++state.seq}`, '', null);
  if (status !== 'unpaid') {
    if (status === 'cancelled') release(detail);
    else detail.paidAt = detail.createdAt;
    move(detail, status, status === 'cancelled' ? 'buyer' : 'operator', '');
    if (status === 'shipped' || status === 'completed') {
      Object.assign(detail, { carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: detail.createdAt });
      detail.lines.forEach(shipFromLot);
    }
  }
  return detail;
}

const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};

const priceOf = (sku: MockSku) => state.prices.get(sku.skuId) ?? sku.price;
const stockOf = (sku: MockSku) => Math.max(0, sku.stock - (state.reserved.get(sku.skuId) ?? 0));
/** As the API's shipping does: the line takes the SKU's lot on sale (from 上海仓 in the mock). */
function shipFromLot(line: OrderDetail['lines'][number]) {
  const lot = productDetails.find((p) => p.id === line.productId)?.lots.find((l) => l.skuId === line.skuId)?.onSale;
  if (!lot) return;
  line.lotNo = lot.lotNo;
  line.lots = [{ lotNo: lot.lotNo, expiryKind: lot.expiryKind, expiresOn: lot.expiresOn, warehouse: '上海仓', quantity: line.num }];
}

const shippingTextOf = (productId: number) => productDetails.find((p) => p.id === productId)?.shipping ?? '常温运输';

/** The server's quote hash is a digest; here any stable text of the same facts in hex does. */
function hashOf(s: Omit<Settlement, 'quoteHash'>): string {
  const text = JSON.stringify([s.lines.map((l) => [l.skuId, l.num, l.price, l.fromStock, l.available]), s.shippingFee, ...(s.voucher ? [s.voucher.id, s.discount] : [])]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(2);
}

function settle(wanted: { carId: number | null; skuId: number; num: number; priceAtAdd: number | null }[]): Settlement {
  const notices: string[] = [];
  const lines: SettlementLine[] = wanted.map((w) => {
    const sku = skuById(w.skuId)!;
    const price = priceOf(sku);
    const stock = stockOf(sku);
    const fromStock = Math.min(stock, w.num);
    const label = `「${sku.name} ${sku.pack}」`;
    const priceChanged = w.priceAtAdd !== null && w.priceAtAdd !== price;
    if (priceChanged) notices.push(`${label}价格已由 ${yuan(w.priceAtAdd!)} 调整为 ${yuan(price)}`);
    if (fromStock === 0) notices.push(`${label}暂无现货，需订货，预计 ${sku.deliveryDays} 天发货`);
    else if (fromStock < w.num) notices.push(`${label}现货 ${fromStock}，其余 ${w.num - fromStock} 需订货，预计 ${sku.deliveryDays} 天发货`);
    return {
      skuId: sku.skuId,
      productId: sku.productId,
      carId: w.carId,
      code: sku.code,
      name: sku.name,
      cas: sku.cas,
      pack: sku.pack,
      brandName: sku.brandName,
      imgUrl: sku.imgUrl,
      num: w.num,
      price,
      priceAtAdd: w.priceAtAdd,
      priceChanged,
      amount: price * w.num,
      stock,
      fromStock,
      deliveryDays: sku.deliveryDays,
      shippingCondition: conditionOf(shippingTextOf(sku.productId)),
      available: true,
      controls: mockControlsOf(sku.cas),
    };
  });
  const goods = lines.reduce((n, l) => n + l.amount, 0);
  const condition = strictest(lines.map((l) => l.shippingCondition));
  const fee = shippingFee(condition, goods);
  const s = { lines, goods, shippingCondition: condition, shippingFee: fee, discount: 0, voucher: null, vouchers: [], total: goods + fee, shippingRules: shippingRuleTable(), notices, controls: controlsOfMock(lines) };
  return { ...s, quoteHash: hashOf(s) };
}

/** The settlement with the buyer's vouchers and the chosen one's discount (the server's pickVoucher), or its refusal. */
function withVoucher(s: Settlement, uid: number, voucherId: number | undefined): Settlement | string {
  const pick = pickMockVoucher(uid, s.goods, voucherId);
  if (typeof pick === 'string') return pick;
  const { quoteHash: _q, ...rest } = s;
  const next = { ...rest, ...pick, total: s.goods + s.shippingFee - pick.discount };
  return { ...next, quoteHash: hashOf(next) };
}

type Source = { carIds?: number[]; buyNow?: { skuId: number; num: number } };

/** The lines a source names, or the server's refusal. */
function wantedOf(userId: number, source: Source): { carId: number | null; skuId: number; num: number; priceAtAdd: number | null }[] | string {
  if (source.buyNow) return skuById(source.buyNow.skuId) ? [{ carId: null, skuId: source.buyNow.skuId, num: source.buyNow.num, priceAtAdd: null }] : '商品不存在';
  const cart = cartMockState(userId).cart;
  const ids = [...new Set(source.carIds ?? [])];
  const rows = ids.map((id) => cart.find((r) => r.id === id));
  if (rows.some((r) => !r)) return '购物车中的商品已变化（可能已提交订单），请返回购物车重新选择';
  return rows.map((r) => ({ carId: r!.id, skuId: r!.skuId, num: r!.num, priceAtAdd: r!.priceAtAdd }));
}

function move(detail: OrderDetail, to: OrderStatus, actor: keyof typeof ACTOR_TEXT, note: string) {
  detail.events.push({ fromStatus: detail.status, toStatus: to, toStatusText: ORDER_STATUS_TEXT[to], actor, actorText: ACTOR_TEXT[actor], note, at: new Date().toISOString() });
  detail.status = to;
  detail.statusText = ORDER_STATUS_TEXT[to];
  detail.actions = orderActions(to, { custom: detail.custom !== null, own: true });
  if (to !== 'unpaid') detail.payDeadline = null;
}

function release(detail: OrderDetail) {
  for (const l of detail.lines) state.reserved.set(l.skuId, (state.reserved.get(l.skuId) ?? 0) - l.fromStock);
  releaseMockVoucher(detail.orderNo);
}

function makeOrder(userId: number, s: Settlement, requestKey: string, note: string, invoice: OrderDetail['invoice'], address?: OrderDetail['address'], status: 'unpaid' | 'review' = 'unpaid'): OrderDetail {
  const id = ++state.seq;
  const now = new Date();
  const orderNo = `${now.toISOString().slice(2, 10).replace(/-/g, '')}${String(id).padStart(8, '0')}`;
  for (const l of s.lines) state.reserved.set(l.skuId, (state.reserved.get(l.skuId) ?? 0) + l.fromStock);
  const lines = s.lines.map((l, i) => ({
    id: id * 100 + i,
    skuId: l.skuId,
    productId: l.productId,
    code: l.code,
    name: l.name,
    cas: l.cas,
    pack: l.pack,
    brandName: l.brandName,
    imgUrl: l.imgUrl,
    price: l.price,
    num: l.num,
    amount: l.amount,
    fromStock: l.fromStock,
    deliveryDays: l.deliveryDays,
    lotNo: null,
    lots: [],
  }));
  const detail: OrderDetail = {
    id,
    orderNo,
    status,
    statusText: ORDER_STATUS_TEXT[status],
    total: s.total,
    lineCount: lines.length,
    preview: lines.slice(0, 3).map(({ name, pack, code, imgUrl, num, productId }) => ({ name, pack, code, imgUrl, num, productId })),
    createdAt: now.toISOString(),
    payDeadline: status === 'unpaid' ? new Date(now.getTime() + PAY_MINUTES * 60_000).toISOString() : null,
    actions: orderActions(status, { custom: false, own: true }),
    custom: null,
    buyer: null,
    goods: s.goods,
    shippingFee: s.shippingFee,
    discount: s.discount,
    voucher: s.voucher,
    shippingCondition: s.shippingCondition,
    note,
    address: address ?? { ...sampleAddress },
    invoice,
    lines,
    events: [{ fromStatus: null, toStatus: status, toStatusText: ORDER_STATUS_TEXT[status], actor: 'buyer', actorText: ACTOR_TEXT.buyer, note: status === 'review' ? SUBMIT_REVIEW_NOTE : '提交订单', at: now.toISOString() }],
    payMethod: null,
    paidAt: null,
    carrier: null,
    trackingNo: null,
    shippedAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: null,
  };
  state.orders.push({ userId, requestKey, detail });
  return detail;
}

/** The receiving address and invoice of a submit, as the order keeps them, or the server's refusal. */
function choicesOfMock(uid: number, body: { addressId: number; invoice: InvoiceChoice }): { address: OrderDetail['address']; invoice: OrderDetail['invoice'] } | string {
  const { addresses, invoices } = addressMockState(uid);
  const address = addresses.find((a) => a.id === body.addressId && a.book === 'receiving');
  if (!address) return '收货地址不存在';
  let invoice: OrderDetail['invoice'] = null;
  const choice = body.invoice;
  if (choice.kind !== 'none') {
    const title = invoices.find((t) => t.id === choice.titleId);
    if (!title) return '发票抬头不存在';
    if ((choice.kind === 'ordinary') === (title.kind === 'special')) return '所选抬头与发票类型不符';
    const mail = choice.kind === 'special' ? addresses.find((a) => a.id === choice.addressId && a.book === 'invoice') : undefined;
    if (choice.kind === 'special' && !mail) return '发票寄送地址不存在';
    const { id: _id, isDefault: _d, ...copy } = title;
    const mailTo = mail ? (({ id: _i, isDefault: _x, book: _b, ...m }) => m)(mail) : null;
    invoice = { ...copy, kindText: INVOICE_KIND_TEXT[title.kind], mailTo, status: 'pending', statusText: '待开票', invoiceNo: null, issuedAt: null };
  }
  const { id: _id, isDefault: _d, book: _b, ...orderAddress } = address;
  return { address: orderAddress, invoice };
}

/**
 * 接受报价并下单 in the mock (custom.accept): an unpaid order of the request at its quoted price, no catalogue
 * lines, delivery included; idempotent by requestKey like 提交订单. Answers the order or the refusal.
 */
export function placeCustomMockOrder(uid: number, body: { addressId: number; invoice: InvoiceChoice; note: string; requestKey: string }, line: CustomOrderLine): OrderDetail | string {
  const blocked = mockOrderBlocked(uid);
  if (blocked) return blocked;
  const chosen = choicesOfMock(uid, body);
  if (typeof chosen === 'string') return chosen;
  const s = { lines: [], goods: line.price, shippingFee: 0, discount: 0, voucher: null, shippingCondition: 'ambient', total: line.price } as unknown as Settlement;
  const detail = makeOrder(uid, s, body.requestKey, body.note, chosen.invoice, chosen.address);
  Object.assign(detail, { custom: line, lineCount: 1, actions: orderActions(detail.status, { custom: true, own: true }) });
  detail.events[0].note = `接受定制报价（${line.requestNo}），提交订单`;
  return detail;
}

/** The order a buyer's submit key made, if any (retries answer it). */
export const mockOrderByKey = (uid: number, requestKey: string) => state.orders.find((o) => o.userId === uid && o.requestKey === requestKey)?.detail ?? null;

/** The live order of a custom request in the mock, if any. */
export const customMockOrderOf = (requestId: number) => state.orders.find((o) => o.detail.custom?.requestId === requestId && o.detail.status !== 'cancelled')?.detail ?? null;

/** The submit's deadline: an order waiting for review has none yet; the server answers its placeholder (creation + the pay window). */
const deadlineOf = (d: OrderDetail) => d.payDeadline ?? new Date(Date.parse(d.createdAt) + PAY_MINUTES * 60_000).toISOString();

const ownOrder = (userId: number, id: number) => state.orders.find((o) => o.userId === userId && o.detail.id === id)?.detail;
const NOT_FOUND = '订单不存在';
const refusal = (status: OrderStatus, what: string) => `订单当前为「${ORDER_STATUS_TEXT[status]}」，不能${what}`;

/** The server's one rule for who may read what: the list's keyword matches the order number or a line's name, code or CAS. */
const matches = (d: OrderDetail, keyword: string) => !keyword || d.orderNo.includes(keyword) || d.lines.some((l) => l.name.includes(keyword) || l.code.includes(keyword) || l.cas.includes(keyword));

const summaryOf = ({ goods: _g, shippingFee: _s, shippingCondition: _c, note: _n, address: _a, invoice: _i, lines: _l, events: _e, payMethod: _p, paidAt: _pa, carrier: _ca, trackingNo: _t, shippedAt: _sh, completedAt: _co, cancelledAt: _cn, cancelReason: _cr, ...summary }: OrderDetail) => summary;

function settlePayment(p: MockPayment, result: 'success' | 'fail') {
  if (p.status !== 'created') return;
  p.status = result === 'success' ? 'paid' : 'failed';
  const detail = state.orders.find((o) => o.detail.id === p.orderId)?.detail;
  if (result === 'success' && detail && detail.status === 'unpaid') {
    detail.payMethod = p.method;
    detail.paidAt = new Date().toISOString();
    move(detail, 'to_ship', 'payment', `沙箱支付 ${p.payNo}`);
  }
}

/** For the credit mocks: pays one of this user's unpaid orders at once (账期支付); answers the order, or why not. */
export function payOrderAtOnce(userId: number, orderId: number, method: PayMethod, note: string): OrderDetail | string {
  const d = ownOrder(userId, orderId);
  if (!d) return NOT_FOUND;
  if (d.status !== 'unpaid') return `订单当前为「${d.statusText}」，无需支付`;
  d.payMethod = method;
  d.paidAt = new Date().toISOString();
  move(d, 'to_ship', 'payment', note);
  return d;
}

/** For the credit mocks: one of this user's orders (another user's answers undefined). */
/** The payment the sandbox cashier may show: to the holder of its link's token or to the order's buyer. */
function cashierPayment(payNo: string, cashierToken: string | undefined, session: string | null): MockPayment | undefined {
  const p = state.payments.get(payNo);
  if (!p) return undefined;
  const uid = userIdOf(session);
  return p.cashierToken === cashierToken || (uid !== null && ownOrder(uid, p.orderId)) ? p : undefined;
}
export const mockOrderOf = (userId: number, orderId: number) => ownOrder(userId, orderId);

/** Pays an order by credit as the server does; answers the refusal text, or the payment and bill. */
export function payByCreditMock(userId: number, orderId: number): string | { payNo: string; bill: MockBill; orderNo: string } {
  const order = ownOrder(userId, orderId);
  if (!order) return '订单不存在';
  if (order.status !== 'unpaid') return `订单当前为「${order.statusText}」，无需支付`;
  const refusal = refusalOf(userId, order.total);
  if (refusal) return refusal;
  const line = creditMockLine(userId)!;
  const bill = seedMockBill(userId, { orderId, orderNo: order.orderNo, amount: order.total, dueInDays: line.termDays });
  const paid = payOrderAtOnce(userId, orderId, 'credit', `${PAY_METHOD_TEXT.credit}，账单 ${bill.billNo}，${bill.dueOn} 前还款`);
  if (typeof paid === 'string') return paid;
  return { payNo: `P${order.orderNo}01`, bill, orderNo: order.orderNo };
}

export const orderHandlers = [
  mock(order.preview, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const wanted = wantedOf(uid, body);
    if (typeof wanted === 'string') return rejected(wanted);
    const priced = withVoucher(settle(wanted), uid, body.voucherId);
    if (typeof priced === 'string') return rejected(priced);
    const s = { ...priced, orderBlocked: mockOrderBlocked(uid) };
    return gateOfMock(uid, s) ?? ok(s);
  }),
  mock(order.submit, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const blocked = mockOrderBlocked(uid);
    if (blocked) return rejected(blocked);
    const again = state.orders.find((o) => o.userId === uid && o.requestKey === body.requestKey);
    if (again) return ok({ id: again.detail.id, orderNo: again.detail.orderNo, total: again.detail.total, payDeadline: deadlineOf(again.detail) });
    const wanted = wantedOf(uid, body);
    if (typeof wanted === 'string') return rejected(wanted);
    const chosen = choicesOfMock(uid, body);
    if (typeof chosen === 'string') return rejected(chosen);
    const { address, invoice } = chosen;
    const s = withVoucher(settle(wanted), uid, body.voucherId);
    if (typeof s === 'string') return rejected(s);
    const gate = gateOfMock(uid, s);
    if (gate) return gate;
    if (s.quoteHash !== body.quoteHash) return rejected(['商品价格或库存已变化，请确认最新结算信息后再提交', ...s.notices].join('；'));
    if (s.controls.permitRequired) {
      const problem = takePermitOfMock(uid, body.permit);
      if (problem) return rejected(problem);
    }
    const detail = makeOrder(uid, s, body.requestKey, body.note, invoice, address, s.controls.permitRequired ? 'review' : 'unpaid');
    if (s.voucher) useMockVoucher(s.voucher.id, detail.orderNo);
    if (body.carIds) {
      const cart = cartMockState(uid).cart;
      for (const carId of body.carIds) cart.splice(cart.findIndex((r) => r.id === carId), 1);
    }
    return ok({ id: detail.id, orderNo: detail.orderNo, total: detail.total, payDeadline: deadlineOf(detail) });
  }),
  mock(order.list, ({ token, query, paging }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = orderMockState(uid)
      .filter((d) => (!query.status || d.status === query.status) && matches(d, query.keyword ?? ''))
      .sort((a, b) => b.id - a.id)
      .map(summaryOf);
    return okPage(rows, paging);
  }),
  mock(order.counts, ({ token }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const mine = orderMockState(uid);
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, mine.filter((d) => d.status === s).length])) as Record<OrderStatus, number>;
    return ok({ ...counts, all: mine.length });
  }),
  mock(order.detail, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const d = ownOrder(uid, params.id);
    return d ? ok(d) : rejected(NOT_FOUND);
  }),
  mock(order.cancel, ({ token, params, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const d = ownOrder(uid, params.id);
    if (!d) return rejected(NOT_FOUND);
    if (d.status !== 'unpaid' && d.status !== 'review') return rejected(refusal(d.status, '取消'));
    release(d);
    Object.assign(d, { cancelledAt: new Date().toISOString(), cancelReason: body.reason || '买家取消' });
    move(d, 'cancelled', 'buyer', body.reason || '买家取消');
    return ok(d);
  }),
  mock(order.confirmReceipt, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const d = ownOrder(uid, params.id);
    if (!d) return rejected(NOT_FOUND);
    if (d.status !== 'shipped') return rejected(refusal(d.status, '确认收货'));
    d.completedAt = new Date().toISOString();
    move(d, 'completed', 'buyer', '买家确认收货');
    return ok(d);
  }),
  mock(order.buyAgain, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const d = ownOrder(uid, params.id);
    if (!d) return rejected(NOT_FOUND);
    const cart = cartMockState(uid).cart;
    const carIds: number[] = [];
    for (const l of d.lines) {
      const sku = skuById(l.skuId)!;
      const row = cart.find((r) => r.skuId === l.skuId);
      if (row) {
        row.num += l.num;
        carIds.push(row.id);
      } else {
        const added = cartRowOf(++state.seq, sku, l.num);
        cart.unshift(added);
        carIds.push(added.id);
      }
    }
    return ok({ carIds, skipped: [] });
  }),

  mock(payment.methods, ({ token }) => {
    if (userIdOf(token) === null) return sessionInvalid();
    const description: Record<Exclude<PayMethod, 'credit'>, string> = {
      sandbox: '模拟支付机构：不产生真实扣款，用于体验和测试完整的下单支付流程',
      alipay: '跳转支付宝电脑网站支付，支持余额、银行卡、花呗',
      bank: `转账至 ${BANK.payee}（${BANK.bankName}），备注订单号，上传转账凭证后由商城确认到账`,
    };
    const offered = state.methods.filter((m): m is Exclude<PayMethod, 'credit'> => m !== 'credit');
    return ok([...offered.map((method) => ({ method, title: PAY_METHOD_TEXT[method], description: description[method] })), ...creditMockMethod(userIdOf(token)!)]);
  }),
  mock(payment.pay, ({ token, params, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    if (body.method === 'credit') {
      const paid = payByCreditMock(uid, params.id);
      return typeof paid === 'string' ? rejected(paid) : ok({ payNo: paid.payNo, method: 'credit', payUrl: null, bank: null });
    }
    if (!state.methods.includes(body.method)) return rejected('该支付方式暂未开通');
    const d = ownOrder(uid, params.id);
    if (!d) return rejected(NOT_FOUND);
    if (d.status !== 'unpaid') return rejected(`订单当前为「${d.statusText}」，无需支付`);
    const attempts = [...state.payments.values()].filter((p) => p.orderId === d.id).length;
    const payNo = `P${d.orderNo}${String(attempts + 1).padStart(2, '0')}`;
    const cashierToken = crypto.randomUUID().replaceAll('-', '');
    state.payments.set(payNo, { payNo, cashierToken, orderId: d.id, method: body.method, status: 'created' });
    const bank = body.method === 'bank' ? { ...BANK, reference: d.orderNo } : null;
    const payUrl = body.method === 'bank' ? null : `/sandboxPay?payNo=${payNo}&token=${cashierToken}`;
    return ok({ payNo, method: body.method, payUrl, bank });
  }),
  mock(payment.result, ({ token, query }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const p = state.payments.get(query.payNo);
    const d = p ? ownOrder(uid, p.orderId) : undefined;
    if (!p || !d) return rejected('支付单不存在');
    return ok({ orderId: d.id, orderNo: d.orderNo, status: d.status, statusText: d.statusText, total: d.total, paid: p.status === 'paid', payMethod: d.payMethod, payStatus: p.status });
  }),
  mock(payment.bankAccount, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const d = ownOrder(uid, params.id);
    if (!d) return rejected(NOT_FOUND);
    return ok({ ...BANK, reference: d.orderNo, slips: state.slips.get(d.id) ?? [] });
  }),
  mock(payment.uploadSlip, async ({ token, params, request }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const d = ownOrder(uid, params.id);
    if (!d) return rejected(NOT_FOUND);
    if (d.status !== 'unpaid') return rejected('订单已不是待付款状态，无需上传转账凭证');
    if ((state.slips.get(d.id) ?? []).length >= 5) return rejected('每个订单最多上传 5 份转账凭证');
    const file = (await request.formData()).get('file');
    if (!(file instanceof File) || file.size === 0) return rejected('请选择转账凭证文件');
    if (file.size > TRANSFER_SLIP_MAX_BYTES) return rejected(`文件不能超过 ${TRANSFER_SLIP_MAX_BYTES / 1024 / 1024} MB`);
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    const mime = head[0] === 0x89 && head[1] === 0x50 ? 'image/png' : head[0] === 0xff && head[1] === 0xd8 ? 'image/jpeg' : head[0] === 0x25 && head[1] === 0x50 ? 'application/pdf' : null;
    if (!mime) return rejected('转账凭证仅支持 PNG、JPG 图片或 PDF 文件');
    const slip = { id: ++state.seq, name: file.name, mime, size: file.size, uploadedAt: new Date().toISOString() };
    state.slips.set(d.id, [...(state.slips.get(d.id) ?? []), slip]);
    return ok(slip);
  }),
  mock(payment.sandboxCashier, ({ token, params, query }) => {
    const p = cashierPayment(params.payNo, query.token, token);
    const d = p && state.orders.find((o) => o.detail.id === p.orderId)?.detail;
    if (!p || !d) return rejected('支付单不存在');
    return ok({ merchant: '标准品商城', orderNo: d.orderNo, subject: `标准品商城订单 ${d.orderNo}`, amount: d.total, status: p.status, returnUrl: `/successAliPage?payNo=${p.payNo}` });
  }),
  mock(payment.sandboxDecide, ({ token, params, query, body }) => {
    const p = cashierPayment(params.payNo, query.token, token);
    if (!p) return rejected('支付单不存在');
    settlePayment(p, body.result);
    return ok({ returnUrl: `/successAliPage?payNo=${p.payNo}` });
  }),
];
