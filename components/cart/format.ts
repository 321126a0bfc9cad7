import { formatPrice } from '@/components/catalogue/availability';
import type { ListItem } from '@/stores/list-item';

export { formatPrice };

/** '规格：100mg' style text of a SPEC §3 specification list. */
export const specText = (item: Pick<ListItem, 'specification'>) => item.specification.map((p) => p.propValue).join(' / ');

/** Σ price × number over items with a known price (fen). */
export const totalFen = (items: Pick<ListItem, 'price' | 'number'>[]) => items.reduce((sum, i) => sum + (i.price ?? 0) * i.number, 0);
