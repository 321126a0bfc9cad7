import { http, HttpResponse } from 'msw';
import { catalogue, DELIVERY_FILTERS, STRUCTURE_PATH, type ProductCard, type ProductFacets, type ProductListBody } from '../../lib/api/contract/catalogue';
import {
  brandDetails,
  brands,
  categoryById,
  categoryPath,
  categoryTree,
  flatCategory,
  productByInchiKey,
  productCards,
  productDetails,
  subtreeIds,
} from '../fixtures/catalogue';
import { mock, ok, okPage, rejected, routeOf } from '../mock';

const DELIVERY: Record<NonNullable<ProductListBody['delivery']>[number], (s: ProductCard['skus'][number]) => boolean> = {
  inStock: (s) => s.stock > 0,
  within7: (s) => s.stock > 0 && s.deliveryDays <= 7,
  within15: (s) => s.deliveryDays <= 15,
  onOrder: (s) => s.stock === 0,
};

/** The real server's product filters, applied to the fixtures. */
export function filterProducts(q: ProductListBody): ProductCard[] {
  let rows = productCards;
  const categoryIds = [...(q.categoryIds ?? []), ...(q.categoryId ? [q.categoryId] : [])];
  if (categoryIds.length) {
    const wanted = new Set(categoryIds.flatMap(subtreeIds));
    rows = rows.filter((p) => wanted.has(p.categoryId));
  }
  if (q.brandIds?.length) rows = rows.filter((p) => q.brandIds!.includes(p.brandId));
  if (q.packs?.length || q.delivery?.length) {
    rows = rows.filter((p) =>
      p.skus.some((s) => (!q.packs?.length || q.packs.includes(s.pack)) && (!q.delivery?.length || q.delivery.some((d) => DELIVERY[d](s)))),
    );
  }
  if (q.keyword) {
    const kw = q.keyword.toLowerCase();
    const synonyms = new Map(productDetails.map((d) => [d.id, d.synonyms.join(' ').toLowerCase()]));
    rows = rows.filter((p) =>
      [p.nameCn, p.nameEn, p.cas, p.code].some((f) => f.toLowerCase().includes(kw)) || synonyms.get(p.id)!.includes(kw),
    );
  }
  const dir = q.asc ? 1 : -1;
  const byId = (a: ProductCard, b: ProductCard) => a.id - b.id;
  if (q.sortField === 'name') return [...rows].sort((a, b) => dir * a.nameEn.toLowerCase().localeCompare(b.nameEn.toLowerCase()) || byId(a, b));
  if (q.sortField === 'mw') return [...rows].sort((a, b) => dir * (a.mw - b.mw) || byId(a, b));
  return [...rows].sort((a, b) => b.listedAt.localeCompare(a.listedAt) || b.id - a.id);
}

/**
 * The filter values of a list (server/services/facets.ts, simplified): `categoryId` the scope, each group counted
 * with the other groups' filters but not its own, packs and delivery on the same SKU; only values with products.
 */
