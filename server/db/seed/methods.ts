import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { apiItems, methods, methodStandards, products } from '../schema';
import { apiItems as seedApiItems, EDITIONS, methods as methodData } from './data/methods';

const keyOf = (m: { pharmacopoeia: string; monograph: string; testItem: string }) => `${m.pharmacopoeia}\u0000${m.monograph}\u0000${m.testItem}`;
const excluded = <K extends string>(cols: { [k in K]: { name: string } }, keys: K[]) => Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded.${cols[k].name}`)]));

/**
 * Applies the methods data file at every start, like seedHazards: API items (by CAS), methods (by pharmacopoeia,
 * monograph and test item) and their linked standards are inserted, updated or removed so the tables equal the
 * file; ids of unchanged entries stay, and unchanged rows are not rewritten. A link to a product the database
 * does not have is skipped (the seed test guarantees every code exists in the seed catalogue).
 */
export async function seedMethods(db: Db): Promise<{ apiItems: number; methods: number; standards: number }> {
  const codes = [...new Set([...seedApiItems.flatMap((a) => (a.productCode ? [a.productCode] : [])), ...methodData.flatMap((m) => m.standards.map((s) => s.code))])];
  return db.transaction(async (tx) => {
    const productIds = new Map((await tx.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, codes))).map((r) => [r.code, r.id]));

    // API items
    const apiRows = seedApiItems.map((a, i) => ({
      cas: a.cas,
      nameCn: a.nameCn,
      nameEn: a.nameEn,
      productId: (a.productCode && productIds.get(a.productCode)) || null,
      category: a.category,
      compound: a.compound,
      medicationUses: [...a.medicationUses],
      type: a.type,
      sort: i,
    }));
    await tx
      .insert(apiItems)
      .values(apiRows)
      .onConflictDoUpdate({
        target: apiItems.cas,
        set: { ...excluded(apiItems, ['nameCn', 'nameEn', 'productId', 'category', 'compound', 'medicationUses', 'type', 'sort']), updatedAt: sql`now()` },
        setWhere: sql`(${apiItems.nameCn}, ${apiItems.nameEn}, ${apiItems.productId}, ${apiItems.category}, ${apiItems.compound}, ${apiItems.medicationUses}, ${apiItems.type}, ${apiItems.sort}) is distinct from (excluded.name_cn, excluded.name_en, excluded.product_id, excluded.category, excluded.compound, excluded.medication_uses, excluded.type, excluded.sort)`,
      });
    const cases = seedApiItems.map((a) => a.cas);
    await tx.delete(apiItems).where(notInArray(apiItems.cas, cases));
    const apiIds = new Map((await tx.select({ id: apiItems.id, cas: apiItems.cas }).from(apiItems)).map((r) => [r.cas, r.id]));

    // Methods
    const methodRows = methodData.map((m, i) => ({
      apiItemId: apiIds.get(m.api)!,
      pharmacopoeia: m.pharmacopoeia,
      edition: EDITIONS[m.pharmacopoeia],
      monograph: m.monograph,
      testItem: m.testItem,
      heading: m.heading ?? null,
      technique: m.technique,
      summary: m.summary,
      sort: i,
    }));
    await tx
      .insert(methods)
      .values(methodRows)
      .onConflictDoUpdate({
        target: [methods.pharmacopoeia, methods.monograph, methods.testItem],
        set: { ...excluded(methods, ['apiItemId', 'edition', 'heading', 'technique', 'summary', 'sort']), updatedAt: sql`now()` },
        setWhere: sql`(${methods.apiItemId}, ${methods.edition}, ${methods.heading}, ${methods.technique}, ${methods.summary}, ${methods.sort}) is distinct from (excluded.api_item_id, excluded.edition, excluded.heading, excluded.technique, excluded.summary, excluded.sort)`,
      });
    const wanted = new Set(methodData.map(keyOf));
    const stored = await tx.select({ id: methods.id, pharmacopoeia: methods.pharmacopoeia, monograph: methods.monograph, testItem: methods.testItem }).from(methods);
    const gone = stored.filter((r) => !wanted.has(keyOf(r))).map((r) => r.id);
    if (gone.length) await tx.delete(methods).where(inArray(methods.id, gone));
    const methodIds = new Map(stored.filter((r) => wanted.has(keyOf(r))).map((r) => [keyOf(r), r.id]));

    // Linked standards
    const links = methodData.flatMap((m) =>
      m.standards.flatMap((s, i) => {
        const productId = productIds.get(s.code);
        return productId ? [{ methodId: methodIds.get(keyOf(m))!, productId, role: s.role, label: s.label ?? null, sort: i }] : [];
      }),
    );
    const linkKey = (l: { methodId: number; productId: number }) => `${l.methodId}:${l.productId}`;
    const keep = new Set(links.map(linkKey));
    const existing = await tx.select({ methodId: methodStandards.methodId, productId: methodStandards.productId }).from(methodStandards);
    for (const l of existing.filter((e) => !keep.has(linkKey(e)))) {
      await tx.delete(methodStandards).where(and(eq(methodStandards.methodId, l.methodId), eq(methodStandards.productId, l.productId)));
    }
    if (links.length) {
      await tx
        .insert(methodStandards)
        .values(links)
        .onConflictDoUpdate({
          target: [methodStandards.methodId, methodStandards.productId],
          set: excluded(methodStandards, ['role', 'label', 'sort']),
          setWhere: sql`(${methodStandards.role}, ${methodStandards.label}, ${methodStandards.sort}) is distinct from (excluded.role, excluded.label, excluded.sort)`,
        });
    }
    return { apiItems: apiRows.length, methods: methodRows.length, standards: links.length };
  });
}
