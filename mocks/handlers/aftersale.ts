import {
  AFTER_SALE_ACTOR_TEXT,
  AFTER_SALE_KIND_TEXT,
  afterSale,
  afterSaleStatusText,
  OPEN_AFTER_SALE_STATUSES,
  REFUND_KINDS,
  type AfterSaleDetail,
  type AfterSaleStatus,
} from '../../lib/api/contract/aftersale';
import { AFTER_SALE_IMAGE_MAX_BYTES, AFTER_SALE_MAX_IMAGES } from '../../lib/constants';
import { IMAGE_UPLOAD_MSG } from '../../lib/validation';
import { mock, ok, okPage, rejected, sessionInvalid } from '../mock';
import { orderMockState } from './order';

/*
 * After-sales of the mock API, in memory per process (`resetAfterSaleMocks()` for tests), with the
 * server's rules and words (docs/api.md "After-sales"): a case on a shipped or completed order's line,
 * within what is still claimable, one open case per line; photos PNG/JPEG by their first bytes, 2 MB, 3 at most.
 * Sessions are `mock-token-<userId>-<n>` tokens as in the order mocks.
 */

interface MockImage {
  id: number;
  userId: number;
  name: string;
  mime: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
  attached: boolean;
}
const state = { cases: [] as (AfterSaleDetail & { userId: number })[], images: [] as MockImage[], seq: 500 };

export function resetAfterSaleMocks() {
  state.cases = [];
  state.images = [];
  state.seq = 500;
}
export const afterSaleMockState = (userId: number) => state.cases.filter((c) => c.userId === userId);

const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};
const NOT_FOUND = '售后单不存在';
const CLAIMABLE = ['shipped', 'completed', 'after_sale'];
const isOpen = (s: AfterSaleStatus) => (OPEN_AFTER_SALE_STATUSES as readonly string[]).includes(s);
const now = () => new Date().toISOString();

function claimsOf(userId: number, orderId: number) {
  const order = orderMockState(userId).find((o) => o.id === orderId);
  if (!order) return null;
  const eligible = CLAIMABLE.includes(order.status);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    orderStatus: order.status,
    eligible,
    lines: order.lines.map((l) => {
      const cases = state.cases.filter((c) => c.line.orderLineId === l.id && c.status !== 'rejected' && c.status !== 'cancelled');
      const taken = cases.filter((c) => c.kind !== 'invoice').reduce((s, c) => s + c.quantity, 0);
      return {
        orderLineId: l.id,
        productId: l.productId,
        code: l.code,
        name: l.name,
        pack: l.pack,
        brandName: l.brandName,
        price: l.price,
        num: l.num,
        available: eligible ? Math.max(0, l.num - taken) : 0,
        openCaseId: cases.find((c) => isOpen(c.status))?.id ?? null,
      };
    }),
  };
}

/** For tests: a case in any status, as if the buyer had applied earlier (and the shop had acted). */
export function seedCase(userId: number, orderId: number, lineId: number, over: Partial<AfterSaleDetail> = {}): AfterSaleDetail {
  const order = orderMockState(userId).find((o) => o.id === orderId)!;
  const l = order.lines.find((x) => x.id === lineId)!;
  const kind = over.kind ?? 'return_refund';
  const status = over.status ?? 'pending';
  const id = ++state.seq;
  const c: AfterSaleDetail & { userId: number } = {
    id,
    userId,
    caseNo: `S${order.orderNo}${String(state.cases.filter((x) => x.orderId === orderId).length + 1).padStart(2, '0')}`,
    orderId,
    orderNo: order.orderNo,
    kind,
    kindText: AFTER_SALE_KIND_TEXT[kind],
    status,
    statusText: afterSaleStatusText(kind, status),
    quantity: 1,
    refundAmount: REFUND_KINDS.includes(kind) ? l.price : null,
    line: { orderLineId: l.id, productId: l.productId, code: l.code, name: l.name, pack: l.pack, brandName: l.brandName, price: l.price, num: l.num },
    createdAt: now(),
    actions: status === 'pending' || (status === 'approved' && kind !== 'refund_only') ? ['cancel', 'message'] : status === 'cancelled' ? [] : ['message'],
    reason: '瓶身破裂',
    rejectReason: null,
    carrier: null,
    trackingNo: null,
    images: [],
    events: [{ fromStatus: null, toStatus: 'pending', statusText: '待审核', actor: 'buyer', actorText: AFTER_SALE_ACTOR_TEXT.buyer, note: '买家提交售后申请', at: now() }],
    messages: [],
    refund: null,
    ...over,
  };
  state.cases.push(c);
  return c;
}

const view = ({ userId: _u, ...c }: AfterSaleDetail & { userId: number }) => c;
const summary = (c: AfterSaleDetail & { userId: number }) => {
  const { reason: _r, rejectReason: _j, carrier: _c, trackingNo: _t, images: _i, events: _e, messages: _m, refund: _f, userId: _u, ...rest } = c;
  return rest;
};

