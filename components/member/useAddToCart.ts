'use client';

import { useCallback } from 'react';
import { useListFeedback } from '@/components/cart/useListFeedback';
import { MSG } from '@/lib/messages';
import { useCartStore } from '@/stores/cart';
import { makeItem } from '@/stores/cart-items';
import { startListSync } from '@/stores/list-sync';

export interface CartPick {
  productId: number;
  name: string;
  imgUrl: string;
  sku: { id: number; pack: string; price: number } | undefined;
}

/** 加入购物车 of one pack from 我的收藏 / 我的足迹: through the cart store (server first), its answer as a toast. */
export function useAddToCart() {
  const feedback = useListFeedback();
  return useCallback(
    async ({ productId, name, imgUrl, sku }: CartPick): Promise<boolean> => {
      if (!sku) return feedback({ ok: false, message: MSG.choosePack });
      const store = useCartStore.getState();
      if (store.mode !== 'server') startListSync();
      return feedback(await useCartStore.getState().add(makeItem({ productId, skuId: sku.id, name, pack: sku.pack, src: imgUrl, price: sku.price, number: 1 })), MSG.addedToCart);
    },
    [feedback],
  );
}
