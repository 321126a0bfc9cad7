import { z } from 'zod';
import { productControlsSchema } from './regulatory';
import { lineLotSchema } from './lots';
import { endpoint } from './endpoint';
import { emptyBody, idParams, idSchema, wholeNumber } from './common';
import { ORDER_API } from './cart';
import { addressSchema } from './address';
import { invoiceTitleSchema } from './invoice';
import { settlementVoucherSchema } from './voucher';
import { CART_MAX_QTY, CART_MAX_ROWS, ORDER_NOTE_MAX, USE_STATEMENT_MAX } from '../../constants';

/**
 * An order's life (server/services/orders/states.ts holds the allowed moves):
 * unpaid 待付款 → to_ship 待发货 → shipped 已发货 → completed 已完成; unpaid → cancelled 已取消.
 * review 待审核 and after_sale 售后中 are the seams of controlled chemicals and after-sales.
 */
export const ORDER_STATUSES = ['unpaid', 'review', 'to_ship', 'shipped', 'completed', 'cancelled', 'after_sale'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待付款',
  review: '待审核',
  to_ship: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
  after_sale: '售后中',
};

/** 常温 / 冰袋 / 干冰, from the products' shipping text; the strictest line decides the order's fee. */
export const SHIPPING_CONDITIONS = ['ambient', 'ice', 'dry_ice'] as const;
export type ShippingCondition = (typeof SHIPPING_CONDITIONS)[number];
export const SHIPPING_CONDITION_TEXT: Record<ShippingCondition, string> = { ambient: '常温运输', ice: '冰袋运输', dry_ice: '干冰运输' };

export const ACTORS = ['buyer', 'operator', 'system', 'payment'] as const;
export const ACTOR_TEXT: Record<(typeof ACTORS)[number], string> = { buyer: '买家', operator: '商城', system: '系统', payment: '支付机构' };

/** Where the lines come from: selected cart rows, or one SKU bought at once (立即购买). */
const sourceSchema = z.object({
  /** The one voucher (a user voucher id) the buyer picked; the server computes the discount. */
  voucherId: idSchema.optional(),
  carIds: z.array(idSchema).min(1, '请至少选择一个商品').max(CART_MAX_ROWS).optional(),
  buyNow: z
    .object({
      skuId: idSchema,
      num: wholeNumber(z.number({ error: '数量应为整数' }).int('数量应为整数').min(1, '数量不能小于 1').max(CART_MAX_QTY, `数量不能超过 ${CART_MAX_QTY}`)),
    })
    .optional(),
});
const withOneSource = <T extends z.ZodType<{ carIds?: unknown; buyNow?: unknown }>>(schema: T) =>
  schema.refine((b) => (b.carIds === undefined) !== (b.buyNow === undefined), { message: '请选择购物车商品或立即购买的商品（二选一）', path: ['carIds'] });

export const settlementLineSchema = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  /** The cart row, when the line comes from the cart. */
  carId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  cas: z.string(),
  pack: z.string(),
  brandName: z.string(),
  imgUrl: z.string(),
  num: z.number().int(),
  /** Today's unit price, fen. */
  price: z.number().int(),
  /** The price when put in the cart (null for 立即购买); differs from `price` when it changed since. */
  priceAtAdd: z.number().int().nullable(),
  priceChanged: z.boolean(),
  amount: z.number().int(),
  stock: z.number().int(),
  /** How many come from stock now; the rest (num - fromStock) is made to order in deliveryDays. */
  fromStock: z.number().int(),
  deliveryDays: z.number().int(),
  shippingCondition: z.enum(SHIPPING_CONDITIONS),
  /** False when the product or pack is no longer sold: the order cannot be submitted with it. */
  available: z.boolean(),
  /** 易制毒 / 易制爆 / 危险化学品 marks of the product. */
  controls: productControlsSchema,
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const shippingRuleSchema = z.object({ condition: z.enum(SHIPPING_CONDITIONS), feeFen: z.number().int(), freeFromFen: z.number().int().nullable(), text: z.string() });

