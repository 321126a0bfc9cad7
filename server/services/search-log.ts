import type { Logger } from 'pino';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { structureUrl } from '../../lib/api/contract/catalogue';
import type { HotSearch } from '../../lib/api/contract/search';
import type { Db } from '../db/client';
import { products, searchLog } from '../db/schema';
import { searchProducts } from '../search/engine';
import { normaliseText } from '../search/normalise';

/**
 * The search log behind the hot-search list: one row per normalised keyword with its count, the number
 * of results of its latest search and the first result. Only keywords that found something are offered,
 * so typos and junk never become "hot"; entries older than HOT_WINDOW_DAYS drop out.
 */

const LOG_KEYWORD_MAX = 50;
const HOT_SEARCHES = 10;
const HOT_CONTENT = 6;
const HOT_WINDOW_DAYS = 90;

interface Pending {
  keyword: string;
  display: string;
  count: number;
  hits: number;
  topProductId: number | null;
  lastAt: Date;
}

/**
 * Searches not yet written, per database: a search answers without waiting for its log write (a write, with its
 * commit, on every keystroke-driven search cost each one 1-2 ms and a disk flush). They are written together
 * FLUSH_AFTER_MS after the first, before the hot list is read (so it is never behind), and when the API stops.
 */
const FLUSH_AFTER_MS = 2000;
const pendingByDb = new WeakMap<Db, { entries: Map<string, Pending>; timer: NodeJS.Timeout | null; logger: Logger }>();

/** Records one search (page 1 of a keyword search). Never fails, nor waits for, the search it belongs to. */
export function recordSearch(db: Db, logger: Logger, display: string, hits: number, topProductId: number | null): void {
  const keyword = [...normaliseText(display)].slice(0, LOG_KEYWORD_MAX).join('');
  if (!keyword) return;
  const shown = [...display].slice(0, LOG_KEYWORD_MAX).join('');
  let pending = pendingByDb.get(db);
  if (!pending) pendingByDb.set(db, (pending = { entries: new Map(), timer: null, logger }));
  const seen = pending.entries.get(keyword);
  pending.entries.set(keyword, { keyword, display: shown, count: (seen?.count ?? 0) + 1, hits, topProductId, lastAt: new Date() });
  if (!pending.timer) {
    pending.timer = setTimeout(() => void flushSearchLog(db), FLUSH_AFTER_MS);
    pending.timer.unref();
  }
}

/**
 * What the latest unfiltered page-1 search of a keyword answered (its display form, total and first product), for
 * the beacon below: a results page is rendered once and then served from the page cache, while the beacon comes
 * from every visitor's browser. Remembering the answer saves a second ranked search per view (which the previous
 * beacon ran on every call). SEARCH_MEMO entries, SEARCH_MEMO_MS each; a miss falls back to a one-row search.
 */
const SEARCH_MEMO = 2000;
const SEARCH_MEMO_MS = 10 * 60_000;
interface Answered {
  display: string;
  hits: number;
  topProductId: number | null;
  at: number;
}
const answeredByDb = new WeakMap<Db, Map<string, Answered>>();

/** Remembers a page-1 keyword search's answer (the result screens' searches call this; nothing is logged). */
export function rememberSearch(db: Db, keyword: string, display: string, hits: number, topProductId: number | null): void {
  const key = normaliseText(keyword);
  if (!key) return;
  let memo = answeredByDb.get(db);
  if (!memo) answeredByDb.set(db, (memo = new Map()));
  memo.delete(key);
  memo.set(key, { display, hits, topProductId, at: Date.now() });
  while (memo.size > SEARCH_MEMO) memo.delete(memo.keys().next().value!);
}

/**
 * One search a person made (search/record, sent by the result screens once shown): its total and first product, as
 * the search answered them, go into the log. A keyword that normalises to nothing is not recorded (false).
 */
