import type { ApiItem, ApiMethods, ClassificationFilter } from '../../../lib/api/contract/methods';
import { normaliseCas } from '../../../lib/chem/cas';
import type { Db } from '../../db/client';
import { methods } from '../../db/schema';
import { notFound } from '../../http/errors';
import { normaliseText } from '../../search/normalise';
import { classificationOf, filterByTypes } from './classification';
import { loadApiItems, loadMethodRefs } from './load';
import { matchApis } from './match';

/** apiserver/types: the toggles, from the API items' own classification. */
export async function methodTypes(db: Db): Promise<ClassificationFilter> {
  return classificationOf(await loadApiItems(db));
}

/** apiserver/searchApi: the keyword match (match.ts), then the toggles, then one page. */
export async function searchApis(db: Db, keyword: string, typeIds: number[], limit: number, offset: number): Promise<{ rows: ApiItem[]; total: number }> {
  const items = await loadApiItems(db);
  const methodRows = await db.select({ apiItemId: methods.apiItemId, pharmacopoeia: methods.pharmacopoeia, testItem: methods.testItem, technique: methods.technique }).from(methods);
  const byId = new Map(items.map((i) => [i.id, i]));
  const matched = matchApis(items, methodRows, keyword).flatMap((id) => byId.get(id) ?? []);
  const kept = filterByTypes(matched, typeIds, classificationOf(items));
  return { rows: kept.slice(offset, offset + limit), total: kept.length };
}

/** The catch-all /methods/{api}: the API whose Chinese name, English name (any case) or CAS is exactly `name`. */
export async function apiByName(db: Db, name: string): Promise<ApiMethods> {
  const wanted = normaliseText(name);
  const cas = normaliseCas(name);
  const items = await loadApiItems(db);
  const api = items.find((i) => i.cas === cas || normaliseText(i.nameCn) === wanted || normaliseText(i.nameEn) === wanted);
  if (!api) throw notFound('原料药');
  return { api, methods: await loadMethodRefs(db, api.id) };
}