export const afterSaleHandlers = [
  mock(afterSale.lines, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const claims = claimsOf(uid, params.id);
    return claims ? ok(claims) : rejected('订单不存在');
  }),
  mock(afterSale.uploadImage, async ({ token, request }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const file = (await request.formData()).get('file');
    if (!(file instanceof File) || file.size === 0) return rejected('请选择要上传的图片');
    if (file.size > AFTER_SALE_IMAGE_MAX_BYTES) return rejected(`文件过大，不能超过 ${AFTER_SALE_IMAGE_MAX_BYTES / 1024 / 1024} MB（file）`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : null;
    if (!mime) return rejected(IMAGE_UPLOAD_MSG.badType);
    const img: MockImage = { id: ++state.seq, userId: uid, name: file.name, mime, bytes, attached: false };
    state.images.push(img);
    return ok({ id: img.id, name: img.name, mime: img.mime, size: bytes.byteLength });
  }),
  mock(afterSale.imageFile, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const img = state.images.find((i) => i.id === params.id && i.userId === uid);
    if (!img) return rejected('图片不存在');
    return new Response(new Uint8Array(img.bytes), { headers: { 'content-type': img.mime } });
  }),
  mock(afterSale.apply, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const order = orderMockState(uid).find((o) => o.lines.some((l) => l.id === body.orderLineId));
    if (!order) return rejected('订单商品不存在');
    const claims = claimsOf(uid, order.id)!;
    if (!claims.eligible) return rejected('订单发货后才能申请售后');
    const line = claims.lines.find((l) => l.orderLineId === body.orderLineId)!;
    if (line.openCaseId) return rejected('该商品已有处理中的售后单，请等待处理完成');
    const left = body.kind === 'invoice' ? line.num : line.available;
    if (left <= 0) return rejected('该商品已全部申请过售后');
    if (body.quantity > left) return rejected(`售后数量不能超过可申请数量 ${left}`);
    if (body.imageIds.length > AFTER_SALE_MAX_IMAGES) return rejected(IMAGE_UPLOAD_MSG.tooMany(AFTER_SALE_MAX_IMAGES));
    const images = body.imageIds.map((id) => state.images.find((i) => i.id === id && i.userId === uid && !i.attached));
    if (images.some((i) => !i)) return rejected('图片不存在');
    images.forEach((i) => (i!.attached = true));
    const c = seedCase(uid, order.id, line.orderLineId, {
      kind: body.kind,
      kindText: AFTER_SALE_KIND_TEXT[body.kind],
      quantity: body.quantity,
      reason: body.reason,
      refundAmount: REFUND_KINDS.includes(body.kind) ? line.price * body.quantity : null,
      images: images.map((i) => ({ id: i!.id, name: i!.name, mime: i!.mime, size: i!.bytes.byteLength })),
    });
    if (order.status === 'shipped' || order.status === 'completed') Object.assign(order, { status: 'after_sale', statusText: '售后中' });
    return ok(view(state.cases.find((x) => x.id === c.id)!));
  }),
  mock(afterSale.list, ({ token, query, paging }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const inTab = (s: AfterSaleStatus) => query.tab === 'all' || (query.tab === 'open' ? isOpen(s) : query.tab === 'completed' ? s === 'completed' : s === 'rejected' || s === 'cancelled');
    const rows = afterSaleMockState(uid)
      .filter((c) => inTab(c.status))
      .reverse()
      .map(summary);
    return okPage(rows, paging);
  }),
  mock(afterSale.detail, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = afterSaleMockState(uid).find((x) => x.id === params.id);
    return c ? ok(view(c)) : rejected(NOT_FOUND);
  }),
  mock(afterSale.cancel, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = afterSaleMockState(uid).find((x) => x.id === params.id);
    if (!c) return rejected(NOT_FOUND);
    if (!c.actions.includes('cancel')) return rejected(`售后单当前为「${c.statusText}」，不能撤销`);
    c.events.push({ fromStatus: c.status, toStatus: 'cancelled', statusText: '已撤销', actor: 'buyer', actorText: AFTER_SALE_ACTOR_TEXT.buyer, note: '买家撤销申请', at: now() });
    Object.assign(c, { status: 'cancelled', statusText: '已撤销', actions: [] });
    return ok(view(c));
  }),
  mock(afterSale.message, ({ token, params, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = afterSaleMockState(uid).find((x) => x.id === params.id);
    if (!c) return rejected(NOT_FOUND);
    if (c.status === 'cancelled') return rejected('售后单已撤销，不能再留言');
    c.messages.push({ actor: 'buyer', actorText: AFTER_SALE_ACTOR_TEXT.buyer, content: body.content, at: now() });
    return ok(view(c));
  }),
];