export function productFacets(q: ProductListBody): ProductFacets {
  const scope = q.categoryId ? new Set(subtreeIds(q.categoryId)) : null;
  const within = (body: ProductListBody) => filterProducts({ ...body, categoryId: undefined, sortField: undefined }).filter((p) => !scope || scope.has(p.categoryId));
  const tally = <K>(rows: ProductCard[], keys: (p: ProductCard) => K[]) => {
    const counts = new Map<K, number>();
    for (const p of rows) for (const k of new Set(keys(p))) counts.set(k, (counts.get(k) ?? 0) + 1);
    return counts;
  };
  const skuFits = (s: ProductCard['skus'][number], packs = q.packs, delivery = q.delivery) =>
    (!packs?.length || packs.includes(s.pack)) && (!delivery?.length || delivery.some((d) => DELIVERY[d](s)));
  const categories = tally(within({ ...q, categoryIds: undefined }), (p) => categoryPath(p.categoryId).map((c) => c.id));
  const brandCounts = tally(within({ ...q, brandIds: undefined }), (p) => [p.brandId]);
  const packs = tally(within({ ...q, packs: undefined }), (p) => p.skus.filter((s) => skuFits(s, [])).map((s) => s.pack));
  const delivery = tally(within({ ...q, delivery: undefined }), (p) => DELIVERY_FILTERS.filter((d) => p.skus.some((s) => skuFits(s, q.packs, [d]))));
  return {
    categories: [...categories].filter(([id]) => !scope || scope.has(id)).map(([id, count]) => ({ id, count })),
    brands: [...brandCounts].map(([id, count]) => ({ id, name: brands.find((b) => b.id === id)?.name ?? '', count })),
    packs: [...packs].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count })),
    delivery: DELIVERY_FILTERS.filter((d) => delivery.has(d)).map((d) => ({ value: d, count: delivery.get(d)! })),
  };
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A placeholder depiction: a benzene ring and the compound's formula (or the key when it is unknown). */
function placeholderSvg(inchiKey: string): string {
  const known = productByInchiKey.get(inchiKey);
  const label = escapeXml(known ? known.formula : inchiKey.slice(0, 14));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 160" width="200" height="160">',
    '<rect width="200" height="160" fill="#fff"/>',
    '<polygon points="100,22 139,45 139,90 100,113 61,90 61,45" fill="none" stroke="#333" stroke-width="2"/>',
    '<circle cx="100" cy="67" r="26" fill="none" stroke="#333" stroke-width="1.5"/>',
    `<text x="100" y="145" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#333">${label}</text>`,
    '</svg>',
  ].join('');
}

export const catalogueHandlers = [
  mock(catalogue.categoryList, () => ok(categoryTree)),

  mock(catalogue.parentCategoryNames, ({ params }) => {
    const path = categoryPath(params.id);
    return path.length ? ok(path) : rejected('分类不存在');
  }),

  mock(catalogue.brandList, ({ body, paging }) => {
    const kw = body?.keyword?.toLowerCase();
    const rows = kw ? brands.filter((b) => b.name.toLowerCase().includes(kw) || b.nameEn.toLowerCase().includes(kw)) : brands;
    return okPage(rows, paging);
  }),

  mock(catalogue.brandSelect, ({ params }) => {
    const brand = brandDetails.find((b) => b.id === params.id);
    return brand ? ok(brand) : rejected('品牌不存在');
  }),

  mock(catalogue.categoriesByBrands, ({ body }) => {
    const ids = new Set<number>();
    for (const p of productCards) if (body.brandIds.includes(p.brandId)) for (const { id } of categoryPath(p.categoryId)) ids.add(id);
    return ok([...categoryById.values()].filter((n) => ids.has(n.id)).map(flatCategory));
  }),

  mock(catalogue.brandsByCategories, ({ body }) => {
    const wanted = (body.categoryIds ?? []).filter((id) => id > 0);
    if (wanted.length === 0) return ok(brands);
    const inside = new Set(wanted.flatMap(subtreeIds));
    const brandIds = new Set(productCards.filter((p) => inside.has(p.categoryId)).map((p) => p.brandId));
    return ok(brands.filter((b) => brandIds.has(b.id)));
  }),

  mock(catalogue.productList, ({ body, paging }) => okPage(filterProducts(body), paging)),
  mock(catalogue.productFacets, ({ body }) => ok(productFacets(body))),

  mock(catalogue.productDetail, ({ params }) => {
    const product = productDetails.find((p) => p.id === params.id);
    return product ? ok(product) : rejected('商品不存在');
  }),

  // Not an envelope call: any well-formed key gets a drawing, so new fixtures never show broken images.
  http.get(routeOf(STRUCTURE_PATH.replace('{inchiKey}.svg', '{file}')), ({ params }) => {
    const key = String(params.file).replace(/\.svg$/, '');
    if (!/^[A-Z]{14}-[A-Z]{10}-[A-Z]$/.test(key)) return new HttpResponse('结构式不存在', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return new HttpResponse(placeholderSvg(key), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  }),
];
