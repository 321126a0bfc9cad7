import { z } from 'zod';

/* Lots (batches) and warehouses: what the goods detail shows per SKU, and what shipping allocated per order line. */

export const EXPIRY_KINDS = ['expiry', 'retest'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

/** Quantitative standards only: the certified value with its expanded uncertainty (k = 2), as on the certificate. */
export const certifiedValueSchema = z.object({
  /** e.g. 浓度, 熔点 */
  property: z.string(),
  value: z.string(),
  uncertainty: z.string(),
  unit: z.string(),
  k: z.literal(2),
});
export type CertifiedValue = z.infer<typeof certifiedValueSchema>;

export const lotSchema = z.object({
  lotNo: z.string(),
  /** YYYY-MM-DD */
  manufacturedOn: z.string(),
  /** expiry: 有效期至; retest: 复验期 */
  expiryKind: z.enum(EXPIRY_KINDS),
  expiresOn: z.string(),
  certified: certifiedValueSchema.nullable(),
});
export type Lot = z.infer<typeof lotSchema>;

export const warehouseStockSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** Sellable units of this SKU here (the warehouses of a SKU add up to its stock). */
  stock: z.number().int(),
  /** Paid before this time (Beijing time, HH:mm), dispatched the same working day. */
  cutoff: z.string(),
  transitMinDays: z.number().int(),
  transitMaxDays: z.number().int(),
});
export type WarehouseStock = z.infer<typeof warehouseStockSchema>;

/** Per SKU of a goods detail: the lot on sale now (first to expire among the sellable ones; null if none) and stock by warehouse. */
export const skuLotsSchema = z.object({
  skuId: z.number().int(),
  onSale: lotSchema.nullable(),
  warehouses: z.array(warehouseStockSchema),
});
export type SkuLots = z.infer<typeof skuLotsSchema>;

/** What shipping took for an order line: one entry per lot and warehouse, first-expiry-first-out. */
export const lineLotSchema = z.object({
  lotNo: z.string(),
  expiryKind: z.enum(EXPIRY_KINDS),
  expiresOn: z.string(),
  warehouse: z.string(),
  quantity: z.number().int(),
});
export type LineLot = z.infer<typeof lineLotSchema>;
