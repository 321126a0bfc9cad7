import { normaliseCas } from '../../lib/chem/cas';
import { methods, type ApiProduct, type NeededProduct } from '../../lib/api/contract/methods';
import { productCards } from '../fixtures/catalogue';
import { apiItemsFixture, methodDetailsFixture, methodRefOf, methodTypesFixture } from '../fixtures/methods';
import { mock, ok, okPage, rejected } from '../mock';

/*
 * The methods calls (lib/api/contract/methods.ts) over mocks/fixtures/methods.ts. The keyword reading is a
 * small model of server/services/methods/match.ts: name (any case) or CAS contained; no pinyin.
 */

const norm = (s: string) => s.normalize('NFKC').replace(/[\s,，]+/g, '').toLowerCase();
const allTypes = Object.values(methodTypesFixture).flat();
const methodsOf = (apiItemId: number) => methodDetailsFixture.filter((m) => m.apiItemId === apiItemId);
const apiOf = (id: number) => apiItemsFixture.find((a) => a.id === id);

export const methodHandlers = [
  mock(methods.types, () => ok(methodTypesFixture)),

  mock(methods.searchApi, ({ body, paging }) => {
    const q = norm(body.keyword);
    const chosen = allTypes.filter((t) => body.typeIds.includes(t.id)).map((t) => t.name);
    const rows = apiItemsFixture.filter(
      (a) =>
        (!q || [a.nameCn, a.nameEn, a.cas].some((n) => norm(n).includes(q))) &&
        (chosen.length === 0 || chosen.some((c) => [a.category, a.compound, a.type, ...a.medicationUses].includes(c))),
    );
    return okPage(rows, paging);
  }),

  mock(methods.getById, ({ params }) => {
    const found = methodDetailsFixture.find((m) => m.id === params.id);
    return found ? ok(found) : rejected('药典方法不存在');
  }),

  mock(methods.apiByName, ({ params }) => {
    const name = norm(params.api);
    const api = apiItemsFixture.find((a) => a.cas === normaliseCas(params.api) || norm(a.nameCn) === name || norm(a.nameEn) === name);
    return api ? ok({ api, methods: methodsOf(api.id).map(methodRefOf) }) : rejected('原料药不存在');
  }),

  mock(methods.productsOfMethods, ({ params }) => {
    if (!apiOf(params.a)) return rejected('原料药不存在');
    const chosen = methodsOf(params.a).filter((m) => params.b === 0 || m.id === params.b);
    if (chosen.length === 0) return rejected('该原料药的药典方法不存在');
    const out = new Map<number, NeededProduct>();
    for (const m of chosen) {
      for (const s of m.standards) {
        const e = out.get(s.product.id) ?? { product: s.product, roles: [], labels: [], methodIds: [] };
        if (!e.roles.includes(s.role)) e.roles.push(s.role);
        if (s.label && !e.labels.includes(s.label)) e.labels.push(s.label);
        if (!e.methodIds.includes(m.id)) e.methodIds.push(m.id);
        out.set(s.product.id, e);
      }
    }
    return ok([...out.values()]);
  }),

  mock(methods.apiProducts, ({ body, paging }) => {
    const api = apiOf(body.apiItemId);
    if (!api) return rejected('原料药不存在');
    const rows: ApiProduct[] = [];
    const seen = new Set<number>();
    const own = productCards.find((p) => p.id === api.productId);
    if (own) {
      rows.push({ relation: 'api', label: null, product: own });
      seen.add(own.id);
    }
    for (const s of methodsOf(api.id).flatMap((m) => m.standards)) {
      if (seen.has(s.product.id)) continue;
      rows.push({ relation: 'methodStandard', label: s.label ?? s.role, product: s.product });
      seen.add(s.product.id);
    }
    return okPage(rows, paging);
  }),

  mock(methods.aboutProducts, ({ body, paging }) => {
    const api = apiOf(body.apiItemId);
    if (!api) return rejected('原料药不存在');
    const named = new Set([api.productId, ...methodsOf(api.id).flatMap((m) => m.standards.map((s) => s.product.id))]);
    return okPage(productCards.filter((p) => api.productId !== null && !named.has(p.id) && p.cas !== api.cas && p.nameCn.includes(api.nameCn)), paging);
  }),
];
