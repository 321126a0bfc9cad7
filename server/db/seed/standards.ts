import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { parseStandardNo } from '../../../lib/standards/number';
import type { Db } from '../client';
import { products, standardMaterials, standards } from '../schema';
import { standards as standardData } from './data/standards';

type StandardRow = typeof standards.$inferInsert;
type MaterialRow = Omit<typeof standardMaterials.$inferInsert, 'standardId' | 'id'>;

/** Key of a seeded number; the seed test guarantees every seeded number parses. */
function keyOf(printed: string): string {
  const parsed = parseStandardNo(printed);
  if (!parsed || parsed.year === null) throw new Error(`standard number without a year or unreadable: ${printed}`);
  return parsed.key;
}

/** The rows the data files describe: the standards (with `replacedBy` derived from `replaces`) and their materials. */
export function standardRows(): { rows: StandardRow[]; materials: Map<string, MaterialRow[]> } {
  const replacedBy = new Map<string, string>();
  for (const s of standardData) for (const old of s.replaces ?? []) replacedBy.set(keyOf(old), keyOf(s.number));
  const materials = new Map<string, MaterialRow[]>();
  const rows = standardData.map((s) => {
    const p = parseStandardNo(s.number)!;
    const key = keyOf(s.number);
    materials.set(
      key,
      (s.materials ?? []).map((m, i) => ({ sort: i, nameCn: m.nameCn, nameEn: m.nameEn ?? null, cas: m.cas ?? null, role: m.role ?? null, productCode: m.product ?? null })),
    );
    return {
      key,
      baseKey: p.baseKey,
      number: p.printed,
      prefix: p.prefix,
      field: s.field,
      titleCn: s.titleCn,
      titleEn: s.titleEn ?? null,
      issuedBy: s.issuedBy ?? null,
      issuedOn: s.issuedOn ?? null,
      effectiveOn: s.effectiveOn ?? null,
      status: s.status,
      replaces: (s.replaces ?? []).map(keyOf),
      replacedBy: replacedBy.get(key) ?? null,
      scope: s.scope,
    };
  });
  return { rows, materials };
}

const COLUMNS = ['baseKey', 'number', 'prefix', 'field', 'titleCn', 'titleEn', 'issuedBy', 'issuedOn', 'effectiveOn', 'status', 'replaces', 'replacedBy', 'scope'] as const;
const materialSig = (m: MaterialRow) => JSON.stringify([m.sort, m.nameCn, m.nameEn, m.cas, m.role, m.productCode]);

/**
 * Makes the standards tables equal to the data files, at every start (like seedHazards): standards are upserted by
 * key (only changed rows rewritten), standards no longer in the files are removed, and a standard's materials are
 * replaced when they differ. A material's product link is kept only when that product exists in this database.
 */
export async function seedStandards(db: Db): Promise<{ standards: number; materials: number; linked: number }> {
  const { rows, materials } = standardRows();
  return db.transaction(async (tx) => {
    const set = Object.fromEntries(COLUMNS.map((k) => [k, sql.raw(`excluded.${standards[k].name}`)]));
    const cols = COLUMNS.map((k) => sql.raw(`"standards"."${standards[k].name}"`));
    const excl = COLUMNS.map((k) => sql.raw(`excluded.${standards[k].name}`));
    await tx
      .insert(standards)
      .values(rows)
      .onConflictDoUpdate({
        target: standards.key,
        set: { ...set, updatedAt: sql`now()` },
        setWhere: sql`(${sql.join(cols, sql`, `)}) is distinct from (${sql.join(excl, sql`, `)})`,
      });
    await tx.delete(standards).where(notInArray(standards.key, rows.map((r) => r.key)));

    const ids = new Map((await tx.select({ id: standards.id, key: standards.key }).from(standards)).map((r) => [r.key, r.id]));
    const codes = [...new Set([...materials.values()].flat().flatMap((m) => (m.productCode ? [m.productCode] : [])))];
    const existing = new Set(codes.length ? (await tx.select({ code: products.code }).from(products).where(inArray(products.code, codes))).map((r) => r.code) : []);
    const current = new Map<number, string[]>();
    for (const m of await tx.select().from(standardMaterials).orderBy(standardMaterials.standardId, standardMaterials.sort)) {
      current.set(m.standardId, [...(current.get(m.standardId) ?? []), materialSig(m)]);
    }
    let count = 0;
    let linked = 0;
    for (const [key, list] of materials) {
      const standardId = ids.get(key)!;
      const want = list.map((m) => ({ ...m, productCode: m.productCode && existing.has(m.productCode) ? m.productCode : null }));
      count += want.length;
      linked += want.filter((m) => m.productCode).length;
      if (JSON.stringify(want.map(materialSig)) === JSON.stringify(current.get(standardId) ?? [])) continue;
      await tx.delete(standardMaterials).where(eq(standardMaterials.standardId, standardId));
      if (want.length) await tx.insert(standardMaterials).values(want.map((m) => ({ ...m, standardId })));
    }
    return { standards: rows.length, materials: count, linked };
  });
}
