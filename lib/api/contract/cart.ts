import { z } from 'zod';
import { productControlsSchema } from './regulatory';
import { endpoint } from './endpoint';
import { emptyBody, idSchema, wholeNumber } from './common';
import { CART_MAX_QTY, CART_MAX_ROWS, CART_PAGE_SIZE, QUICK_ORDER_MAX_LINES } from '../../constants';

export const ORDER_API = '/mall/shopping/order/api';

/** A quantity the customer typed: a whole number 1-9999, as a JSON number or in digits ('2'), as every integer field. */
export const qtyRule = wholeNumber(z.number({ error: '数量应为 1-9999 的整数' }).int('数量应为整数').min(1, '数量不能小于 1').max(CART_MAX_QTY, `数量不能超过 ${CART_MAX_QTY}`));

/** Client-generated key of one synchronize attempt (a UUID is fine); a retry sends the same key. */
export const requestIdRule = z
  .string()
  .trim()
  .min(8, '请求编号无效')
  .max(64, '请求编号无效')
  .regex(/^[A-Za-z0-9_-]+$/, '请求编号无效');

/** SPEC §3: specification is a list of propName/propValue; ours carries the pack as 规格. */
export const specificationSchema = z.array(z.object({ propName: z.string(), propValue: z.string() }));

/**
 * A cart or inquiry-basket row: SPEC §3's server cart row ({id, num, price, prodDetailVO}) plus what the
 * cart page needs. `price` is the current price in fen, always from the database.
 */