export const settlementSchema = z.object({
  lines: z.array(settlementLineSchema),
  goods: z.number().int(),
  shippingCondition: z.enum(SHIPPING_CONDITIONS),
  shippingFee: z.number().int(),
  /** What the chosen voucher takes off the goods (0 without one); total = goods + shippingFee − discount. */
  discount: z.number().int(),
  /** The chosen voucher, when it applies. */
  voucher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The buyer's unused, unexpired vouchers, best first, each saying whether it applies to these goods. */
  vouchers: z.array(settlementVoucherSchema),
  total: z.number().int(),
  /** The fee table the buyer is shown (one row per condition). */
  shippingRules: z.array(shippingRuleSchema),
  /** Notes the buyer must see before submitting: changed prices, short stock, unavailable lines. */
  notices: z.array(z.string()),
  /**
   * A digest of what was shown (lines, prices, stock split, fee). Submit sends it back; when the server's
   * own digest differs, the submit is refused with the reason and nothing is ordered.
   */
  quoteHash: z.string(),
  /**
   * Controlled goods: the lines carrying 易制毒 / 易制爆 / 危险化学品 marks. `permitRequired` (any
   * 易制毒 or 易制爆 line): the submit must carry `permit` and the order waits in 待审核 for the operator.
   */
  controls: z.object({
    permitRequired: z.boolean(),
    lines: z.array(z.object({ skuId: z.number().int(), name: z.string(), marks: z.array(z.string()), permit: z.boolean() })),
  }),
  /** Why this buyer cannot submit at all (the 仅查看 role of their current organisation); absent or null when they can. */
  orderBlocked: z.string().nullable().optional(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const PERMIT_MSG = {
  useRequired: '请填写用途说明',
  useTooLong: `用途说明不能超过${USE_STATEMENT_MAX}个字`,
  permitRequired: '请上传购买许可证或备案证明',
} as const;
const permitChoice = z.object({
  permitId: idSchema.optional(),
  useStatement: z.string({ error: PERMIT_MSG.useRequired }).trim().min(1, PERMIT_MSG.useRequired).max(USE_STATEMENT_MAX, PERMIT_MSG.useTooLong),
});

export const invoiceChoice = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    /** 普通发票 (electronic): a personal or company title. */
    z.object({ kind: z.literal('ordinary'), titleId: idSchema }),
    /** 增值税专用发票 (paper): a special title and where to post it. */
    z.object({ kind: z.literal('special'), titleId: idSchema, addressId: idSchema }),
  ],
  { error: '请选择发票类型' },
);
export type InvoiceChoice = z.infer<typeof invoiceChoice>;

/** The title as the order keeps it (a copy), where a paper invoice goes, and whether it is issued. */
export const orderInvoiceSchema = invoiceTitleSchema.omit({ id: true, isDefault: true }).extend({
  /** Paper invoices only: where it is posted. */
  mailTo: addressSchema.omit({ id: true, isDefault: true, book: true }).nullable(),
  status: z.enum(['pending', 'issued']),
  statusText: z.string(),
  invoiceNo: z.string().nullable(),
  issuedAt: z.string().nullable(),
});

export const orderNoteRule = z.string().trim().max(ORDER_NOTE_MAX, `订单备注不能超过${ORDER_NOTE_MAX}个字`).optional().default('');
export const requestKeyRule = z.string({ error: '缺少提交标识 requestKey' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '提交标识 requestKey 格式不正确');
export const submittedOrderSchema = z.object({ id: z.number().int(), orderNo: z.string(), total: z.number().int(), payDeadline: z.string() });

export const orderAddressSchema = addressSchema.omit({ id: true, isDefault: true, book: true });

export const orderLineSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  cas: z.string(),
  pack: z.string(),
  brandName: z.string(),
  imgUrl: z.string(),
  price: z.number().int(),
  num: z.number().int(),
  amount: z.number().int(),
  fromStock: z.number().int(),
  deliveryDays: z.number().int(),
  /** The lot shipped, once shipped (the first, when shipping took several). */
  lotNo: z.string().nullable(),
  /** Every lot (and warehouse) shipping took for this line, first-expiry-first-out; empty before shipping. */
  lots: z.array(lineLotSchema),
});

export const orderEventSchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  toStatusText: z.string(),
  actor: z.enum(ACTORS),
  actorText: z.string(),
  note: z.string(),
  at: z.string(),
});

/**
 * The one line of an order that settles a custom-synthesis quote: the request as the buyer wrote it,
 * at the quoted price. Such an order has no catalogue lines (`lines` is empty).
 */
