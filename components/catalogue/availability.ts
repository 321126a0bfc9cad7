import type { Sku } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages/core';

export interface Availability {
  inStock: boolean;
  label: string;
}

/** A product's availability badge: 现货 when any SKU is in stock, else 订货 with the shortest lead time. */
export function availabilityOf(skus: readonly Sku[]): Availability | null {
  if (skus.length === 0) return null;
  if (skus.some((s) => s.stock > 0)) return { inStock: true, label: MSG.inStock };
  return { inStock: false, label: MSG.deliveryDays(Math.min(...skus.map((s) => s.deliveryDays))) };
}

/** One SKU: 现货 (with the count) or 订货 with its delivery days. */
export function skuAvailability(sku: Sku): Availability {
  return sku.stock > 0 ? { inStock: true, label: MSG.stockCount(sku.stock) } : { inStock: false, label: MSG.deliveryOnOrderDays(sku.deliveryDays) };
}

/** Molecular weight as printed on a label: two decimals, no trailing noise. */
export const formatMw = (mw: number) => (Number.isFinite(mw) && mw > 0 ? mw.toFixed(2) : '—');

/** Fen → '¥1,234.50'. */
export const formatPrice = (fen: number) =>
  `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A product's packages with their list prices on one line: '100mg ¥200.00 / 500mg ¥650.00'. */
export const packPriceText = (skus: readonly Pick<Sku, 'pack' | 'price'>[]) => skus.map((s) => `${s.pack} ${formatPrice(s.price)}`).join(' / ');
