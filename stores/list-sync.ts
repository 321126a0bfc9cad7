import { useEffect } from 'react';
import { useAuthStore, type AuthStatus } from './auth';
import { REQUIRELIST } from './cart-items';
import { useDemandStore } from './demand';
import { listStores } from './user-stores';

/**
 * Follows the login state for the three lists (SPEC §4):
 *  - logged in (at start-up or by a login): merge what the visitor left in storage, then load the server lists;
 *  - logged out: the visitor's lists from browser storage (logout has emptied them: stores/user-stores.ts).
 *
 * Two tabs: a logged-in tab reads the server again when it regains focus or becomes visible, so a change
 * made in another tab (or a merge that failed here) shows up. A visitor's cart and basket live in session
 * storage, which is per tab by nature: a second visitor tab starts with an empty cart. The demand list is in
 * local storage, shared by the visitor's tabs: the `storage` event re-reads it.
 */

const REFOCUS_MIN_INTERVAL_MS = 1500;

let started = false;
let lastRefresh = 0;

function follow(status: AuthStatus) {
  if (status === 'in') for (const store of listStores) void store.getState().syncAndLoad();
  else if (status === 'out') for (const store of listStores) store.getState().hydrateVisitor();
}

function onRefocus() {
  if (document.visibilityState === 'hidden') return;
  if (useAuthStore.getState().status !== 'in') return;
  const now = Date.now();
  if (now - lastRefresh < REFOCUS_MIN_INTERVAL_MS) return;
  lastRefresh = now;
  for (const store of listStores) void store.getState().syncAndLoad();
}

function onStorage(e: StorageEvent) {
  if (e.key === REQUIRELIST && useAuthStore.getState().status === 'out') useDemandStore.getState().hydrateVisitor();
}

/** Idempotent; returns a stop function for tests. */
export function startListSync(): () => void {
  if (started || typeof window === 'undefined') return () => undefined;
  started = true;
  const unsubscribe = useAuthStore.subscribe((s, prev) => {
    if (s.status !== prev.status) follow(s.status);
  });
  follow(useAuthStore.getState().status);
  window.addEventListener('focus', onRefocus);
  document.addEventListener('visibilitychange', onRefocus);
  window.addEventListener('storage', onStorage);
  return () => {
    started = false;
    unsubscribe();
    window.removeEventListener('focus', onRefocus);
    document.removeEventListener('visibilitychange', onRefocus);
    window.removeEventListener('storage', onStorage);
  };
}

/** Mounted by the header (every page with the shop's chrome) and by the list pages. */
export function useListSync() {
  useEffect(() => {
    startListSync();
  }, []);
}
