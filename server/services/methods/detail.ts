import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ApiProduct, MethodDetail, NeededProduct } from '../../../lib/api/contract/methods';
import type { ProductCard } from '../../../lib/api/contract/catalogue';
import type { Db } from '../../db/client';
import { methods, methodStandards, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { cardsByIds } from '../products';
import { loadApiItems, loadMethodRefs } from './load';

type Role = MethodDetail['standards'][number]['role'];

async function apiOrThrow(db: Db, apiItemId: number) {
  const [api] = await loadApiItems(db, [apiItemId]);
  if (!api) throw notFound('原料药');
  return api;
}

/** The links of some methods, in the methods' order then each method's own order. */
async function linksOf(db: Db, methodIds: number[]) {
  if (methodIds.length === 0) return [];
  const rows = await db
    .select({ methodId: methodStandards.methodId, productId: methodStandards.productId, role: methodStandards.role, label: methodStandards.label, sort: methodStandards.sort })
    .from(methodStandards)
    .where(inArray(methodStandards.methodId, methodIds))
    .orderBy(asc(methodStandards.sort));
  const at = new Map(methodIds.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.methodId)! - at.get(b.methodId)! || a.sort - b.sort).map((r) => ({ ...r, role: r.role as Role }));
}

const cardMap = async (db: Db, ids: number[]) => new Map((await cardsByIds(db, [...new Set(ids)])).map((c) => [c.id, c]));

/** apiserver/getById/{id}: one method with its API and the listed products it names. */
export async function methodDetail(db: Db, id: number): Promise<MethodDetail> {
  const [row] = await db.select({ apiItemId: methods.apiItemId, summary: methods.summary }).from(methods).where(eq(methods.id, id));
  if (!row) throw notFound('药典方法');
  const ref = (await loadMethodRefs(db, row.apiItemId)).find((m) => m.id === id)!;
  const api = await apiOrThrow(db, row.apiItemId);
  const links = await linksOf(db, [id]);
  const cards = await cardMap(db, links.map((l) => l.productId));
  const standards = links.flatMap((l) => {
    const product = cards.get(l.productId);
    return product ? [{ role: l.role, label: l.label, product }] : [];
  });
  return { ...ref, summary: row.summary, api, standards };
}

/**
 * apiserver/getProdsByProdApiItemId/{a}/{b}: a is the API item, b one of its methods or 0 for all of them.
 * Each product once, with every role and label the chosen methods give it, in the methods' order.
 */
export async function productsOfMethods(db: Db, apiItemId: number, methodId: number): Promise<NeededProduct[]> {
  await apiOrThrow(db, apiItemId);
  const refs = await loadMethodRefs(db, apiItemId);
  const chosen = methodId === 0 ? refs : refs.filter((m) => m.id === methodId);
  if (methodId !== 0 && chosen.length === 0) throw notFound('该原料药的药典方法');
  const links = await linksOf(db, chosen.map((m) => m.id));
  const cards = await cardMap(db, links.map((l) => l.productId));
  const out = new Map<number, NeededProduct>();
  for (const l of links) {
    const product = cards.get(l.productId);
    if (!product) continue;
    const entry = out.get(l.productId) ?? { product, roles: [], labels: [], methodIds: [] };
    if (!entry.roles.includes(l.role)) entry.roles.push(l.role);
    if (l.label && !entry.labels.includes(l.label)) entry.labels.push(l.label);
    if (!entry.methodIds.includes(l.methodId)) entry.methodIds.push(l.methodId);
    out.set(l.productId, entry);
  }
  return [...out.values()];
}

/** Listed children of the API's own product (impurities, salts, labelled forms, intermediates), in id order. */
async function childrenOf(db: Db, productId: number | null) {
  if (productId === null) return [];
  return db
    .select({ id: products.id, impurityLabel: products.impurityLabel })
    .from(products)
    .where(and(eq(products.parentId, productId), eq(products.status, 1)))
    .orderBy(asc(products.id));
}

/** prodapiitem/product/list: the API itself, its impurities, then the other products its methods name. */
export async function apiProducts(db: Db, apiItemId: number, limit: number, offset: number): Promise<{ rows: ApiProduct[]; total: number }> {
  const api = await apiOrThrow(db, apiItemId);
  const entries: { relation: ApiProduct['relation']; label: string | null; productId: number }[] = [];
  const seen = new Set<number>();
  const push = (e: (typeof entries)[number]) => {
    if (seen.has(e.productId)) return;
    seen.add(e.productId);
    entries.push(e);
  };
  if (api.productId !== null) push({ relation: 'api', label: null, productId: api.productId });
  const impurities = api.productId === null ? [] : await db
    .select({ id: products.id, impurityLabel: products.impurityLabel })
    .from(products)
    .where(and(eq(products.parentId, api.productId), eq(products.status, 1), isNotNull(products.impurityLabel)))
    .orderBy(asc(products.id));
  for (const p of impurities) push({ relation: 'impurity', label: p.impurityLabel, productId: p.id });
  const links = await linksOf(db, (await loadMethodRefs(db, apiItemId)).map((m) => m.id));
  for (const l of links) push({ relation: 'methodStandard', label: l.label ?? l.role, productId: l.productId });
  const cards = await cardMap(db, entries.map((e) => e.productId));
  const listed = entries.flatMap((e) => {
    const product = cards.get(e.productId);
    return product ? [{ relation: e.relation, label: e.label, product }] : [];
  });
  return { rows: listed.slice(offset, offset + limit), total: listed.length };
}

/** prodapi/about/product/list: the API product's other listed relatives that none of its methods names. */
export async function aboutProducts(db: Db, apiItemId: number, limit: number, offset: number): Promise<{ rows: ProductCard[]; total: number }> {
  const api = await apiOrThrow(db, apiItemId);
  const named = new Set((await linksOf(db, (await loadMethodRefs(db, apiItemId)).map((m) => m.id))).map((l) => l.productId));
  const ids = (await childrenOf(db, api.productId)).map((c) => c.id).filter((id) => !named.has(id));
  return { rows: await cardsByIds(db, ids.slice(offset, offset + limit)), total: ids.length };
}
