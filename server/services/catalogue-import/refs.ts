import { IMPORT_ROW_MSG } from '../../../lib/api/contract/catalogue-import';
import { DESK_MSG } from '../../../lib/api/contract/catalogue-desk';
import type { Db } from '../../db/client';
import { brands, categories } from '../../db/schema';

/**
 * Brands and categories as an import names them: a brand by its name or English name (case and width ignored), a
 * category by its path `一级/二级/三级` (also with `>`, `／` or `＞`) or by a third-level name found only once. Loaded per
 * batch: a brand staff add while a long import runs counts from the next batch.
 */

export interface Refs {
  brand(name: string): { id: number } | { problem: string };
  category(text: string): { id: number } | { problem: string };
  /** `一级/二级/三级` of a category id (the export writes it). */
  pathOf(id: number): string;
  brandName(id: number): string;
}

const key = (s: string) => s.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
const SEPARATOR = /\s*[/／>＞]\s*/;

export async function loadRefs(db: Db): Promise<Refs> {
  const brandRows = await db.select({ id: brands.id, name: brands.name, nameEn: brands.nameEn }).from(brands);
  const categoryRows = await db.select({ id: categories.id, parentId: categories.parentId, name: categories.name, level: categories.level }).from(categories);
  const brandByName = new Map<string, number>();
  for (const b of brandRows) brandByName.set(key(b.name), b.id);
  for (const b of brandRows) if (!brandByName.has(key(b.nameEn))) brandByName.set(key(b.nameEn), b.id);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const names = (id: number): string[] => {
    const out: string[] = [];
    for (let c = byId.get(id); c && out.length < 10; c = c.parentId === null ? undefined : byId.get(c.parentId)) out.unshift(c.name);
    return out;
  };
  const byPath = new Map<string, { id: number; level: number }>();
  const leavesByName = new Map<string, number[]>();
  for (const c of categoryRows) {
    byPath.set(names(c.id).map(key).join('/'), { id: c.id, level: c.level });
    if (c.level === 3) leavesByName.set(key(c.name), [...(leavesByName.get(key(c.name)) ?? []), c.id]);
  }
  const brandNames = new Map(brandRows.map((b) => [b.id, b.name]));
  return {
    brand(name) {
      const id = brandByName.get(key(name));
      return id === undefined ? { problem: IMPORT_ROW_MSG.brandUnknown(name) } : { id };
    },
    category(text) {
      // The whole text as a path first: a name may itself hold a slash (13C/15N标记标准品).
      const found = byPath.get(text.split(SEPARATOR).map(key).join('/'));
      if (found) return found.level === 3 ? { id: found.id } : { problem: DESK_MSG.categoryLevel };
      const leaves = leavesByName.get(key(text)) ?? [];
      if (leaves.length === 1) return { id: leaves[0] };
      if (leaves.length > 1) return { problem: IMPORT_ROW_MSG.categoryAmbiguous(text) };
      return { problem: IMPORT_ROW_MSG.categoryUnknown(text) };
    },
    pathOf: (id) => names(id).join('/'),
    brandName: (id) => brandNames.get(id) ?? '',
  };
}
