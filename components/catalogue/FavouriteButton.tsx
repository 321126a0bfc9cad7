'use client';

import { useGatedNavigate } from '@/components/auth/useGatedNavigate';
import { useListFeedback } from '@/components/cart/useListFeedback';
import { MEMBER_MSG as M } from '@/lib/messages/member';
import { loggedInSettled, useIsLoggedIn } from '@/stores/auth';
import { makeItem } from '@/stores/cart-items';
import { useDemandStore } from '@/stores/demand';
import type { ListItem } from '@/stores/list-item';
import { startListSync } from '@/stores/list-sync';
import styles from './BuyBox.module.scss';

/**
 * ☆收藏 on the product page: 我的收藏 is the demand list (docs/adr/0029-member-assets.md), so the product is
 * collected without a pack and shows ★已收藏 while any entry of it is in the list (a click removes that
 * entry). A visitor gets the login pop-up and comes back to this page.
 */
export default function FavouriteButton({ productId, name, src }: { productId: number; name: string; src: string }) {
  const loggedIn = useIsLoggedIn();
  const entry = useDemandStore((s) => (loggedIn && s.mode === 'server' ? s.items.find((i) => i.productId === productId) : undefined));
  const goGated = useGatedNavigate();
  const feedback = useListFeedback();

  const toggle = async () => {
    if (!(await loggedInSettled())) {
      void goGated(window.location.pathname + window.location.search);
      return;
    }
    if (useDemandStore.getState().mode !== 'server') startListSync();
    const store = useDemandStore.getState();
    if (entry) {
      feedback(await store.remove(entry.identityPrimaryKey), M.uncollected);
      return;
    }
    const item: ListItem = { ...makeItem({ productId, skuId: 0, name, pack: '', src, price: null, number: 1 }), skuId: null, identityPrimaryKey: `p${productId}`, specification: [] };
    feedback(await store.add(item), M.collectedToast);
  };

  return (
    <button type="button" className={styles.secondary} aria-pressed={!!entry} onClick={() => void toggle()} title={entry ? M.uncollect : undefined}>
      {entry ? M.collected : M.collect}
    </button>
  );
}