export const cartRowSchema = z.object({
  id: z.number().int(),
  num: z.number().int(),
  price: z.number().int(),
  prodDetailVO: z.object({
    productId: z.number().int(),
    productDetailId: z.number().int(),
    prodSkuId: z.number().int(),
    name: z.string(),
    imgUrl: z.string(),
    specification: specificationSchema,
  }),
  // ── ours ──
  skuId: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  cas: z.string(),
  nameEn: z.string(),
  brandName: z.string(),
  pack: z.string(),
  stock: z.number().int(),
  deliveryDays: z.number().int(),
  /** Price in fen when the customer last chose this SKU at a shown price. */
  priceAtAdd: z.number().int(),
  priceChanged: z.boolean(),
  /** Product and SKU both listed; an unlisted row stays visible (so nothing vanishes) but cannot be ordered. */
  available: z.boolean(),
  /** A stock item (stock > 0) with num above the stock: the remainder is supplied on order, later. */
  stockShort: z.boolean(),
  /** 易制毒 / 易制爆 / 危险化学品 marks of the product. */
  controls: productControlsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CartRow = z.infer<typeof cartRowSchema>;

/** SPEC §3 cart / inquiry item as the visitor's session storage holds it. Read leniently: a bad item is dropped with a reason, never the whole list. */
export const visitorItemSchema = z
  .object({
    skuId: z.unknown().optional(),
    prodDetailId: z.unknown().optional(),
    productId: z.unknown().optional(),
    number: z.unknown().optional(),
    /** Accepted as a synonym of `number`. */
    num: z.unknown().optional(),
    /** Ignored: prices come from the database. */
    price: z.unknown().optional(),
  })
  .passthrough();

export const DROP_REASONS = ['商品已下架', '规格不存在', '数量无效', '购物车已满', '询价篮已满'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export const syncResultSchema = z.object({
  /** The whole merged list, newest first. */
  list: z.array(cartRowSchema),
  /** Visitor items not merged, by their index in `items`, with the reason. */
  dropped: z.array(z.object({ index: z.number().int(), skuId: z.number().int().nullable(), reason: z.enum(DROP_REASONS) })),
  /** Rows whose summed quantity was capped at 9999. */
  adjusted: z.array(z.object({ skuId: z.number().int(), num: z.number().int(), reason: z.string() })),
  /** True when this requestId (or, without one, this same list within 10 minutes) was already applied: nothing was added again. */
  replayed: z.boolean(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

const carIdParams = z.object({ carId: idSchema });

/** The six calls of a cart-like list; the cart and the inquiry basket are the same service on two tables. */
function itemListEndpoints(base: string, label: string) {
  return {
    list: endpoint({
      title: `${label}列表`,
      method: 'GET',
      path: `${ORDER_API}/${base}/list`,
      paged: { defaultSize: CART_PAGE_SIZE, maxSize: CART_PAGE_SIZE },
      auth: 'user',
      data: z.array(cartRowSchema),
    }),
    insert: endpoint({
      title: `加入${label}`,
      method: 'POST',
      path: `${ORDER_API}/${base}/insert`,
      // Unknown keys (a client `price`) are stripped: the price is the database's.
      body: z.object({ prodDetailId: idSchema.optional(), skuId: idSchema, num: qtyRule }),
      auth: 'user',
      /** `num`: the row's quantity after the addition. */
      data: z.object({ id: z.number().int(), num: z.number().int() }),
    }),
    update: endpoint({
      title: `修改${label}数量`,
      method: 'POST',
      path: `${ORDER_API}/${base}/update`,
      body: z.object({ carId: idSchema, num: qtyRule }),
      auth: 'user',
      data: cartRowSchema,
    }),
    delete: endpoint({
      title: `删除${label}商品`,
      method: 'POST',
      path: `${ORDER_API}/${base}/delete/{carId}`,
      params: carIdParams,
      body: emptyBody,
      auth: 'user',
      data: z.null(),
    }),
    total: endpoint({
      title: `${label}商品数`,
      method: 'GET',
      path: `${ORDER_API}/${base}/total`,
      auth: 'user',
      /** The number of rows (distinct SKUs), also in the envelope's totalCount. */
      totalCount: true,
      data: z.number().int(),
    }),
    synchronize: endpoint({
      title: `合并访客${label}`,
      method: 'POST',
      path: `${ORDER_API}/${base}/synchronize`,
      body: z.object({
        requestId: requestIdRule.optional(),
        items: z.array(visitorItemSchema).max(CART_MAX_ROWS, `一次最多合并 ${CART_MAX_ROWS} 项`),
      }),
      auth: 'user',
      data: syncResultSchema,
    }),
  };
}

// ── quick order ──

export const QUICK_LINE_KINDS = ['resolved', 'ambiguous', 'unknown', 'notSold', 'invalid'] as const;

const quickChoiceSchema = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  pack: z.string(),
  code: z.string(),
  cas: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  deliveryDays: z.number().int(),
});
export type QuickChoice = z.infer<typeof quickChoiceSchema>;

export const quickLineSchema = z.discriminatedUnion('kind', [
  z.object({ index: z.number().int(), input: z.string(), kind: z.literal('resolved'), num: z.number().int(), item: quickChoiceSchema }),
  z.object({ index: z.number().int(), input: z.string(), kind: z.literal('ambiguous'), num: z.number().int(), reason: z.string(), choices: z.array(quickChoiceSchema) }),
  z.object({ index: z.number().int(), input: z.string(), kind: z.enum(['unknown', 'notSold', 'invalid']), reason: z.string() }),
]);
export type QuickLine = z.infer<typeof quickLineSchema>;

const cartEndpoints = itemListEndpoints('buy/car', '购物车');

export const cart = {
  ...cartEndpoints,
  batchInsert: endpoint({
    title: '批量加入购物车',
    method: 'POST',
    path: `${ORDER_API}/buy/car/batchInsert`,
    body: z.object({
      items: z
        .array(z.object({ skuId: idSchema, num: qtyRule }))
        .min(1, '请至少选择一个商品')
        .max(QUICK_ORDER_MAX_LINES, `一次最多加入 ${QUICK_ORDER_MAX_LINES} 个商品`),
    }),
    auth: 'user',
    /** The cart rows of those SKUs after the addition. */
    data: z.array(cartRowSchema),
  }),
  quickOrderResolve: endpoint({
    title: '快速下单：识别货号/CAS',
    method: 'POST',
    path: `${ORDER_API}/quickOrder/resolve`,
    body: z.object({
      lines: z
        .array(z.string({ error: '每行应为文本' }).trim().min(1, '不能有空行').max(200, '单行不能超过200个字符'))
        .min(1, '请输入货号或CAS号')
        .max(QUICK_ORDER_MAX_LINES, `最多 ${QUICK_ORDER_MAX_LINES} 行`),
    }),
    auth: 'user',
    /** One result per line, in order. */
    data: z.array(quickLineSchema),
  }),
} as const;

export const basket = itemListEndpoints('inquiry/basket', '询价篮');
