import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { productHazards, products } from '../schema';
import { hazards, type SeedHazard } from './data/hazards';

const controlsOf = (h: SeedHazard) => ({ precursorCategory: h.precursorCategory ?? null, explosivePrecursor: h.explosivePrecursor ?? false, hazardous: h.hazardous ?? false });

/**
 * Applies the hazard data file (keyed by CAS) to every product with that CAS, at every start: the controls on
 * `products` and the GHS profile in `product_hazards` are made equal to the file (inserted, updated, or removed
 * when the file no longer has them), so an already-seeded database gets new or corrected data too. Only products
 * never saved at the catalogue desk (version 0) follow the file: once staff have saved a product, its controls
 * and profile are theirs (docs/adr/0039-catalogue-desk.md). A few statements, in one transaction; unchanged
 * rows are not rewritten.
 */
export async function seedHazards(db: Db): Promise<{ controlled: number; profiles: number }> {
  const cases = Object.keys(hazards);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, cas: products.cas, precursorCategory: products.precursorCategory, explosivePrecursor: products.explosivePrecursor, hazardous: products.hazardous })
      .from(products)
      .where(and(inArray(products.cas, cases), eq(products.version, 0)));
    let controlled = 0;
    for (const r of rows) {
      const want = controlsOf(hazards[r.cas]);
      if (want.precursorCategory !== null || want.explosivePrecursor || want.hazardous) controlled++;
      if (want.precursorCategory === r.precursorCategory && want.explosivePrecursor === r.explosivePrecursor && want.hazardous === r.hazardous) continue;
      await tx.update(products).set(want).where(eq(products.id, r.id));
    }
    // Marks the file no longer gives (a corrected entry): cleared.
    await tx
      .update(products)
      .set({ precursorCategory: null, explosivePrecursor: false, hazardous: false })
      .where(and(or(isNotNull(products.precursorCategory), eq(products.explosivePrecursor, true), eq(products.hazardous, true)), notInArray(products.cas, cases), eq(products.version, 0)));

    const profiles = rows.flatMap((r) => {
      const g = hazards[r.cas].ghs;
      if (!g) return [];
      return [
        {
          productId: r.id,
          signalWord: g.signalWord,
          pictograms: [...g.pictograms],
          classes: [...g.classes],
          hCodes: [...g.h],
          pCodes: [...g.p],
          firstAid: g.firstAid,
          fireFighting: g.fireFighting,
          handlingStorage: g.handlingStorage,
          unNumber: g.transport?.un ?? null,
          transportClass: g.transport?.class ?? null,
          packingGroup: g.transport?.packingGroup ?? null,
          sources: g.sources,
        },
      ];
    });
    const keep = profiles.map((p) => p.productId);
    const fileOwned = inArray(productHazards.productId, tx.select({ id: products.id }).from(products).where(eq(products.version, 0)));
    await tx.delete(productHazards).where(keep.length ? and(notInArray(productHazards.productId, keep), fileOwned) : fileOwned);
    if (profiles.length) {
      const set = Object.fromEntries(
        (['signalWord', 'pictograms', 'classes', 'hCodes', 'pCodes', 'firstAid', 'fireFighting', 'handlingStorage', 'unNumber', 'transportClass', 'packingGroup', 'sources'] as const).map((k) => [
          k,
          sql.raw(`excluded.${productHazards[k].name}`),
        ]),
      );
      await tx
        .insert(productHazards)
        .values(profiles)
        .onConflictDoUpdate({
          target: productHazards.productId,
          set: { ...set, updatedAt: sql`now()` },
          // Only rows whose data differs are rewritten (restarts leave the table alone).
          setWhere: sql`(${productHazards.signalWord}, ${productHazards.pictograms}, ${productHazards.classes}, ${productHazards.hCodes}, ${productHazards.pCodes}, ${productHazards.firstAid}, ${productHazards.fireFighting}, ${productHazards.handlingStorage}, ${productHazards.unNumber}, ${productHazards.transportClass}, ${productHazards.packingGroup}, ${productHazards.sources}) is distinct from (excluded.signal_word, excluded.pictograms, excluded.classes, excluded.h_codes, excluded.p_codes, excluded.first_aid, excluded.fire_fighting, excluded.handling_storage, excluded.un_number, excluded.transport_class, excluded.packing_group, excluded.sources)`,
        });
    }
    return { controlled, profiles: profiles.length };
  });
}
