import { ORDER_STATUS_TEXT, type OrderStatus } from '../../../lib/api/contract/order';

/**
 * The order state machine: every status change in the code goes through `move()` (transitions.ts), which
 * refuses a move this table does not allow. Who may make each move is part of the rule.
 *
 *   unpaid ──pay──▶ to_ship ──ship──▶ shipped ──confirm──▶ completed
 *     │   review ──approve (operator)──▶ unpaid      (an order with 易制毒 / 易制爆 lines is created in review;
 *     │     └──reject / buyer cancel──▶ cancelled      unpaid → review stays allowed for the system)
 *     └──cancel / timeout──▶ cancelled          shipped / completed ──case opened──▶ after_sale
 *                                               after_sale ──last case closed (system)──▶ shipped / completed
 * 售后中 is a status: the buyer's first open after-sales case moves the order there (confirming receipt
 * and the auto-confirm wait meanwhile); when its last open case closes the system moves it back to
 * completed if it had been completed (completedAt set), else shipped (server/services/aftersales).
 */
export type Actor = 'buyer' | 'operator' | 'system' | 'payment';

export const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>> = {
  unpaid: { to_ship: ['payment', 'operator'], cancelled: ['buyer', 'system', 'operator'], review: ['system'] },
  review: { unpaid: ['operator'], cancelled: ['buyer', 'operator'] },
  to_ship: { shipped: ['operator'] },
  shipped: { completed: ['buyer', 'system', 'operator'], after_sale: ['buyer'] },
  completed: { after_sale: ['buyer'] },
  after_sale: { completed: ['operator', 'system'], shipped: ['system'] },
  cancelled: {},
};

export const canMove = (from: OrderStatus, to: OrderStatus, actor: Actor) => TRANSITIONS[from][to]?.includes(actor) ?? false;

/** Why a move is refused, in the buyer's words. */
export function refusal(from: OrderStatus, to: OrderStatus): string {
  return `订单当前为「${ORDER_STATUS_TEXT[from]}」，不能${ACTION_TEXT[to] ?? `改为「${ORDER_STATUS_TEXT[to]}」`}`;
}

const ACTION_TEXT: Partial<Record<OrderStatus, string>> = { to_ship: '付款', shipped: '发货', completed: '确认收货', cancelled: '取消' };
