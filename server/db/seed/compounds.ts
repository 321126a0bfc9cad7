import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { computeProperties } from '../../services/compound-records';
import type { Db } from '../client';
import { compoundRecords, products, secondaryLibraries, secondaryLibraryMembers } from '../schema';
import { libraries } from './data/libraries';

/**
 * One data record per distinct InChIKey of the listed products, at every start: a new substance gets its record
 * (RDKit properties computed once, for the missing keys only); an existing record takes the identifiers of the
 * substance's first product (lowest id) when they changed. Records are never deleted (their ids are in links).
 */
export async function seedCompoundRecords(db: Db): Promise<{ added: number; updated: number }> {
  const firsts = await db
    .selectDistinctOn([products.inchiKey], { inchiKey: products.inchiKey, cas: products.cas, nameCn: products.nameCn, nameEn: products.nameEn, smiles: products.smiles, canonicalSmiles: products.canonicalSmiles, formula: products.formula, mw: products.mw })
    .from(products)
    .where(and(eq(products.status, 1), sql`${products.inchiKey} <> ''`))
    .orderBy(products.inchiKey, products.id);
  const stored = new Set((await db.select({ inchiKey: compoundRecords.inchiKey }).from(compoundRecords)).map((r) => r.inchiKey));
  const rows = [];
  for (const p of firsts.filter((f) => !stored.has(f.inchiKey))) {
    const props = await computeProperties(p.smiles);
    if (!props) continue;
    rows.push({ inchiKey: p.inchiKey, cas: p.cas, nameCn: p.nameCn, nameEn: p.nameEn, smiles: p.canonicalSmiles, formula: p.formula, mw: p.mw, ...props });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(compoundRecords).values(rows.slice(i, i + 500)).onConflictDoNothing();
  // Identifiers follow the catalogue (a renamed product renames its record); properties depend on the key only.
  const updated = (await db.execute(sql`
    update ${compoundRecords} r set cas = p.cas, name_cn = p.name_cn, name_en = p.name_en, updated_at = now()
    from (select distinct on (inchi_key) inchi_key, cas, name_cn, name_en from ${products} where status = 1 order by inchi_key, id) p
    where p.inchi_key = r.inchi_key and (r.cas, r.name_cn, r.name_en) is distinct from (p.cas, p.name_cn, p.name_en)
    returning r.id`)) as unknown as { rows: unknown[] };
  return { added: rows.length, updated: updated.rows.length };
}

const memberKey = (m: { sort: number; nameCn: string; nameEn: string | null; cas: string | null; note: string | null; productCode: string | null }) =>
  JSON.stringify([m.sort, m.nameCn, m.nameEn, m.cas, m.note, m.productCode]);

/** Makes the library tables equal to the data (server/db/seed/data/libraries.ts) at every start; unchanged rows are not rewritten. */
export async function seedLibraries(db: Db): Promise<{ libraries: number; members: number }> {
  const data = libraries();
  return db.transaction(async (tx) => {
    const rows = data.map((l, i) => ({ key: l.key, kind: l.kind, title: l.title, intro: l.intro, source: l.source, sort: i }));
    await tx
      .insert(secondaryLibraries)
      .values(rows)
      .onConflictDoUpdate({
        target: secondaryLibraries.key,
        set: { kind: sql`excluded.kind`, title: sql`excluded.title`, intro: sql`excluded.intro`, source: sql`excluded.source`, sort: sql`excluded.sort`, updatedAt: sql`now()` },
        setWhere: sql`(${secondaryLibraries.kind}, ${secondaryLibraries.title}, ${secondaryLibraries.intro}, ${secondaryLibraries.source}, ${secondaryLibraries.sort}) is distinct from (excluded.kind, excluded.title, excluded.intro, excluded.source, excluded.sort)`,
      });
    await tx.delete(secondaryLibraries).where(notInArray(secondaryLibraries.key, rows.map((r) => r.key)));
    const ids = new Map((await tx.select({ id: secondaryLibraries.id, key: secondaryLibraries.key }).from(secondaryLibraries)).map((r) => [r.key, r.id]));
    const existing = await tx.select().from(secondaryLibraryMembers).where(inArray(secondaryLibraryMembers.libraryId, [...ids.values()]));
    let members = 0;
    for (const l of data) {
      const libraryId = ids.get(l.key)!;
      const want = l.members.map((m, sort) => ({ libraryId, sort, nameCn: m.nameCn, nameEn: m.nameEn ?? null, cas: m.cas ?? null, note: m.note ?? null, productCode: m.productCode ?? null }));
      members += want.length;
      const have = existing.filter((e) => e.libraryId === libraryId).sort((a, b) => a.sort - b.sort);
      if (have.map(memberKey).join('\n') === want.map(memberKey).join('\n')) continue;
      await tx.delete(secondaryLibraryMembers).where(eq(secondaryLibraryMembers.libraryId, libraryId));
      if (want.length) await tx.insert(secondaryLibraryMembers).values(want);
    }
    return { libraries: rows.length, members };
  });
}
