'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { loggedInSettled } from '@/stores/auth';
import { useLoginModal } from '@/stores/login-modal';

/**
 * SPEC §4 gating (cart, inquiry basket, custom services, quick order, order centre): a logged-in customer
 * goes there; a visitor gets the login pop-up, and the wanted path is kept in session storage so that the
 * login continues to it. Resolves to whether it navigated. A click right after the page loaded, while a token is
 * still being checked, waits for that check: a logged-in customer must not get the login pop-up for clicking early.
 *
 *   const go = useGatedNavigate();
 *   <a href={routes.quickOrder} onClick={(e) => { e.preventDefault(); void go(routes.quickOrder); }}>快速下单</a>
 */
export function useGatedNavigate() {
  const router = useRouter();
  return useCallback(
    async (path: string): Promise<boolean> => {
      if (await loggedInSettled()) {
        router.push(path);
        return true;
      }
      useLoginModal.getState().openModal({ sourcePath: path });
      return false;
    },
    [router],
  );
}
