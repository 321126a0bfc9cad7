import type { Brand, CategoryFlat, CategoryNode, ProductFacets } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import type { FilterGroup } from '@/lib/catalogue/filterModel';
import type { Delivery, ListState } from '@/lib/catalogue/listQuery';

export const DELIVERY_LABELS: Record<Delivery, string> = {
  inStock: MSG.deliveryInStock,
  within7: MSG.deliveryWithin7,
  within15: MSG.deliveryWithin15,
  onOrder: MSG.deliveryOnOrder,
};

export const categoryGroup = (categories: Pick<CategoryFlat, 'id' | 'name'>[]): FilterGroup => ({
  key: 'category',
  label: MSG.filterCategory,
  options: categories.map((c) => ({ value: String(c.id), label: c.name })),
});

export const brandGroup = (brands: Pick<Brand, 'name'>[]): FilterGroup => ({
  key: 'brand',
  label: MSG.filterBrand,
  options: brands.map((b) => ({ value: b.name, label: b.name })),
});

/** The pack values the list's products have (catalogue.productFacets), smallest first; none when unknown. */
export const packGroup = (facets: ProductFacets | null): FilterGroup => ({
  key: 'pack',
  label: MSG.filterPack,
  options: (facets?.packs ?? []).map((p) => ({ value: p.value, label: p.value })),
});

/** The delivery options some product of the list has; none when unknown. */
export const deliveryGroup = (facets: ProductFacets | null): FilterGroup => ({
  key: 'delivery',
  label: MSG.filterDelivery,
  options: (facets?.delivery ?? []).map((d) => ({ value: d.value, label: DELIVERY_LABELS[d.value] })),
});

/** A node of the tree by id (depth-first); null for 0 or an id not in the tree. */
export function findNode(nodes: CategoryNode[], id: number): CategoryNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return null;
}

/** Multi-chosen categories must be among the offered ones; anything else is dropped from the state. */
export function keepOfferedCategories(state: ListState, offered: Pick<CategoryFlat, 'id'>[]): ListState {
  const ids = new Set(offered.map((c) => c.id));
  const kept = state.categoryIds.filter((id) => ids.has(id));
  return kept.length === state.categoryIds.length ? state : { ...state, categoryIds: kept };
}

/** Brand names → ids; null when a name matches no brand (the list is then empty). */
export function brandIdsOf(names: string[], brands: Brand[]): number[] | null {
  if (names.length === 0) return [];
  const ids = names.map((n) => brands.find((b) => b.name === n)?.id).filter((id): id is number => id !== undefined);
  return ids.length === 0 ? null : ids;
}
