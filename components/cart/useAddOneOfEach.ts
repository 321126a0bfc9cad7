'use client';

import { useState } from 'react';
import { ApiFailure } from '@/lib/api/failure';
import { viaShell } from '@/lib/api/shell';
import { loggedInSettled } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { useLoginModal } from '@/stores/login-modal';

/** buy/car/batchInsert, with the API client loaded on the first call (lib/api/shell.ts): method and standard pages load without it. */
const batchInsert = viaShell(({ batchInsertCart, browserApi }, skuIds: number[]) => batchInsertCart(browserApi, skuIds.map((skuId) => ({ skuId, num: 1 }))));

export type AddOneOfEachResult = { kind: 'added' } | { kind: 'login' } | { kind: 'failed'; error: ApiFailure } | { kind: 'none' };

/**
 * 全部加入购物车 of a method or a standard: one of each SKU in ONE cart call (buy/car/batchInsert, all or nothing),
 * then the header's cart is reloaded. A visitor gets the login pop-up, which brings them back to `sourcePath`.
 * The caller says the result its own way; a failure that is not the API's (already toasted) is `none`.
 */
export function useAddOneOfEach() {
  const [busy, setBusy] = useState(false);
  const add = async (skuIds: number[], sourcePath: string): Promise<AddOneOfEachResult> => {
    if (!(await loggedInSettled())) {
      useLoginModal.getState().openModal({ sourcePath });
      return { kind: 'login' };
    }
    setBusy(true);
    try {
      await batchInsert(skuIds);
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
