import { cartItems } from '../db/schema';
import { createItemListService } from './item-list';

/** The shopping cart (SPEC §7 buy/car/*): the shared list service on cart_items. */
export const cartService = createItemListService({ kind: 'cart', table: cartItems, label: '购物车', fullReason: '购物车已满' });
