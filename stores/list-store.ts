import { create } from 'zustand';
import { ApiFailure } from '@/lib/api/failure';
import { CART_MAX_QTY } from '@/lib/constants';
import { MSG } from '@/lib/messages/core';
import { keyOf, type ListItem, type ListResult, type SyncAnswer } from './list-item';
import { describeSync } from './list-notice';
import { pendingMerge, quietly, visitorStorage, type StorageKind } from './list-storage';

/**
 * One factory for the three per-user lists (cart, inquiry basket, demand list), SPEC §3/§4:
 *
 *  - visitor: the items live in the browser (session storage SHOPPING_CART / INTER_QUOTATION, local storage
 *    REQUIRELIST) in the SPEC §3 item shape, keyed by identityPrimaryKey = the skuId;
 *  - logged in: the server is the truth — a change goes to the server first and only then to the list here;
 *    a refusal (code 0) changes nothing and hands back the server's message; code -1 is the client's
 *    session-invalid path (which resets these stores: stores/user-stores.ts);
 *  - on login: the visitor's list is synchronised (one requestId per list and login, kept in session storage
 *    until the call succeeded, so a retry after a network failure re-sends the same id and the server does
 *    not add the quantities twice), then the server list is loaded; dropped items are reported in Chinese.
 *
 * Browser storage is list-storage.ts, the merge notice list-notice.ts, the item and its types list-item.ts.
 */

export interface ServerSide<R> {
  list: () => Promise<R[]>;
  insert: (item: ListItem) => Promise<{ id: number; num?: number }>;
  remove: (id: number) => Promise<unknown>;
  /** Absent for the demand list (no quantities on the server). */
  update?: (id: number, num: number) => Promise<R>;
  synchronize: (items: ListItem[], requestId: string | undefined) => Promise<SyncAnswer<R>>;
  /** Does synchronize take a requestId? (The demand list's merge is a set union: a retry changes nothing.) */
  idempotencyKey: boolean;
  toItem: (row: R) => ListItem<R>;
}

export interface ListConfig<R> {
  /** Name (the pending merge's session-storage suffix): 'cart', 'inquiry', 'demand'. */
  name: string;
  /** 购物车 / 询价篮 / 需求清单 — used in messages. */
  label: string;
  storageKey: string;
  storage: StorageKind;
  /** 'sum': the same SKU again adds its quantity (cart, basket); 'set': one entry per SKU (demand list). */
  merge: 'sum' | 'set';
  server: ServerSide<R>;
}

/** idle: before the login state is known (first paint); visitor: browser storage; server: logged in. */
export type ListMode = 'idle' | 'visitor' | 'server';

export interface ListState<R> {
  mode: ListMode;
  items: ListItem<R>[];
  loading: boolean;
  /** A message for the user from the last merge (dropped / adjusted items), shown once then cleared. */
  notice: string | null;
  /** Visitor items not yet merged because the synchronize call failed (retried on the next focus). */
  pendingMerge: number;
  /** Visitor: adds to browser storage synchronously (false result when storage refuses). */
  addLocal: (item: ListItem) => ListResult;
  /** Visitor → addLocal; logged in → server insert, then the list here. */
  add: (item: ListItem) => Promise<ListResult>;
  remove: (key: string) => Promise<ListResult>;
  setNumber: (key: string, num: number) => Promise<ListResult>;
  /** Logged in: the server list replaces the list here. */
  load: () => Promise<void>;
  /** Logged in: merge what a visitor left in storage (if anything), then load. Concurrent calls share one run. */
  syncAndLoad: () => Promise<void>;
  /** Visitor: read the list from browser storage. */
  hydrateVisitor: () => void;
  clearNotice: () => void;
  /** Logout / session invalid: the list and its storage are emptied. */
  reset: () => void;
}

