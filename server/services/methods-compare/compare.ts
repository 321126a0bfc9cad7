import { and, asc, eq } from 'drizzle-orm';
import { PHARMACOPOEIAS, type CompareRow } from '../../../lib/api/contract/method-compare';
import type { Db } from '../../db/client';
import { methods, methodStandards, products } from '../../db/schema';
import { cardsByIds } from '../products';
import { apiItemById, methodOrder } from './facts';

type Call = CompareRow['pharmacopoeias'][number]['methods'][number];

/**
 * prodapiitem/product/compare/list: every listed product some method of the API item names (the compare
 * matrix's rows), the API's own standard first, then in the order the methods name them; per product, the
 * pharmacopoeias whose methods call for it, with each method's test item and how it names the product.
 */
export async function compareList(db: Db, apiItemId: number, limit: number, offset: number): Promise<{ rows: CompareRow[]; total: number }> {
  await apiItemById(db, apiItemId);
  const links = await db
    .select({
      productId: methodStandards.productId,
      role: methodStandards.role,
      label: methodStandards.label,
      methodId: methods.id,
      pharmacopoeia: methods.pharmacopoeia,
      testItem: methods.testItem,
      heading: methods.heading,
    })
    .from(methodStandards)
    .innerJoin(methods, eq(methods.id, methodStandards.methodId))
    .innerJoin(products, and(eq(products.id, methodStandards.productId), eq(products.status, 1)))
    .where(eq(methods.apiItemId, apiItemId))
    .orderBy(...methodOrder, asc(methodStandards.sort));
  const order: number[] = [];
  const calls = new Map<number, Map<string, Call[]>>();
  for (const l of links) {
    if (!calls.has(l.productId)) {
      order.push(l.productId);
      calls.set(l.productId, new Map());
    }
    const byP = calls.get(l.productId)!;
    const list = byP.get(l.pharmacopoeia) ?? [];
    list.push({ id: l.methodId, testItem: l.testItem as Call['testItem'], heading: l.heading, role: l.role as Call['role'], label: l.label });
    byP.set(l.pharmacopoeia, list);
  }
  // The reference standard of the API itself leads; the rest keep the order the methods name them in.
  const isReference = (id: number) => links.some((l) => l.productId === id && l.role === '对照品');
  const sorted = [...order.filter(isReference), ...order.filter((id) => !isReference(id))];
  const pageIds = sorted.slice(offset, offset + limit);
  const cards = await cardsByIds(db, pageIds);
  const rows = cards.map((product) => {
    const byP = calls.get(product.id)!;
    return { product, pharmacopoeias: PHARMACOPOEIAS.flatMap((p) => (byP.has(p) ? [{ pharmacopoeia: p, methods: byP.get(p)! }] : [])) };
  });
  return { rows, total: sorted.length };
}
