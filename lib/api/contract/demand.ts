import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, idSchema, pageBody } from './common';
import { CART_MAX_ROWS, CART_PAGE_SIZE } from '../../constants';

const USER_API = '/mall/user/api';

/** A demand-list (需求清单 / 收藏) entry: a product, or one SKU of it. */
export const demandRowSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The collected SKU; null when the product was collected without choosing a pack. */
  skuId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  cas: z.string(),
  brandName: z.string(),
  imgUrl: z.string(),
  /** Product listed (and, for an SKU entry, the SKU listed). */
  available: z.boolean(),
  /** The product's listed SKUs, to choose a pack when moving to the cart; prices in fen. */
  skus: z.array(z.object({ id: z.number().int(), pack: z.string(), price: z.number().int(), stock: z.number().int(), deliveryDays: z.number().int() })),
  createdAt: z.string(),
});
export type DemandRow = z.infer<typeof demandRowSchema>;

const demandTarget = z
  .object({ skuId: idSchema.optional(), productId: idSchema.optional() })
  .refine((v) => v.skuId !== undefined || v.productId !== undefined, { message: '请指定商品或规格', path: ['skuId'] });

export const DEMAND_DROP_REASONS = ['商品已下架', '规格不存在', '商品不存在', '需求清单已满'] as const;

export const demand = {
  goodsCollectList: endpoint({
    title: '需求清单',
    method: 'POST',
    path: `${USER_API}/userBookMark/goodsCollectList`,
    body: pageBody.optional(),
    paged: { defaultSize: CART_PAGE_SIZE, maxSize: CART_PAGE_SIZE },
    auth: 'user',
    data: z.array(demandRowSchema),
  }),
  add: endpoint({
    title: '加入需求清单',
    method: 'POST',
    path: `${USER_API}/userBookMark/add`,
    body: demandTarget,
    auth: 'user',
    /** The entry's id (the existing one when already collected). */
    data: z.object({ id: z.number().int() }),
  }),
  delete: endpoint({
    title: '移出需求清单',
    method: 'POST',
    path: `${USER_API}/userBookMark/delete/{id}`,
    params: idParams,
    body: z.object({}).passthrough().optional(),
    auth: 'user',
    data: z.null(),
  }),
  synchronize: endpoint({
    title: '合并访客需求清单',
    method: 'POST',
    path: `${USER_API}/userBookMark/synchronize`,
    // Adding is a set union, so a retried request changes nothing: no requestId needed.
    body: z.object({
      /** REQUIRELIST items: skuId and/or productId (prodDetailId accepted as productId); anything else is ignored. */
      items: z.array(z.object({ skuId: z.unknown(), productId: z.unknown(), prodDetailId: z.unknown() }).partial().passthrough()).max(CART_MAX_ROWS, `一次最多合并 ${CART_MAX_ROWS} 项`),
    }),
    auth: 'user',
    data: z.object({
      list: z.array(demandRowSchema),
      dropped: z.array(z.object({ index: z.number().int(), skuId: z.number().int().nullable(), productId: z.number().int().nullable(), reason: z.enum(DEMAND_DROP_REASONS) })),
    }),
  }),
} as const;