export function createListStore<R>(config: ListConfig<R>) {
  const { server } = config;
  // Bumped by reset(): an answer that arrives after a logout must not bring the list back.
  let generation = 0;
  // Bumped by every local change: a list loaded while a change was under way is stale.
  let revision = 0;
  let inflight: Promise<void> | null = null;
  const stored = visitorStorage(config.storage, config.storageKey);
  const pending = pendingMerge(config.name);

  const failure = (err: unknown): ListResult => {
    if (err instanceof ApiFailure) {
      return { ok: false, message: err.message, silent: err.kind !== 'rejected' };
    }
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  };

  const merged = (items: ListItem<R>[], item: ListItem): ListItem<R>[] => {
    const key = keyOf(item);
    const existing = items.find((i) => i.identityPrimaryKey === key);
    const fresh = { ...item, identityPrimaryKey: key } as ListItem<R>;
    if (!existing) return [fresh, ...items];
    const number = config.merge === 'sum' ? Math.min(CART_MAX_QTY, existing.number + item.number) : item.number;
    return items.map((i) => (i === existing ? { ...i, ...fresh, row: i.row, number, price: item.price ?? i.price } : i));
  };

  const useStore = create<ListState<R>>()((set, get) => ({
    mode: 'idle',
    items: [],
    loading: false,
    notice: null,
    pendingMerge: 0,

    addLocal: (item) => {
      const next = merged(stored.read() as ListItem<R>[], item);
      try {
        stored.write(next);
      } catch {
        return { ok: false, message: MSG.listStorageFull };
      }
      revision++;
      set({ items: next, mode: 'visitor' });
      return { ok: true };
    },

    add: async (item) => {
      if (get().mode !== 'server') return get().addLocal(item);
      const gen = generation;
      try {
        const { id, num } = await server.insert(item);
        if (gen !== generation) return { ok: true };
        revision++;
        set((s) => {
          const items = merged(s.items, { ...item, carId: id });
          return { items: items.map((i) => (i.identityPrimaryKey === keyOf(item) && num !== undefined ? { ...i, number: num, carId: id } : i)) };
        });
        // The server's row carries what the list shows beyond the item (current price, stock flags).
        void get().load();
        return { ok: true };
      } catch (err) {
        return failure(err);
      }
    },

    remove: async (key) => {
      const item = get().items.find((i) => i.identityPrimaryKey === key);
      if (!item) return { ok: true };
      if (get().mode !== 'server') {
        try {
          stored.write(stored.read().filter((i) => i.identityPrimaryKey !== key));
        } catch {
          return { ok: false, message: MSG.listStorageFull };
        }
        revision++;
        set((s) => ({ items: s.items.filter((i) => i.identityPrimaryKey !== key) }));
        return { ok: true };
      }
      if (item.carId === null) return { ok: false, message: MSG.listItemNotSynced };
      try {
        await server.remove(item.carId);
      } catch (err) {
        return failure(err);
      }
      revision++;
      set((s) => ({ items: s.items.filter((i) => i.identityPrimaryKey !== key) }));
      return { ok: true };
    },

    setNumber: async (key, num) => {
      if (!Number.isInteger(num) || num < 1 || num > CART_MAX_QTY) return { ok: false, message: MSG.listQtyRange(CART_MAX_QTY) };
      const item = get().items.find((i) => i.identityPrimaryKey === key);
      if (!item) return { ok: false, message: MSG.listItemGone };
      if (get().mode !== 'server') {
        const next = stored.read().map((i) => (i.identityPrimaryKey === key ? { ...i, number: num } : i));
        try {
          stored.write(next);
        } catch {
          return { ok: false, message: MSG.listStorageFull };
        }
        revision++;
        set((s) => ({ items: s.items.map((i) => (i.identityPrimaryKey === key ? { ...i, number: num } : i)) }));
        return { ok: true };
      }
      if (!server.update || item.carId === null) return { ok: false, message: MSG.listItemNotSynced };
      try {
        const row = await server.update(item.carId, num);
        revision++;
        const fresh = server.toItem(row);
        set((s) => ({ items: s.items.map((i) => (i.identityPrimaryKey === key ? fresh : i)) }));
        return { ok: true };
      } catch (err) {
        return failure(err);
      }
    },

    load: async () => {
      const gen = generation;
      const rev = revision;
      set({ loading: true });
      try {
        const rows = await server.list();
        if (gen !== generation) return;
        // A change made while the list was on its way wins; its own refresh follows.
        if (rev === revision) set({ items: rows.map(server.toItem), mode: 'server' });
      } catch {
        // The client has told the user (network) or logged out (-1); the list here stays as it was.
      } finally {
        if (gen === generation) set({ loading: false });
      }
    },

    syncAndLoad: () => {
      inflight ??= (async () => {
        const gen = generation;
        // Only the server list counts from here: visitor items show again only if the merge fails.
        set({ mode: 'server' });
        const visitor = stored.read();
        if (visitor.length > 0) {
          const requestId = pending.requestIdFor(visitor);
          try {
            const answer = await server.synchronize(visitor, server.idempotencyKey ? requestId : undefined);
            if (gen !== generation) return;
            quietly(() => stored.write([]));
            pending.clear();
            revision++;
            set({ items: answer.list.map(server.toItem), notice: describeSync(config.label, answer, visitor), pendingMerge: 0, loading: false });
            return;
          } catch (err) {
            if (gen !== generation) return;
            // Kept: the items stay in storage and the requestId with them; the next focus or login retries.
            set({ pendingMerge: visitor.length });
            if (err instanceof ApiFailure && err.kind === 'rejected') {
              set({ notice: MSG.listMergeRejected(config.label, err.message) });
            }
          }
        }
        await get().load();
      })().finally(() => {
        inflight = null;
      });
      return inflight;
    },

    hydrateVisitor: () => {
      set({ items: stored.read() as ListItem<R>[], mode: 'visitor', loading: false });
    },

    clearNotice: () => set({ notice: null }),

    reset: () => {
      generation++;
      revision++;
      inflight = null;
      quietly(() => stored.write([]));
      pending.clear();
      set({ items: [], mode: 'visitor', loading: false, notice: null, pendingMerge: 0 });
    },
  }));

  return useStore;
}

export type ListStore<R> = ReturnType<typeof createListStore<R>>;
