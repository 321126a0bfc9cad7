import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { MethodHit, StandardHit } from '../../lib/api/contract/search';
import type { Db } from '../db/client';
import { apiItems, methods, methodStandards, standards } from '../db/schema';
import { searchKnowledge } from '../search/knowledge/engine';

/** The /searchIndex 方法 and 标准 tabs: ranked ids from the knowledge engine, turned into result rows in rank order. */

export interface Paged<T> {
  rows: T[];
  total: number;
  capped: boolean;
}

const inOrder = <T extends { id: number }>(ids: number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
};

export async function methodHits(db: Db, ids: number[]): Promise<MethodHit[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: methods.id,
      apiItemId: methods.apiItemId,
      apiNameCn: apiItems.nameCn,
      apiNameEn: apiItems.nameEn,
      cas: apiItems.cas,
      pharmacopoeia: methods.pharmacopoeia,
      edition: methods.edition,
      monograph: methods.monograph,
      testItem: methods.testItem,
      heading: methods.heading,
      technique: methods.technique,
      // One query per page of hits (a search answers in three: ids, these rows, nothing else).
      standardCount: sql<number>`(select count(*)::int from ${methodStandards} where ${methodStandards.methodId} = ${methods.id})`,
    })
    .from(methods)
    .innerJoin(apiItems, eq(apiItems.id, methods.apiItemId))
    .where(inArray(methods.id, ids));
  return inOrder(ids, rows);
}

export async function standardHits(db: Db, ids: number[]): Promise<StandardHit[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: standards.id,
      number: standards.number,
      titleCn: standards.titleCn,
      titleEn: standards.titleEn,
      status: standards.status,
      issuedBy: standards.issuedBy,
      effectiveOn: standards.effectiveOn,
      field: standards.field,
    })
    .from(standards)
    .where(inArray(standards.id, ids));
  return inOrder(ids, rows);
}

export async function keywordMethods(db: Db, keyword: string, limit: number, offset: number): Promise<Paged<MethodHit>> {
  const found = await searchKnowledge(db, 'method', keyword, { limit, offset });
  return { rows: await methodHits(db, found.ids), total: found.total, capped: found.capped };
}

export async function keywordStandards(db: Db, keyword: string, limit: number, offset: number): Promise<Paged<StandardHit>> {
  const found = await searchKnowledge(db, 'standard', keyword, { limit, offset });
  return { rows: await standardHits(db, found.ids), total: found.total, capped: found.capped };
}

/** Every method and standard id with its last change (the sitemap). */
export async function knowledgeSitemap(db: Db): Promise<{ methods: { id: number; updatedAt: string }[]; standards: { id: number; updatedAt: string }[] }> {
  const [m, s] = await Promise.all([
    db.select({ id: methods.id, updatedAt: methods.updatedAt }).from(methods).orderBy(asc(methods.id)),
    db.select({ id: standards.id, updatedAt: standards.updatedAt }).from(standards).orderBy(asc(standards.id)),
  ]);
  const iso = (rows: { id: number; updatedAt: Date }[]) => rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
  return { methods: iso(m), standards: iso(s) };
}
