import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Region } from '../../lib/api/contract/address';
import type { Db } from '../db/client';
import { regions } from '../db/schema';
import { reject } from '../http/errors';
import { ADDRESS_MSG } from '../../lib/validation';

/** The cascade: level 1 answers the provinces; 2 and 3 the children of parentId (an unknown parent answers none). */
export async function listRegions(db: Db, level: number, parentId: number): Promise<Region[]> {
  const where = level === 1 ? eq(regions.level, 1) : and(eq(regions.level, level), eq(regions.parentCode, parentId));
  const rows = await db.select({ id: regions.code, name: regions.name, level: regions.level }).from(regions).where(where).orderBy(asc(regions.code));
  return rows;
}

export interface RegionPath {
  provinceName: string;
  cityName: string;
  districtName: string;
}

/** Checks that district ⊂ city ⊂ province and answers their names; anything else is refused with the form's message. */
export async function resolveRegionPath(db: Db, provinceId: number, cityId: number, districtId: number): Promise<RegionPath> {
  const rows = await db.select().from(regions).where(inArray(regions.code, [provinceId, cityId, districtId]));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const p = byCode.get(provinceId);
  const c = byCode.get(cityId);
  const d = byCode.get(districtId);
  if (!p || !c || !d || p.level !== 1 || c.level !== 2 || d.level !== 3 || c.parentCode !== p.code || d.parentCode !== c.code) throw reject(ADDRESS_MSG.regionRequired);
  return { provinceName: p.name, cityName: c.name, districtName: d.name };
}

/** Names of many codes at once (for lists). */
export async function regionNames(db: Db, codes: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ code: regions.code, name: regions.name }).from(regions).where(inArray(regions.code, unique));
  return new Map(rows.map((r) => [r.code, r.name]));
}
