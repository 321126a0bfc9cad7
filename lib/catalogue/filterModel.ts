import type { ListState } from './listQuery';

/** The filter rows of SPEC §2: category, brand, package value, delivery. */
export type FilterKey = 'category' | 'brand' | 'pack' | 'delivery';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  key: FilterKey;
  label: string;
  options: FilterOption[];
}

/** SPEC §2: a multi-choice summary is truncated above 20 characters. */
export const SUMMARY_MAX = 20;

/** '品牌A、品牌B、…' cut to 20 characters plus '…' when longer. Counts code points, so no half characters. */
export function summarize(labels: string[], max = SUMMARY_MAX): string {
  const chars = Array.from(labels.join('、'));
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

export function selectedOf(state: ListState, key: FilterKey): string[] {
  switch (key) {
    case 'category':
      return state.categoryIds.map(String);
    case 'brand':
      return state.brandNames;
    case 'pack':
      return state.packs;
    case 'delivery':
      return state.delivery;
  }
}

/** The state with one filter replaced (and back on page 1). */
export function withFilter(state: ListState, key: FilterKey, values: string[]): ListState {
  const next: ListState = { ...state, pageNo: 1 };
  switch (key) {
    case 'category':
      next.categoryIds = values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
      break;
    case 'brand':
      next.brandNames = values;
      break;
    case 'pack':
      next.packs = values;
      break;
    case 'delivery':
      next.delivery = values as ListState['delivery'];
      break;
  }
  return next;
}
