import { METHOD_COMPARE_MSG, PHARMACOPOEIAS, STANDARD_ROLES, TEST_ITEMS, methodCompare, type CompareRow, type ProdSummary } from '../../lib/api/contract/method-compare';
import { productCards } from '../fixtures/catalogue';
import { fixtureApiItems, fixtureMethods, methodRowOf } from '../fixtures/method-compare';
import { mock, ok, okPage, rejected } from '../mock';

/** The methods' comparison calls over the fixtures (mocks/fixtures/method-compare.ts), computed as the API does. */
const items = (ids: number[]) => {
  const missing = ids.filter((id) => !fixtureApiItems.some((a) => a.id === id));
  return missing.length ? rejected(METHOD_COMPARE_MSG.apiItemMissing(missing)) : ids.map((id) => fixtureApiItems.find((a) => a.id === id)!);
};
const methodsOf = (apiItemId: number) => fixtureMethods.filter((m) => m.apiItemId === apiItemId);
const strip = ({ apiItemId: _a, ...m }: (typeof fixtureMethods)[number]) => m;

function summaryOf(apiItemId: number): ProdSummary {
  const own = methodsOf(apiItemId);
  const byRole = STANDARD_ROLES.flatMap((role) => {
    const products = [...new Map(own.flatMap((m) => m.standards).filter((s) => s.role === role).map(({ role: _r, label: _l, ...s }) => [s.productId, s])).values()];
    return products.length ? [{ role, products, inStock: products.filter((p) => p.inStock).length }] : [];
  });
  const sold = [...new Map(own.flatMap((m) => m.standards).map((s) => [s.productId, s])).values()];
  return {
    apiItem: fixtureApiItems.find((a) => a.id === apiItemId)!,
    methodCount: own.length,
    byPharmacopoeia: PHARMACOPOEIAS.flatMap((p) => {
      const of = own.filter((m) => m.pharmacopoeia === p);
      return of.length ? [{ key: p, count: of.length, edition: of[0].edition }] : [];
    }),
    byTestItem: TEST_ITEMS.flatMap((t) => {
      const of = own.filter((m) => m.testItem === t);
      return of.length ? [{ key: t, count: of.length, pharmacopoeias: PHARMACOPOEIAS.filter((p) => of.some((m) => m.pharmacopoeia === p)) }] : [];
    }),
    byRole,
    products: { linked: sold.length, sold: sold.length, inStock: sold.filter((s) => s.inStock).length },
  };
}

function compareRows(apiItemId: number): CompareRow[] {
  const ids = [...new Set(methodsOf(apiItemId).flatMap((m) => m.standards.map((s) => s.productId)))];
  return ids.map((id) => ({
    product: productCards.find((c) => c.id === id)!,
    pharmacopoeias: PHARMACOPOEIAS.flatMap((p) => {
      const calls = methodsOf(apiItemId)
        .filter((m) => m.pharmacopoeia === p)
        .flatMap((m) => m.standards.filter((s) => s.productId === id).map((s) => ({ id: m.id, testItem: m.testItem, heading: m.heading, role: s.role, label: s.label })));
      return calls.length ? [{ pharmacopoeia: p, methods: calls }] : [];
    }),
  }));
}

const series = (id: number) => {
  const a = fixtureApiItems.find((i) => i.id === id)!;
  return { ...a, methodCount: methodsOf(id).length, pharmacopoeias: PHARMACOPOEIAS.filter((p) => methodsOf(id).some((m) => m.pharmacopoeia === p)) };
};

export const methodCompareHandlers = [
  mock(methodCompare.prodSummary, ({ params }) => {
    const found = items(params.x);
    return Array.isArray(found) ? ok(found.map((a) => summaryOf(a.id))) : found;
  }),
  mock(methodCompare.prodEquivalents, ({ body }) => {
    const found = items(body.ids);
    return Array.isArray(found) ? ok(found.map((apiItem) => ({ apiItem, products: productCards.filter((c) => c.cas === apiItem.cas) }))) : found;
  }),
  mock(methodCompare.compareList, ({ body, paging }) => {
    const found = items([body.apiItemId]);
    return Array.isArray(found) ? okPage(compareRows(body.apiItemId), paging) : found;
  }),
  mock(methodCompare.methodList, ({ body, paging }) => {
    const rows = fixtureMethods
      .filter((m) => (!body?.pharmacopoeia || m.pharmacopoeia === body.pharmacopoeia) && (!body?.testItem || m.testItem === body.testItem) && (!body?.technique || m.technique === body.technique))
      .map(methodRowOf);
    return okPage(rows, paging);
  }),
  mock(methodCompare.methodsContrast, ({ params }) => {
    const found = items([params.id]);
    return Array.isArray(found) ? ok({ apiItem: found[0], methods: methodsOf(params.id).map(strip) }) : found;
  }),
  mock(methodCompare.methodsOfProduct, ({ params }) => {
    const product = productCards.find((c) => c.id === params.id);
    if (!product) return rejected(METHOD_COMPARE_MSG.productMissing);
    const methods = fixtureMethods
      .filter((m) => m.standards.some((s) => s.productId === params.id))
      .map((m) => {
        const a = fixtureApiItems.find((i) => i.id === m.apiItemId)!;
        return { ...strip(m), apiItem: { id: a.id, cas: a.cas, nameCn: a.nameCn, nameEn: a.nameEn } };
      });
    return ok({ product, methods });
  }),
  mock(methodCompare.relatedSeries, ({ params }) => {
    const found = items([params.id]);
    if (!Array.isArray(found)) return found;
    const a = found[0];
    const others = fixtureApiItems.filter((i) => i.id !== a.id);
    return ok({
      apiItem: series(a.id),
      sameCompound: others.filter((i) => i.compound === a.compound).map((i) => series(i.id)),
      sameCategory: others.filter((i) => i.compound !== a.compound && i.category === a.category).map((i) => series(i.id)),
    });
  }),
  // The mock server has no PDF generator: the sheet answers the API's refusal for an unknown method, and for a
  // known one says the file comes from the mall API (no invented PDF presented as the real sheet).
  mock(methodCompare.methodSheet, ({ body }) => rejected(fixtureMethods.some((m) => m.id === body.id) ? '方法说明书由商城接口生成，模拟服务不提供文件' : METHOD_COMPARE_MSG.methodMissing)),
  mock(methodCompare.methodSheetLink, ({ params }) => rejected(fixtureMethods.some((m) => m.id === params.id) ? '方法说明书由商城接口生成，模拟服务不提供文件' : METHOD_COMPARE_MSG.methodMissing)),
];
