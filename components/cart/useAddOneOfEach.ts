'use client';

import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { batchInsertCart } from '@/lib/api/cart';
import { ApiFailure } from '@/lib/api/client';
import { isLoggedInNow } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { useLoginModal } from '@/stores/login-modal';

export type AddOneOfEachResult = { kind: 'added' } | { kind: 'login' } | { kind: 'failed'; error: ApiFailure } | { kind: 'none' };

/**
 * 全部加入购物车 of a method or a standard: one of each SKU in ONE cart call (buy/car/batchInsert, all or nothing),
 * then the header's cart is reloaded. A visitor gets the login pop-up, which brings them back to `sourcePath`.
 * The caller says the result its own way; a failure that is not the API's (already toasted) is `none`.
 */
export function useAddOneOfEach() {
  const [busy, setBusy] = useState(false);
  const add = async (skuIds: number[], sourcePath: string): Promise<AddOneOfEachResult> => {
    if (!isLoggedInNow()) {
      useLoginModal.getState().openModal({ sourcePath });
      return { kind: 'login' };
    }
    setBusy(true);
    try {
      await batchInsertCart(browserApi, skuIds.map((skuId) => ({ skuId, num: 1 })));
      void useCartStore.getState().load();
      return { kind: 'added' };
    } catch (err) {
      return err instanceof ApiFailure ? { kind: 'failed', error: err } : { kind: 'none' };
    } finally {
      setBusy(false);
    }
  };
  return { busy, add };
}
