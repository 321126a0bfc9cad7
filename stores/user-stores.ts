import { useCartStore } from './cart';
import { useCustomizedGoods } from './customized-goods';
import { useDemandStore } from './demand';
import { useInquiryStore } from './inquiry';

/**
 * The stores that hold one user's data: the cart, the inquiry basket and the demand list (SPEC §3/§4).
 * Listed here, once, so logout and an invalid session empty every one of them whether or not a page
 * happened to load it, and a login from the pop-up refreshes every count. A new per-user store joins here.
 */
export const listStores = [useCartStore, useInquiryStore, useDemandStore] as const;

/**
 * Logout / session invalid: every per-user list and its browser storage emptied; one failing never stops the
 * others. The custom-synthesis draft (SPEC §3 customizedGoods) goes on logout; `keepDraft` (a session that
 * ended by itself, code -1) keeps it so that logging in again brings the half-written request back.
 */
export function resetUserStores({ keepDraft = false }: { keepDraft?: boolean } = {}): void {
  for (const store of keepDraft ? listStores : [...listStores, useCustomizedGoods]) {
    try {
      store.getState().reset();
    } catch (err) {
      console.error('[user-stores] reset failed', err);
    }
  }
}

/** SPEC §4 "after successful login (b)": cart / inquiry / demand counts refresh. Failures stay with their owner. */
export async function refreshCounts(): Promise<void> {
  await Promise.allSettled(listStores.map(async (store) => store.getState().syncAndLoad()));
}
