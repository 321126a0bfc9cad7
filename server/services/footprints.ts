import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { ACCESS_PATH_MAX, type Footprint, type FootprintDay } from '../../lib/api/contract/member';
import { structureUrl } from '../../lib/api/contract/catalogue';
import { FOOTPRINT_KEEP_DAYS, FOOTPRINT_MAX_ITEMS, FOOTPRINT_RATE_PER_MINUTE } from '../../lib/constants';
import type { Db } from '../db/client';
import { accessLogs, brands, products, skus } from '../db/schema';

/**
 * Footprints (我的足迹): SPEC §7 access/log/record stores the pages a logged-in customer opens; the product
 * detail visits are what the page lists, grouped by day in China time. Nothing but a same-site path is kept.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const ORIGIN = 'http://shop.invalid';
const GOODS_DETAIL = /^\/goodsDetail\/(\d{1,9})$/;

/** The path (and query) to store, or null when `page` is not a page of this site or too long. */
export function sitePath(page: string): string | null {
  // Only a path of this site: not "//host/…", not "/\host", not a scheme, no control characters.
  if (!page.startsWith('/') || page.startsWith('//') || page.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(page)) return null;
  let url: URL;
  try {
    url = new URL(page, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const full = url.pathname + url.search;
  if (full.length <= ACCESS_PATH_MAX) return full;
  return url.pathname.length <= ACCESS_PATH_MAX ? url.pathname : null;
}

/** Records one page visit. Rate-limited per user (beyond the limit nothing is stored); old rows are swept. */
export async function recordAccess(db: Db, userId: number, page: string, now = new Date()): Promise<{ recorded: boolean }> {
  const path = sitePath(page.trim());
  if (!path) return { recorded: false };
  const [{ n }] = await db
    .select({ n: count() })
    .from(accessLogs)
    .where(and(eq(accessLogs.userId, userId), gt(accessLogs.createdAt, new Date(now.getTime() - 60_000))));
  if (n >= FOOTPRINT_RATE_PER_MINUTE) return { recorded: false };
  const id = GOODS_DETAIL.exec(path.split('?')[0])?.[1];
  let productId: number | null = null;
  if (id) {
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, Number(id)));
    productId = p?.id ?? null;
  }
  await db.insert(accessLogs).values({ userId, path, productId, createdAt: now });
  // About one call in twenty removes this user's visits past the keeping period.
  if (Math.random() < 0.05) await db.delete(accessLogs).where(and(eq(accessLogs.userId, userId), lt(accessLogs.createdAt, new Date(now.getTime() - FOOTPRINT_KEEP_DAYS * DAY_MS))));
  return { recorded: true };
}

/** YYYY-MM-DD of an instant in China time. */
export const chinaDay = (d: Date) => new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
/** [start, end) of a China-time calendar day. */
function dayRange(day: string): [Date, Date] {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);
  return [start, new Date(start.getTime() + DAY_MS)];
}

/** The products viewed in the keeping period: the latest visit of each product per day, newest first. */
export async function listFootprints(db: Db, userId: number, now = new Date()): Promise<FootprintDay[]> {
  const dayExpr = sql<string>`to_char((${accessLogs.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const last = sql<Date>`max(${accessLogs.createdAt})`.mapWith((v: string | Date) => new Date(v));
  const visits = await db
    .select({ productId: accessLogs.productId, day: dayExpr, viewedAt: last })
    .from(accessLogs)
    .where(and(eq(accessLogs.userId, userId), isNotNull(accessLogs.productId), gte(accessLogs.createdAt, new Date(now.getTime() - FOOTPRINT_KEEP_DAYS * DAY_MS))))
    .groupBy(accessLogs.productId, dayExpr)
    .orderBy(desc(last))
    .limit(FOOTPRINT_MAX_ITEMS);
  const ids = [...new Set(visits.map((v) => v.productId!))];
  if (ids.length === 0) return [];
  const facts = await db
    .select({ id: products.id, code: products.code, name: products.nameCn, cas: products.cas, inchiKey: products.inchiKey, status: products.status, brandName: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  const packs = await db
    .select({ id: skus.id, productId: skus.productId, pack: skus.pack, price: skus.priceFen, stock: skus.stock, deliveryDays: skus.deliveryDays })
    .from(skus)
    .where(and(inArray(skus.productId, ids), eq(skus.status, 1)))
    .orderBy(asc(skus.priceFen), asc(skus.id));
  const byId = new Map(facts.map((f) => [f.id, f]));
  const packsOf = new Map<number, Footprint['skus']>();
  for (const { productId, ...p } of packs) packsOf.set(productId, [...(packsOf.get(productId) ?? []), p]);
  const days = new Map<string, Footprint[]>();
  for (const v of visits) {
    const f = byId.get(v.productId!);
    if (!f) continue;
    const available = f.status === 1;
    const item: Footprint = {
      productId: f.id,
      code: f.code,
      name: f.name,
      cas: f.cas,
      brandName: f.brandName,
      imgUrl: structureUrl(f.inchiKey),
      available,
      skus: available ? (packsOf.get(f.id) ?? []) : [],
      viewedAt: v.viewedAt.toISOString(),
    };
    days.set(v.day, [...(days.get(v.day) ?? []), item]);
  }
  return [...days].map(([day, items]) => ({ day, items }));
}

/** Clears one day's visits (China time) or all of them; answers how many rows went. */
export async function clearFootprints(db: Db, userId: number, day?: string): Promise<{ removed: number }> {
  const range = day ? dayRange(day) : null;
  const gone = await db
    .delete(accessLogs)
    .where(and(eq(accessLogs.userId, userId), range ? and(gte(accessLogs.createdAt, range[0]), lt(accessLogs.createdAt, range[1])) : undefined))
    .returning({ id: accessLogs.id });
  return { removed: gone.length };
}
