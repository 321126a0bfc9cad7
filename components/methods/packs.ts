import type { ProductCard } from '@/lib/api/contract/catalogue';
import type { PackChoice } from './AddAllToCart';

/**
 * The package 全部加入购物车 takes of each product: the smallest listed package in stock, else the first
 * listed one (the product's own order is smallest first). A product with no package is named, not added.
 */
export function choosePacks(products: ProductCard[]): { choices: PackChoice[]; missing: string[] } {
  const choices: PackChoice[] = [];
  const missing: string[] = [];
  for (const p of products) {
    const sku = p.skus.find((k) => k.stock > 0) ?? p.skus[0];
    if (sku) choices.push({ skuId: sku.id, name: p.nameCn });
    else missing.push(p.nameCn);
  }
  return { choices, missing };
}
