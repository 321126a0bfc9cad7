'use client';

import { MSG } from '@/lib/messages/core';
import { useProductActions, type ProductChoice } from './actions';
import styles from './BuyBox.module.scss';

export type ActionKind = 'buy' | 'cart' | 'inquiry' | 'demand';

/**
 * 立即购买 · 加入购物车 · 加入询价篮 · 加入需求清单 for a chosen SKU and quantity. The work is done by
 * useProductActions (components/catalogue/actions.ts) — the one place that reaches the cart, basket and demand stores.
 */
export default function ProductActions({ choice, show = ['buy', 'cart', 'inquiry', 'demand'] }: { choice: ProductChoice | null; show?: ActionKind[] }) {
  const actions = useProductActions();
  const run = (fn: (c: ProductChoice) => boolean) => () => {
    if (choice) fn(choice);
  };
  const buttons: Record<ActionKind, { label: string; className: string; onClick: () => void }> = {
    buy: { label: MSG.buyNow, className: styles.buy, onClick: run(actions.buyNow) },
    cart: { label: MSG.addToCart, className: styles.cart, onClick: run(actions.addToCart) },
    inquiry: { label: MSG.addToInquiry, className: styles.secondary, onClick: run(actions.addToInquiry) },
    demand: { label: MSG.addToDemand, className: styles.secondary, onClick: run(actions.addToDemand) },
  };
  return (
    <div className={styles.actions}>
      {show.map((kind) => (
        <button key={kind} type="button" className={buttons[kind].className} onClick={buttons[kind].onClick} disabled={!choice} title={choice ? undefined : MSG.chooseSku}>
          {buttons[kind].label}
        </button>
      ))}
    </div>
  );
}
