'use client';

import { usePathname } from 'next/navigation';
import { useAddOneOfEach } from '@/components/cart/useAddOneOfEach';
import { toast } from '@/components/ui/feedback';
import { STANDARD_MSG as M } from '@/lib/messages/standard';
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
  const { busy, add } = useAddOneOfEach();

  const addAll = async () => {
    if (items.length === 0) {
      void toast.warning(M.addAllNone);
      return;
    }
    const done = await add(
      items.map((i) => i.skuId),
      pathname,
    );
    if (done.kind === 'added') void toast.success(M.addedAll(items.length));
    // Network failures were toasted by the client; -1 logs out.
    else if (done.kind === 'failed' && done.error.kind === 'rejected') void toast.error(done.error.message);
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