export async function recordKeywordSearch(db: Db, logger: Logger, keyword: string, pool?: number): Promise<boolean> {
  const key = normaliseText(keyword);
  if (!key) return false;
  const seen = answeredByDb.get(db)?.get(key);
  if (seen && Date.now() - seen.at < SEARCH_MEMO_MS) {
    recordSearch(db, logger, seen.display, seen.hits, seen.topProductId);
    return true;
  }
  const found = await searchProducts(db, keyword, { limit: 1, offset: 0, pool });
  if (!normaliseText(found.plan.display)) return false;
  rememberSearch(db, keyword, found.plan.display, found.total, found.ids[0] ?? null);
  recordSearch(db, logger, found.plan.display, found.total, found.ids[0] ?? null);
  return true;
}

/** Writes the searches recorded so far (one statement). Never throws: a failed write is logged and dropped. */
export async function flushSearchLog(db: Db): Promise<void> {
  const pending = pendingByDb.get(db);
  if (!pending || pending.entries.size === 0) return;
  if (pending.timer) clearTimeout(pending.timer);
  pending.timer = null;
  const rows = [...pending.entries.values()];
  pending.entries = new Map();
  try {
    await db
      .insert(searchLog)
      .values(rows)
      .onConflictDoUpdate({
        target: searchLog.keyword,
        set: {
          count: sql`${searchLog.count} + excluded.count`,
          display: sql`excluded.display`,
          hits: sql`excluded.hits`,
          topProductId: sql`excluded.top_product_id`,
          lastAt: sql`excluded.last_at`,
        },
      });
  } catch (err) {
    pending.logger.warn({ err }, 'search log write failed');
  }
}

const refColumns = { id: products.id, code: products.code, nameCn: products.nameCn, nameEn: products.nameEn, cas: products.cas, inchiKey: products.inchiKey };
type RefRow = { id: number; code: string; nameCn: string; nameEn: string; cas: string; inchiKey: string };
const toHotProduct = ({ inchiKey, ...r }: RefRow) => ({ ...r, imgUrl: structureUrl(inchiKey) });

/** The newest listed parent drugs (products without a parent), for an empty history. */
async function newestParents(db: Db, limit: number): Promise<RefRow[]> {
  return db
    .select(refColumns)
    .from(products)
    .where(and(eq(products.status, 1), isNull(products.parentId)))
    .orderBy(desc(products.listedAt), desc(products.id))
    .limit(limit);
}

export async function hotSearch(db: Db): Promise<HotSearch> {
  await flushSearchLog(db);
  const since = new Date(Date.now() - HOT_WINDOW_DAYS * 24 * 3600 * 1000);
  const terms = await db
    .select({ keyword: searchLog.display, count: searchLog.count, topProductId: searchLog.topProductId })
    .from(searchLog)
    .where(and(gt(searchLog.hits, 0), gt(searchLog.lastAt, since)))
    .orderBy(desc(searchLog.count), desc(searchLog.lastAt))
    .limit(HOT_SEARCHES);
  if (terms.length === 0) {
    const newest = await newestParents(db, Math.max(HOT_SEARCHES, HOT_CONTENT));
    return {
      hotSearches: newest.slice(0, HOT_SEARCHES).map((p) => ({ keyword: p.nameCn, count: 0 })),
      hotContent: newest.slice(0, HOT_CONTENT).map(toHotProduct),
      fromHistory: false,
    };
  }
  const topIds = [...new Set(terms.map((t) => t.topProductId).filter((id): id is number => id !== null))];
  const rows = topIds.length
    ? await db
        .select(refColumns)
        .from(products)
        .where(and(inArray(products.id, topIds), eq(products.status, 1)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const content = topIds.map((id) => byId.get(id)).filter((r): r is RefRow => r !== undefined);
  if (content.length < HOT_CONTENT) {
    for (const p of await newestParents(db, HOT_CONTENT)) if (content.length < HOT_CONTENT && !content.some((c) => c.id === p.id)) content.push(p);
  }
  return {
    hotSearches: terms.map((t) => ({ keyword: t.keyword, count: t.count })),
    hotContent: content.slice(0, HOT_CONTENT).map(toHotProduct),
    fromHistory: true,
  };
}
