import { basketItems } from '../db/schema';
import { createItemListService } from './item-list';

/** The inquiry basket (SPEC §7 inquiry/basket/*): the shared list service on basket_items. */
export const basketService = createItemListService({ kind: 'basket', table: basketItems, label: '询价篮', fullReason: '询价篮已满' });
