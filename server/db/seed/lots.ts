import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { lotStock, lots, orderLines, orders, products, skus, warehouses } from '../schema';

/** The three warehouses: a same-day cut-off (Beijing time) and the usual transit to most of the mainland. */
export const WAREHOUSES = [
  { code: 'SH', name: '上海仓', city: '上海', cutoff: '16:00', transitMinDays: 1, transitMaxDays: 2, sort: 0 },
  { code: 'BJ', name: '北京仓', city: '北京', cutoff: '15:00', transitMinDays: 1, transitMaxDays: 3, sort: 1 },
  { code: 'GZ', name: '广州仓', city: '广州', cutoff: '15:30', transitMinDays: 2, transitMaxDays: 3, sort: 2 },
] as const;

/** The day lots are made relative to (the catalogue seed's own reference day): the seed is the same on every run. */
export const LOT_REFERENCE_DAY = '2026-11-01';

/** FNV-1a: a stable number from a text, so each SKU's lots are the same on every run without Math.random. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const addMonths = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

export interface SeedLotInput {
  code: string;
  pack: string;
  purity: string;
  /** Physical units to spread over the lots (the SKU's stock plus what open orders reserved). */
  units: number;
}

export interface SeedLot {
  lotNo: string;
  manufacturedOn: string;
  expiryKind: 'expiry' | 'retest';
  expiresOn: string;
  certifiedProperty: string | null;
  certifiedValue: string | null;
  uncertainty: string | null;
  unit: string | null;
  /** Units per warehouse code (only warehouses holding some). */
  stock: Partial<Record<(typeof WAREHOUSES)[number]['code'], number>>;
}

