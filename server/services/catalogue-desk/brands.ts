import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DESK_MSG, type brandSaveBody, type deskBrandSchema } from '../../../lib/api/contract/catalogue-desk';
import { CACHE_TAG } from '../../../lib/api/contract/internal';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { ChangeAudit } from '../../http/operator';
import { isUniqueViolation } from '../security/challenges';
import { changedFields } from '../staff/audit';
import { published, stampProducts } from './after-change';
import type { DeskDeps } from './product-write';

type BrandSave = z.output<typeof brandSaveBody>;
type DeskBrand = z.infer<typeof deskBrandSchema>;
type BrandRow = typeof brands.$inferSelect;

// Written out in full: drizzle renders ${brands.id} unqualified in a one-table select, which would bind to p.id.
const productCount = sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id")`;
const brandColumns = { id: brands.id, name: brands.name, nameEn: brands.nameEn, country: brands.country, story: brands.story, sort: brands.sort, productCount };

/** Every brand with its number of products (listed or not), in the shop's order. */
export function deskBrands(db: Db): Promise<DeskBrand[]> {
  return db.select(brandColumns).from(brands).orderBy(asc(brands.sort), asc(brands.id));
}

async function brandView(db: Db, id: number): Promise<DeskBrand> {
  const [row] = await db.select(brandColumns).from(brands).where(eq(brands.id, id));
  if (!row) throw new ApiError(DESK_MSG.brandMissing);
  return row;
}

async function refuseTakenName(tx: Db, name: string, selfId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`lower(${brands.name}) = ${name.toLowerCase()}`, selfId ? ne(brands.id, selfId) : undefined));
  if (taken) throw new ApiError(DESK_MSG.brandTaken);
}

/**
 * A brand's key (what certificate lookups and brand words in searches also accept): its English name in lower case,
 * words joined by '-', made unique with a number; 'brand' when the English name has no letter or digit.
 */
async function newKey(tx: Db, nameEn: string): Promise<string> {
  const base = nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'brand';
  const keys = new Set((await tx.select({ key: brands.key }).from(brands).where(sql`${brands.key} like ${`${base}%`}`)).map((r) => r.key));
  let key = base;
  for (let n = 2; keys.has(key); n++) key = `${base}-${n}`;
  return key;
}

const auditView = (b: BrandRow) => ({ name: b.name, nameEn: b.nameEn, country: b.country, story: b.story, sort: b.sort });

const nameRace = <T>(work: Promise<T>) =>
  work.catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new ApiError(DESK_MSG.brandTaken);
    throw err;
  });

export async function createBrand(deps: DeskDeps, body: BrandSave, audit: ChangeAudit): Promise<DeskBrand> {
  const id = await nameRace(
    deps.db.transaction(async (tx) => {
      await refuseTakenName(tx, body.name);
      const [row] = await tx
        .insert(brands)
        .values({ key: await newKey(tx, body.nameEn), ...body })
        .returning();
      await audit(tx, { entity: 'brand', entityId: row.id, before: null, after: auditView(row) });
      return row.id;
    }),
  );
  await published(deps, [CACHE_TAG.brands]);
  return brandView(deps.db, id);
}

/** A renamed brand shows on every product of it: their pages and the catalogue downloads (stamped) renew. */
export async function updateBrand(deps: DeskDeps, id: number, body: BrandSave, audit: ChangeAudit): Promise<DeskBrand> {
  const renamed = await nameRace(
    deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      if (!before) throw new ApiError(DESK_MSG.brandMissing);
      await refuseTakenName(tx, body.name, id);
      const [after] = await tx.update(brands).set(body).where(eq(brands.id, id)).returning();
      const diff = changedFields(auditView(before), auditView(after));
      const renamed = before.name !== after.name || before.nameEn !== after.nameEn;
      if (renamed) await stampProducts(tx, (await tx.select({ id: products.id }).from(products).where(eq(products.brandId, id))).map((p) => p.id));
      await audit(tx, { entity: 'brand', entityId: id, ...diff, detail: Object.keys(diff.after).length ? undefined : '未改动' });
      return renamed;
    }),
  );
  await published(deps, renamed ? [CACHE_TAG.brands, CACHE_TAG.products] : [CACHE_TAG.brands]);
  return brandView(deps.db, id);
}
