'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { isLoggedInNow } from '@/stores/auth';
import { useLoginModal } from '@/stores/login-modal';

/**
 * SPEC §4 gating (cart, inquiry basket, custom services, quick order, order centre): a logged-in customer
 * goes there; a visitor gets the login pop-up, and the wanted path is kept in session storage so that the
 * login continues to it. Returns whether it navigated.
 *
 *   const go = useGatedNavigate();
 *   <a href={routes.quickOrder} onClick={(e) => { e.preventDefault(); go(routes.quickOrder); }}>快速下单</a>
 */
export function useGatedNavigate() {
  const router = useRouter();
  return useCallback(
    (path: string): boolean => {
      if (isLoggedInNow()) {
        router.push(path);
        return true;
      }
      useLoginModal.getState().openModal({ sourcePath: path });
      return false;
    },
    [router],
  );
}
