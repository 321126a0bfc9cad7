import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { LibraryCard, LibraryMember } from '../../../lib/api/contract/data';
import type { Db } from '../../db/client';
import { brands, compoundRecords, products, secondaryLibraries, secondaryLibraryMembers } from '../../db/schema';

type MemberRow = typeof secondaryLibraryMembers.$inferSelect;

/**
 * The links of library members: a member with a product code is that product (impurity families); otherwise the
 * listed products with its CAS. Its record is the data record of the first such product.
 */
async function linksOf(db: Db, members: MemberRow[]): Promise<Map<MemberRow, { recordId: number | null; products: LibraryMember['products'] }>> {
  const cases = [...new Set(members.flatMap((m) => (m.productCode ? [] : m.cas ? [m.cas] : [])))];
  const codes = [...new Set(members.flatMap((m) => (m.productCode ? [m.productCode] : [])))];
  const out = new Map<MemberRow, { recordId: number | null; products: LibraryMember['products'] }>();
  const conditions = [...(cases.length ? [inArray(products.cas, cases)] : []), ...(codes.length ? [inArray(products.code, codes)] : [])];
  const rows = conditions.length
    ? await db
        .select({ id: products.id, code: products.code, cas: products.cas, nameCn: products.nameCn, brandName: brands.name, recordId: compoundRecords.id })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(compoundRecords, eq(compoundRecords.inchiKey, products.inchiKey))
        .where(and(eq(products.status, 1), or(...conditions)))
        .orderBy(asc(products.id))
    : [];
  for (const m of members) {
    const sold = rows.filter((p) => (m.productCode ? p.code === m.productCode : p.cas === m.cas));
    out.set(m, { recordId: sold.find((p) => p.recordId !== null)?.recordId ?? null, products: sold.map(({ id, code, nameCn, brandName }) => ({ id, code, nameCn, brandName })) });
  }
  return out;
}

function toCard(l: typeof secondaryLibraries.$inferSelect, members: MemberRow[], sold: number): LibraryCard {
  return { id: l.id, kind: l.kind as LibraryCard['kind'], title: l.title, intro: l.intro, source: l.source, memberCount: members.length, soldCount: sold };
}

/** Every library in the curated order, with its member and sold counts. */
export async function listLibraries(db: Db): Promise<LibraryCard[]> {
  const libs = await db.select().from(secondaryLibraries).orderBy(asc(secondaryLibraries.sort));
  const members = await db.select().from(secondaryLibraryMembers).orderBy(asc(secondaryLibraryMembers.libraryId), asc(secondaryLibraryMembers.sort));
  const links = await linksOf(db, members);
  return libs.map((l) => {
    const own = members.filter((m) => m.libraryId === l.id);
    return toCard(l, own, own.filter((m) => links.get(m)!.recordId !== null).length);
  });
}

/** One library and a page of its members (links resolved); null when unknown. */
export async function libraryPage(db: Db, id: number, limit: number, offset: number): Promise<{ library: LibraryCard; members: LibraryMember[]; total: number } | null> {
  const [l] = await db.select().from(secondaryLibraries).where(eq(secondaryLibraries.id, id));
  if (!l) return null;
  const all = await db.select().from(secondaryLibraryMembers).where(eq(secondaryLibraryMembers.libraryId, id)).orderBy(asc(secondaryLibraryMembers.sort));
  const links = await linksOf(db, all);
  const members = all.slice(offset, offset + limit).map((m) => ({ nameCn: m.nameCn, nameEn: m.nameEn, cas: m.cas, note: m.note, ...links.get(m)! }));
  const sold = all.filter((m) => links.get(m)!.recordId !== null).length;
  return { library: toCard(l, all, sold), members, total: all.length };
}