export const customOrderLineSchema = z.object({
  requestId: z.number().int(),
  requestNo: z.string(),
  name: z.string(),
  cas: z.string(),
  smiles: z.string(),
  formula: z.string(),
  quantity: z.number(),
  unit: z.string(),
  purity: z.string(),
  /** The quoted lead time, days after payment. */
  leadDays: z.number().int(),
  price: z.number().int(),
});
export type CustomOrderLine = z.infer<typeof customOrderLineSchema>;

/**
 * What can be done to an order: 去支付, 取消订单, 确认收货, 再次购买, and 申请售后 on its lines. The buyer may
 * do what the status allows; an admin of the organisation the order was placed for may, on a member's
 * order, only cancel it (before payment) and buy it again for themself (docs/adr/0028-organisations.md).
 */
export const ORDER_ACTIONS = ['pay', 'cancel', 'confirm', 'afterSale', 'buyAgain'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const ADMIN_ORDER_ACTIONS: readonly OrderAction[] = ['cancel', 'buyAgain'];
export const ORDER_ACTION_TEXT: Record<OrderAction, string> = { pay: '付款', cancel: '取消订单', confirm: '确认收货', afterSale: '申请售后', buyAgain: '再次购买' };

/** The actions of an order in this status, for its buyer (`own`) or for the admin who sees a member's order. */
export function orderActions(status: OrderStatus, opts: { custom: boolean; own: boolean }): OrderAction[] {
  const byStatus: Record<OrderStatus, OrderAction[]> = {
    unpaid: ['pay', 'cancel'],
    review: ['cancel'],
    to_ship: ['buyAgain'],
    shipped: ['confirm', 'afterSale', 'buyAgain'],
    completed: ['afterSale', 'buyAgain'],
    after_sale: ['afterSale', 'buyAgain'],
    cancelled: ['buyAgain'],
  };
  // 再次购买 puts catalogue lines back in the cart; a custom order has none (a new request is made instead).
  return byStatus[status].filter((a) => (!opts.custom || a !== 'buyAgain') && (opts.own || ADMIN_ORDER_ACTIONS.includes(a)));
}

/** The refusal of an action that stays with the buyer, to the admin who sees the order. */
export const orderBuyerOnly = (buyer: string, action: OrderAction) => `该订单由${buyer}下单，只有下单人本人可以${ORDER_ACTION_TEXT[action]}`;

export const orderBuyerSchema = z.object({ name: z.string(), mobile: z.string().nullable() });

export const orderSummarySchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusText: z.string(),
  total: z.number().int(),
  lineCount: z.number().int(),
  /** The first lines, for the list (name, pack, image). */
  preview: z.array(orderLineSchema.pick({ name: true, pack: true, code: true, imgUrl: true, num: true, productId: true })),
  createdAt: z.string(),
  payDeadline: z.string().nullable(),
  /** What the viewer may do now (orderActions): the pages offer exactly these. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** A custom-synthesis order's line; null for catalogue orders. */
  custom: customOrderLineSchema.nullable(),
  /**
   * Who placed the order when it is not the viewer's own (a member's order seen by the organisation's
   * admin; every order in the operator's views): the nickname, else the masked mobile. Null for one's own.
   */
  buyer: orderBuyerSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  goods: z.number().int(),
  shippingFee: z.number().int(),
  /** The voucher used and its discount (0 and null without one). */
  discount: z.number().int(),
  voucher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  shippingCondition: z.enum(SHIPPING_CONDITIONS),
  note: z.string(),
  address: orderAddressSchema,
  invoice: orderInvoiceSchema.nullable(),
  lines: z.array(orderLineSchema),
  events: z.array(orderEventSchema),
  payMethod: z.string().nullable(),
  paidAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderCountsSchema = z.object(Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<OrderStatus, z.ZodNumber>).extend({ all: z.number().int() });

const orderListQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** An order number, or part of a product's name, code or CAS. */
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字').optional(),
});

const operatorListQuery = z.object({ status: z.enum(ORDER_STATUSES).optional(), keyword: z.string().trim().max(50).optional() });

