'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { toast } from '@/components/ui/feedback';
import { browserApi } from '@/lib/api/browser';
import { batchInsertCart } from '@/lib/api/cart';
import { ApiFailure } from '@/lib/api/client';
import { STANDARD_MSG as M } from '@/lib/messages';
import { isLoggedInNow } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { useLoginModal } from '@/stores/login-modal';
import styles from './standards.module.scss';

/** One SKU to add: the pack shown in the materials table. */
export interface AddAllItem {
  skuId: number;
  name: string;
}

/**
 * 全部加入购物车: every material we sell, in the pack shown, one of each, in one call (the cart's batchInsert,
 * as quick order does). A visitor gets the login pop-up, which then comes back to this standard; a refusal
 * (code 0) shows the server's message and adds nothing.
 */
export default function AddAllToCart({ items }: { items: AddAllItem[] }) {
  const pathname = usePathname();
  const [busy, setBusy] = useState(false);

  const addAll = async () => {
    if (items.length === 0) {
      void toast.warning(M.addAllNone);
      return;
    }
    if (!isLoggedInNow()) {
      useLoginModal.getState().openModal({ sourcePath: pathname });
      return;
    }
    setBusy(true);
    try {
      await batchInsertCart(
        browserApi,
        items.map((i) => ({ skuId: i.skuId, num: 1 })),
      );
      void toast.success(M.addedAll(items.length));
      void useCartStore.getState().load();
    } catch (err) {
      // Network failures were toasted by the client; -1 logs out.
      if (err instanceof ApiFailure && err.kind === 'rejected') void toast.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.addAll}>
      <button type="button" className={styles.button} onClick={() => void addAll()} disabled={busy || items.length === 0} data-testid="add-all-to-cart">
        {M.addAll}
      </button>
      <span className={styles.muted}>{items.length > 0 ? M.addAllNote : M.addAllNone}</span>
    </div>
  );
}
