import { create } from 'zustand';
import { ApiFailure } from '@/lib/api/client';
import { CART_MAX_QTY, SESSION_KEY } from '@/lib/constants';
import { registerCountRefresher, registerSessionReset } from './session-reset';

/**
 * One factory for the three per-user lists (cart, inquiry basket, demand list), SPEC §3/§4:
 *
 *  - visitor: the items live in the browser (session storage SHOPPING_CART / INTER_QUOTATION, local storage
 *    REQUIRELIST) in the SPEC §3 item shape, keyed by identityPrimaryKey = the skuId;
 *  - logged in: the server is the truth — a change goes to the server first and only then to the list here;
 *    a refusal (code 0) changes nothing and hands back the server's message; code -1 is the client's
 *    session-invalid path (which resets these stores through the session-reset registry);
 *  - on login: the visitor's list is synchronised (one requestId per list and login, kept in session storage
 *    until the call succeeded, so a retry after a network failure re-sends the same id and the server does
 *    not add the quantities twice), then the server list is loaded; dropped items are reported in Chinese.
 */

export interface SpecProp {
  propName: string;
  propValue: string;
}

/** SPEC §3 cart / inquiry item; `row` is the server's row behind it (logged in only). */
export interface ListItem<R = unknown> {
  identityPrimaryKey: string;
  productId: number;
  /** null only for a demand-list entry kept without choosing a pack. */
  skuId: number | null;
  prodDetailId: number;
  carId: number | null;
  number: number;
  name: string;
  /** Fen; null when not known (visitors never see prices, SPEC §6). */
  price: number | null;
  src: string;
  specification: SpecProp[];
  row?: R;
}

/** `silent`: the user has already been told (the client's network toast, or the session-invalid path). */
export type ListResult = { ok: true } | { ok: false; message: string; silent?: boolean };

export interface SyncAnswer<R> {
  list: R[];
  dropped: { index: number; reason: string }[];
  adjusted?: { skuId: number; num: number; reason: string }[];
}

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
  /** Registry name and session-storage suffix: 'cart', 'inquiry', 'demand'. */
  name: string;
  /** 购物车 / 询价篮 / 需求清单 — used in messages. */
  label: string;
  storageKey: string;
  storage: 'session' | 'local';
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

export const keyOf = (item: Pick<ListItem, 'skuId' | 'productId'>) => (item.skuId !== null ? String(item.skuId) : `p${item.productId}`);

const storageOf = (kind: 'session' | 'local'): Storage | null => {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
};

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A stored entry, read leniently: anything unreadable is skipped, never the whole list. */
function readItem(v: unknown): ListItem | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const skuId = isInt(o.skuId) ? o.skuId : null;
  const productId = isInt(o.productId) ? o.productId : isInt(o.prodDetailId) ? o.prodDetailId : null;
  const number = isInt(o.number) ? o.number : 1;
  if (skuId === null && productId === null) return null;
  const item: ListItem = {
    identityPrimaryKey: '',
    productId: productId ?? 0,
    skuId,
    prodDetailId: isInt(o.prodDetailId) ? o.prodDetailId : (productId ?? 0),
    carId: null,
    number: Math.min(CART_MAX_QTY, Math.max(1, number)),
    name: typeof o.name === 'string' ? o.name : '',
    price: isInt(o.price) ? o.price : null,
    src: typeof o.src === 'string' ? o.src : '',
    specification: Array.isArray(o.specification)
      ? (o.specification as unknown[]).filter((p): p is SpecProp => typeof p === 'object' && p !== null && typeof (p as SpecProp).propName === 'string' && typeof (p as SpecProp).propValue === 'string')
      : [],
  };
  item.identityPrimaryKey = keyOf(item);
  return item;
}

/** Only the SPEC §3 fields are stored (never the server row). */
const toStored = ({ row: _row, ...item }: ListItem): ListItem => item;

function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** What identifies one visitor list for the idempotency key: the same list keeps its requestId. */
const fingerprint = (items: ListItem[]) =>
  items
    .map((i) => `${i.skuId ?? `p${i.productId}`}x${i.number}`)
    .sort()
    .join(',');

export const SYNC_KEY_PREFIX = SESSION_KEY.listSyncPrefix;

const specText = (item: ListItem) => item.specification.map((p) => p.propValue).join(' ');