export const order = {
  preview: endpoint({
    title: '结算预览',
    method: 'POST',
    path: `${ORDER_API}/order/settlement/preview`,
    body: withOneSource(sourceSchema),
    auth: 'user',
    data: settlementSchema,
  }),
  submit: endpoint({
    title: '提交订单',
    method: 'POST',
    path: `${ORDER_API}/order/submit`,
    body: withOneSource(
      sourceSchema.extend({
        addressId: idSchema,
        invoice: invoiceChoice,
        note: orderNoteRule,
        /** The client's idempotency key: one per settlement screen; retries and double clicks send the same. */
        requestKey: requestKeyRule,
        quoteHash: z.string({ error: '缺少结算摘要 quoteHash' }).regex(/^[0-9a-f]{16,64}$/, '结算摘要 quoteHash 格式不正确'),
        /** Required when the settlement says `controls.permitRequired`: the uploaded permit and the use statement. */
        permit: permitChoice.optional(),
      }),
    ),
    auth: 'user',
    data: submittedOrderSchema,
  }),
  list: endpoint({
    title: '我的订单',
    method: 'GET',
    path: `${ORDER_API}/order/list`,
    query: orderListQuery,
    paged: { defaultSize: 10, maxSize: 50 },
    auth: 'user',
    data: z.array(orderSummarySchema),
  }),
  counts: endpoint({ title: '各状态订单数', method: 'GET', path: `${ORDER_API}/order/counts`, auth: 'user', data: orderCountsSchema }),
  detail: endpoint({ title: '订单详情', method: 'GET', path: `${ORDER_API}/order/detail/{id}`, params: idParams, auth: 'user', data: orderDetailSchema }),
  cancel: endpoint({
    title: '取消订单',
    method: 'POST',
    path: `${ORDER_API}/order/cancel/{id}`,
    params: idParams,
    body: z.object({ reason: z.string().trim().max(100, '取消原因不能超过100个字').optional().default('') }).optional().default({ reason: '' }),
    auth: 'user',
    data: orderDetailSchema,
  }),
  confirmReceipt: endpoint({ title: '确认收货', method: 'POST', path: `${ORDER_API}/order/confirmReceipt/{id}`, params: idParams, body: emptyBody, auth: 'user', data: orderDetailSchema }),
  buyAgain: endpoint({
    title: '再次购买',
    method: 'POST',
    path: `${ORDER_API}/order/buyAgain/{id}`,
    params: idParams,
    body: emptyBody,
    auth: 'user',
    // The cart rows the lines went into; unavailable lines are named in `skipped`.
    data: z.object({ carIds: z.array(z.number().int()), skipped: z.array(z.string()) }),
  }),

  operatorList: endpoint({
    title: '运营：订单列表',
    method: 'GET',
    path: `${ORDER_API}/operator/order/list`,
    query: operatorListQuery,
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'orders',
    data: z.array(orderSummarySchema.extend({ userId: z.number().int() })),
  }),
  operatorDetail: endpoint({ title: '运营：订单详情', method: 'GET', path: `${ORDER_API}/operator/order/detail/{id}`, params: idParams, auth: 'operator', permission: 'orders', data: orderDetailSchema }),
  operatorShip: endpoint({
    title: '运营：发货',
    method: 'POST',
    path: `${ORDER_API}/operator/order/ship/{id}`,
    params: idParams,
    body: z.object({
      carrier: z.string({ error: '请输入承运商' }).trim().min(1, '请输入承运商').max(30, '承运商不能超过30个字'),
      trackingNo: z.string({ error: '请输入运单号' }).trim().regex(/^[A-Za-z0-9-]{6,32}$/, '运单号应为6-32位字母、数字或 -'),
    }),
    auth: 'operator', permission: 'orders',
    data: orderDetailSchema,
  }),
  operatorCancel: endpoint({
    title: '运营：取消订单',
    method: 'POST',
    path: `${ORDER_API}/operator/order/cancel/{id}`,
    params: idParams,
    body: z.object({ reason: z.string({ error: '请输入取消原因' }).trim().min(1, '请输入取消原因').max(100) }),
    auth: 'operator', permission: 'orders',
    data: orderDetailSchema,
  }),
  operatorIssueInvoice: endpoint({
    title: '运营：开具发票',
    method: 'POST',
    path: `${ORDER_API}/operator/order/invoice/{id}`,
    params: idParams,
    body: z.object({ invoiceNo: z.string({ error: '请输入发票号码' }).trim().regex(/^[0-9]{8,20}$/, '发票号码应为8-20位数字') }),
    auth: 'operator', permission: 'finance',
    data: orderDetailSchema,
  }),
} as const;

