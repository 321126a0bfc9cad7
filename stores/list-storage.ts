import { CART_MAX_QTY, SESSION_KEY } from '@/lib/constants';
import { keyOf, type ListItem } from './list-item';

/**
 * Where a visitor's list lives: session storage (cart SHOPPING_CART, basket INTER_QUOTATION) or local
 * storage (demand list REQUIRELIST), in the SPEC §3 item shape. Reads are lenient (an unreadable entry is
 * skipped, never the whole list); writes throw when the browser refuses, so the caller can say so.
 *
 * Beside each list, in session storage, the pending merge: the requestId of a synchronize call not yet
 * answered, kept with a fingerprint of the list so a retry re-sends the same id (the server then does not
 * add the quantities twice) while a changed list gets a new one.
 */

export type StorageKind = 'session' | 'local';

export const SYNC_KEY_PREFIX = SESSION_KEY.listSyncPrefix;

const storageOf = (kind: StorageKind): Storage | null => {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
};

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
/** One {propName, propValue} of a stored specification (the cart contract's shape), or nothing. */
const specProp = (p: unknown): { propName: string; propValue: string }[] => {
  if (typeof p !== 'object' || p === null) return [];
  const { propName, propValue } = p as Record<string, unknown>;
  return typeof propName === 'string' && typeof propValue === 'string' ? [{ propName, propValue }] : [];
};

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
    specification: Array.isArray(o.specification) ? o.specification.flatMap(specProp) : [],
  };
  item.identityPrimaryKey = keyOf(item);
  return item;
}

/** A stored list (or one another tab sent), read leniently: unreadable entries and repeats are skipped. */
export function readItems(parsed: unknown): ListItem[] {
  if (!Array.isArray(parsed)) return [];
  const out: ListItem[] = [];
  for (const raw of parsed) {
    const item = readItem(raw);
    if (item && !out.some((o) => o.identityPrimaryKey === item.identityPrimaryKey)) out.push(item);
  }
  return out;
}

/** Only the SPEC §3 fields are stored (never the server row). */
const toStored = ({ row: _row, ...item }: ListItem): ListItem => item;

/** Runs a storage write whose failure leaves nothing to keep (storage blocked). */
export const quietly = (fn: () => void) => {
  try {
    fn();
  } catch {
    // storage blocked: nothing to keep
  }
};

export function visitorStorage(kind: StorageKind, key: string) {
  return {
    read(): ListItem[] {
      try {
        return readItems(JSON.parse(storageOf(kind)?.getItem(key) ?? '[]'));
      } catch {
        return [];
      }
    },
    /** Throws when storage refuses (full, blocked). */
    write(items: ListItem[]) {
      const storage = storageOf(kind);
      if (!storage) throw new Error('no storage');
      if (items.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(items.map(toStored)));
    },
  };
}

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

/** The pending merge of one list (`name`: 'cart', 'inquiry', 'demand'). */
export function pendingMerge(name: string) {
  const key = `${SYNC_KEY_PREFIX}${name}`;
  const read = (): { requestId: string; fingerprint: string } | null => {
    try {
      const parsed = JSON.parse(storageOf('session')?.getItem(key) ?? 'null') as { requestId?: unknown; fingerprint?: unknown } | null;
      return parsed && typeof parsed.requestId === 'string' && typeof parsed.fingerprint === 'string' ? { requestId: parsed.requestId, fingerprint: parsed.fingerprint } : null;
    } catch {
      return null;
    }
  };
  return {
    /** The requestId for merging `items`: the kept one if the list is unchanged, else a new one (kept from now on). */
    requestIdFor(items: ListItem[]): string {
      const print = fingerprint(items);
      const pending = read();
      const requestId = pending && pending.fingerprint === print ? pending.requestId : newRequestId();
      quietly(() => storageOf('session')?.setItem(key, JSON.stringify({ requestId, fingerprint: print })));
      return requestId;
    },
    clear() {
      quietly(() => storageOf('session')?.removeItem(key));
    },
  };
}