const MONTH_LETTERS = 'ABCDEFGHJKLM';
const SOLUTION = /\((\d+(?:\.\d+)?)(μg|mg)\/mL/;
const MELTING = /熔点约(\d+)(?:-(\d+))?℃/;

/** Certified value ± U (k=2) for quantitative standards: solutions (concentration) and certified melting-point standards. */
function certification(input: SeedLotInput, h: number): Pick<SeedLot, 'certifiedProperty' | 'certifiedValue' | 'uncertainty' | 'unit'> {
  const solution = SOLUTION.exec(input.pack);
  if (solution) {
    const nominal = Number(solution[1]);
    // Within ±0.6 % of the nominal concentration; U about 0.5 % of it.
    const value = nominal * (1 + (((h >>> 4) % 13) - 6) / 1000);
    const digits = nominal >= 1000 ? 0 : 1;
    return { certifiedProperty: '浓度', certifiedValue: value.toFixed(digits), uncertainty: (nominal * 0.005).toFixed(digits), unit: `${solution[2]}/mL` };
  }
  const melting = input.purity.includes('定值证书') ? MELTING.exec(input.purity) : null;
  if (melting) {
    const low = Number(melting[1]);
    const high = Number(melting[2] ?? melting[1]);
    const value = (low + high) / 2 + (((h >>> 4) % 7) - 3) / 10;
    return { certifiedProperty: '熔点', certifiedValue: value.toFixed(1), uncertainty: (0.2 + ((h >>> 8) % 3) / 10).toFixed(1), unit: '℃' };
  }
  return { certifiedProperty: null, certifiedValue: null, uncertainty: null, unit: null };
}

/**
 * The lots of one SKU, deterministic: 1–3 lots (fewer when stock is tiny), made 1–18 months before the
 * reference day, oldest first, valid 3–5 years (so none is near expiry for well over a year after the
 * seed). Solutions and certified standards carry an expiry; neat materials a retest date. The units are
 * spread over the lots (older lots hold less) and each lot over one or two warehouses.
 */
export function seedLotsFor(input: SeedLotInput): SeedLot[] {
  const h = hash(`${input.code}|${input.pack}`);
  const wanted = 1 + (h % 3);
  const count = input.units === 0 ? 1 : Math.max(1, Math.min(wanted, input.units));
  const kind = certification(input, h).certifiedProperty ? 'expiry' : 'retest';
  const out: SeedLot[] = [];
  let left = input.units;
  for (let i = 0; i < count; i++) {
    // Oldest first, at least 4 months apart: 18-16 / 12-10 / 6-1 months before the reference day.
    const lotHash = hash(`${input.code}|${input.pack}|${i}`);
    const monthsBack = [18, 12, 6][3 - count + i] - ((lotHash >>> 5) % (i === count - 1 ? 6 : 3));
    const manufacturedOn = addDays(addMonths(LOT_REFERENCE_DAY, -monthsBack), lotHash % 27);
    const years = kind === 'expiry' ? 3 + ((h >>> 7) % 2) : 4 + ((h >>> 9) % 2);
    const [y, m] = manufacturedOn.split('-').map(Number);
    // Older lots hold fewer units (what is left of them); the newest takes the rest.
    const units = i === count - 1 ? left : Math.max(1, Math.floor(input.units / (count * 2)));
    left -= units;
    const wh = (h >>> (5 + i)) % 3;
    const second = (wh + 1 + ((h >>> 11) % 2)) % 3;
    const split = units >= 4 && (h >>> (13 + i)) % 2 === 0 ? Math.floor(units / 3) : 0;
    const stock: SeedLot['stock'] = {};
    if (units > 0) stock[WAREHOUSES[wh].code] = units - split;
    if (split > 0) stock[WAREHOUSES[second].code] = split;
    out.push({
      // Year + month letter + the run of that month: lots of one SKU are months apart, so never equal.
      lotNo: `${y}${MONTH_LETTERS[m - 1]}${String(1 + ((lotHash >>> 11) % 39)).padStart(2, '0')}`,
      manufacturedOn,
      expiryKind: kind,
      expiresOn: addMonths(manufacturedOn, years * 12),
      ...certification(input, lotHash),
      stock,
    });
  }
  return out;
}

/**
 * Warehouses and lots, loaded whenever their table is empty (so a database seeded before lots existed
 * gets them too). A SKU's lots hold its stock plus what open, unshipped orders have reserved from it:
 * skus.stock stays the sellable rest.
 */
export async function seedLots(db: Db): Promise<number> {
  if ((await db.select({ n: sql<number>`count(*)::int` }).from(warehouses))[0].n === 0) await db.insert(warehouses).values([...WAREHOUSES]);
  if ((await db.select({ n: sql<number>`count(*)::int` }).from(lots))[0].n > 0) return 0;
  return db.transaction((tx) => insertSeedLots(tx));
}

/**
 * Inserts the seed lots of the given SKUs (all SKUs when omitted): used by seedLots on an empty lots table and
 * for seed products added to a database that already had lots (server/db/seed/additions.ts).
 */
export async function insertSeedLots(tx: Db, skuIds?: number[]): Promise<number> {
  if (skuIds && skuIds.length === 0) return 0;
  const whIds = new Map((await tx.select({ id: warehouses.id, code: warehouses.code }).from(warehouses)).map((w) => [w.code, w.id]));
  const reserved = new Map(
    (
      await tx
        .select({ skuId: orderLines.skuId, n: sql<number>`sum(${orderLines.fromStock})::int` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(notInArray(orders.status, ['shipped', 'completed', 'cancelled']))
        .groupBy(orderLines.skuId)
    ).map((r) => [r.skuId, r.n]),
  );
  const rows = await tx
    .select({ id: skus.id, pack: skus.pack, stock: skus.stock, code: products.code, purity: products.purity })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(skuIds ? inArray(skus.id, skuIds) : undefined)
    .orderBy(skus.id);
  const planned = rows.flatMap((s) => seedLotsFor({ code: s.code, pack: s.pack, purity: s.purity, units: s.stock + (reserved.get(s.id) ?? 0) }).map((lot) => ({ skuId: s.id, lot })));
  // In batches: one statement per few hundred lots keeps the seed quick on PGlite.
  for (let i = 0; i < planned.length; i += 300) {
    const batch = planned.slice(i, i + 300);
    const ids = await tx
      .insert(lots)
      .values(batch.map(({ skuId, lot: { stock: _stock, ...fields } }) => ({ skuId, ...fields })))
      .returning({ id: lots.id, skuId: lots.skuId, lotNo: lots.lotNo });
    const idOf = new Map(ids.map((r) => [`${r.skuId}|${r.lotNo}`, r.id]));
    const stockRows = batch.flatMap(({ skuId, lot }) =>
      Object.entries(lot.stock).map(([code, quantity]) => ({ lotId: idOf.get(`${skuId}|${lot.lotNo}`)!, warehouseId: whIds.get(code)!, quantity: quantity ?? 0 })),
    );
    if (stockRows.length) await tx.insert(lotStock).values(stockRows);
  }
  return planned.length;
}