export function createListStore<R>(config: ListConfig<R>) {
  const { server } = config;
  const syncKey = `${SYNC_KEY_PREFIX}${config.name}`;
  // Bumped by reset(): an answer that arrives after a logout must not bring the list back.
  let generation = 0;
  // Bumped by every local change: a list loaded while a change was under way is stale.
  let revision = 0;
  let inflight: Promise<void> | null = null;

  const readStorage = (): ListItem[] => {
    try {
      const parsed: unknown = JSON.parse(storageOf(config.storage)?.getItem(config.storageKey) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      const out: ListItem[] = [];
      for (const raw of parsed) {
        const item = readItem(raw);
        if (item && !out.some((o) => o.identityPrimaryKey === item.identityPrimaryKey)) out.push(item);
      }
      return out;
    } catch {
      return [];
    }
  };
  /** Throws when storage refuses (full, blocked). */
  const writeStorage = (items: ListItem[]) => {
    const storage = storageOf(config.storage);
    if (!storage) throw new Error('no storage');
    if (items.length === 0) storage.removeItem(config.storageKey);
    else storage.setItem(config.storageKey, JSON.stringify(items.map(toStored)));
  };
  const readPending = (): { requestId: string; fingerprint: string } | null => {
    try {
      const parsed = JSON.parse(storageOf('session')?.getItem(syncKey) ?? 'null') as { requestId?: unknown; fingerprint?: unknown } | null;
      return parsed && typeof parsed.requestId === 'string' && typeof parsed.fingerprint === 'string' ? { requestId: parsed.requestId, fingerprint: parsed.fingerprint } : null;
    } catch {
      return null;
    }
  };
  const quietly = (fn: () => void) => {
    try {
      fn();
    } catch {
      // storage blocked: nothing to keep
    }
  };

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

  const describeSync = (answer: SyncAnswer<R>, sent: ListItem[]): string | null => {
    const parts: string[] = [];
    if (answer.dropped.length > 0) {
      const names = answer.dropped.map((d) => {
        const item = sent[d.index];
        const what = item ? `「${[item.name, specText(item)].filter(Boolean).join(' ') || `商品 ${keyOf(item)}`}」` : `第 ${d.index + 1} 项`;
        return `${what}（${d.reason}）`;
      });
      parts.push(`您登录前加入${config.label}的 ${answer.dropped.length} 件商品未能合并：${names.join('；')}`);
    }
    for (const a of answer.adjusted ?? []) {
      const item = sent.find((i) => i.skuId === a.skuId);
      parts.push(`${item ? `「${item.name}」` : '商品'}的数量已调整为 ${a.num}（${a.reason}）`);
    }
    return parts.length ? parts.join('。') : null;
  };

  const useStore = create<ListState<R>>()((set, get) => ({
    mode: 'idle',
    items: [],
    loading: false,
    notice: null,
    pendingMerge: 0,

    addLocal: (item) => {
      const next = merged(readStorage() as ListItem<R>[], item);
      try {
        writeStorage(next);
      } catch {
        return { ok: false, message: '浏览器存储已满或被禁用，无法保存' };
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
          writeStorage(readStorage().filter((i) => i.identityPrimaryKey !== key));
        } catch {
          return { ok: false, message: '浏览器存储已满或被禁用，无法保存' };
        }
        revision++;
        set((s) => ({ items: s.items.filter((i) => i.identityPrimaryKey !== key) }));
        return { ok: true };
      }
      if (item.carId === null) return { ok: false, message: '该商品尚未同步，请刷新后重试' };
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
      if (!Number.isInteger(num) || num < 1 || num > CART_MAX_QTY) return { ok: false, message: `数量应为 1-${CART_MAX_QTY} 的整数` };
      const item = get().items.find((i) => i.identityPrimaryKey === key);
      if (!item) return { ok: false, message: '该商品已不在列表中' };
      if (get().mode !== 'server') {
        const next = readStorage().map((i) => (i.identityPrimaryKey === key ? { ...i, number: num } : i));
        try {
          writeStorage(next);
        } catch {
          return { ok: false, message: '浏览器存储已满或被禁用，无法保存' };
        }
        revision++;
        set((s) => ({ items: s.items.map((i) => (i.identityPrimaryKey === key ? { ...i, number: num } : i)) }));
        return { ok: true };
      }
      if (!server.update || item.carId === null) return { ok: false, message: '该商品尚未同步，请刷新后重试' };
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
        const visitor = readStorage();
        if (visitor.length > 0) {
          const print = fingerprint(visitor);
          const pending = readPending();
          const requestId = pending && pending.fingerprint === print ? pending.requestId : newRequestId();
          quietly(() => storageOf('session')?.setItem(syncKey, JSON.stringify({ requestId, fingerprint: print })));
          try {
            const answer = await server.synchronize(visitor, server.idempotencyKey ? requestId : undefined);
            if (gen !== generation) return;
            quietly(() => writeStorage([]));
            quietly(() => storageOf('session')?.removeItem(syncKey));
            revision++;
            set({ items: answer.list.map(server.toItem), notice: describeSync(answer, visitor), pendingMerge: 0, loading: false });
            return;
          } catch (err) {
            if (gen !== generation) return;
            // Kept: the items stay in storage and the requestId with them; the next focus or login retries.
            set({ pendingMerge: visitor.length });
            if (err instanceof ApiFailure && err.kind === 'rejected') {
              set({ notice: `登录前加入${config.label}的商品暂未合并：${err.message}` });
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
      set({ items: readStorage() as ListItem<R>[], mode: 'visitor', loading: false });
    },

    clearNotice: () => set({ notice: null }),

    reset: () => {
      generation++;
      revision++;
      inflight = null;
      quietly(() => writeStorage([]));
      quietly(() => storageOf('session')?.removeItem(syncKey));
      set({ items: [], mode: 'visitor', loading: false, notice: null, pendingMerge: 0 });
    },
  }));

  registerSessionReset(config.name, () => useStore.getState().reset());
  registerCountRefresher(config.name, () => useStore.getState().syncAndLoad());
  return useStore;
}

export type ListStore<R> = ReturnType<typeof createListStore<R>>;
