import { useEffect } from 'react';
import { useAuthStore, type AuthStatus } from './auth';
import { useCartStore } from './cart';
import { INTER_QUOTATION, REQUIRELIST, SHOPPING_CART } from './cart-items';
import { useDemandStore } from './demand';
import { useInquiryStore } from './inquiry';
import { quietly, readItems, visitorStorage } from './list-storage';
import { createTabSeed, TAB_STARTED_KEY, type VisitorLists } from './tab-seed';
import { listStores } from './user-stores';

/**
 * Follows the login state for the three lists (SPEC §4):
 *  - logged in (at start-up or by a login): merge what the visitor left in storage, then load the server lists;
 *  - logged out: the visitor's lists from browser storage (logout has emptied them: stores/user-stores.ts).
 *
 * Two tabs: a logged-in tab reads the server again when it regains focus or becomes visible, so a change
 * made in another tab (or a merge that failed here) shows up. A visitor's cart and basket live in session
 * storage, which is per tab by nature: a NEW visitor tab with both empty copies them from an open visitor tab
 * (stores/tab-seed.ts, BroadcastChannel, 300 ms); from then on each tab keeps its own. The demand list is in
 * local storage, shared by the visitor's tabs: the `storage` event re-reads it.
 */

const REFOCUS_MIN_INTERVAL_MS = 1500;

let started = false;
let lastRefresh = 0;
/** True in a tab that has just been opened, until its first known login state: only then does it ask other tabs. */
let newTab = false;
let seed: ReturnType<typeof createTabSeed> | null = null;

const cartStorage = visitorStorage('session', SHOPPING_CART);
const basketStorage = visitorStorage('session', INTER_QUOTATION);
const isVisitor = () => useAuthStore.getState().status === 'out';
const readVisitorLists = (): VisitorLists => ({ cart: cartStorage.read(), inquiry: basketStorage.read() });

/** A new visitor tab with an empty cart and basket takes those of an open visitor tab, if one answers. */
async function seedFromOpenTab() {
  const own = readVisitorLists();
  if (!seed || own.cart.length || own.inquiry.length) return;
  const lists = await seed.ask();
  if (!lists || !isVisitor()) return;
  // Something added here while waiting wins: the copy is only for a tab that is still empty.
  const now = readVisitorLists();
  if (now.cart.length || now.inquiry.length) return;
  quietly(() => cartStorage.write(readItems(lists.cart)));
  quietly(() => basketStorage.write(readItems(lists.inquiry)));
  useCartStore.getState().hydrateVisitor();
  useInquiryStore.getState().hydrateVisitor();
}

function follow(status: AuthStatus) {
  if (status === 'in') for (const store of listStores) void store.getState().syncAndLoad();
  else if (status === 'out') for (const store of listStores) store.getState().hydrateVisitor();
  if ((status === 'in' || status === 'out') && newTab) {
    newTab = false;
    if (status === 'out') void seedFromOpenTab();
  }
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
  try {
    newTab = window.sessionStorage.getItem(TAB_STARTED_KEY) === null;
  } catch {
    newTab = false; // storage blocked: there is nothing to seed into
  }
  quietly(() => window.sessionStorage.setItem(TAB_STARTED_KEY, '1'));
  seed = createTabSeed({ read: readVisitorLists, isVisitor });
  const unsubscribe = useAuthStore.subscribe((s, prev) => {
    if (s.status !== prev.status) follow(s.status);
  });
  follow(useAuthStore.getState().status);
  window.addEventListener('focus', onRefocus);
  document.addEventListener('visibilitychange', onRefocus);
  window.addEventListener('storage', onStorage);
  return () => {
    started = false;
    newTab = false;
    seed?.close();
    seed = null;
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
