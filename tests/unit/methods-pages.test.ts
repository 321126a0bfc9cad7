import { afterEach, describe, expect, it } from 'vitest';
import { methodSearchState, stripKeywordInput } from '@/components/methods/searchState';
import { choosePacks } from '@/components/methods/packs';
import { apiMethodsJsonLd, apiMethodsMetadata, methodJsonLd, methodMetadata } from '@/components/methods/seo';
import { routes } from '@/lib/routes';
import { apiItemsFixture, methodDetailsFixture, methodRefOf } from '@/mocks/fixtures/methods';
import { productCards } from '@/mocks/fixtures/catalogue';

const saved = process.env.PUBLIC_ORIGIN;
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLIC_ORIGIN;
  else process.env.PUBLIC_ORIGIN = saved;
});

const chp = methodDetailsFixture[0];

describe('methods SEO', () => {
  it('gives the API page the /methods/{CAS} canonical and an ItemList of its methods', () => {
    process.env.PUBLIC_ORIGIN = 'https://www.refmall.cn';
    const data = { api: apiItemsFixture[0], methods: methodDetailsFixture.filter((m) => m.apiItemId === 1).map(methodRefOf) };
    const meta = apiMethodsMetadata(data);
    expect(meta.title).toBe('奥美拉唑药典方法');
    expect(meta.alternates?.canonical).toBe('https://www.refmall.cn/methods/73590-58-6');
    expect(meta.description).toContain('中国药典 1 个');
    const ld = apiMethodsJsonLd(data);
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement.map((i) => i.name)).toEqual(['ChP 奥美拉唑 有关物质', 'EP Omeprazole 有关物质']);
  });

  it('describes a method as a TechArticle naming the products it needs by their Product id', () => {
    process.env.PUBLIC_ORIGIN = 'https://www.refmall.cn';
    expect(methodMetadata(chp).alternates?.canonical).toBe(`https://www.refmall.cn${routes.methodDetail(101)}`);
    expect(methodMetadata(chp).description).toContain('奥美拉唑砜');
    const ld = methodJsonLd(chp);
    expect(ld['@type']).toBe('TechArticle');
    expect(ld.isBasedOn.name).toBe('中国药典 2025年版 奥美拉唑');
    expect(ld.mentions.map((m) => m['@id'])).toEqual(chp.standards.map((s) => `https://www.refmall.cn${routes.goodsDetail(s.product.id)}#product`));
    expect(chp.standards.map((s) => s.product.code)).toEqual(['RM-R00103', 'RM-I00202']);
  });
});

describe('methods search state', () => {
  it('reads keyword, toggles and page from the URL, dropping odd values', () => {
    expect(methodSearchState({ keyword: ' 奥美拉唑 ', typeIds: '1002,x,2001,1002,-3', pageNo: '2' })).toEqual({ keyword: '奥美拉唑', typeIds: [1002, 2001], pageNo: 2 });
    expect(methodSearchState({ pageNo: 'abc' })).toEqual({ keyword: '', typeIds: [], pageNo: 1 });
    expect(routes.methodsSearchWith({ keyword: 'ChP', typeIds: [1002, 2001], pageNo: 3 })).toBe('/searchCenter/methodsSeach?keyword=ChP&typeIds=1002%2C2001&pageNo=3');
  });

  it('strips commas and spaces (half and full width) as the keyword is typed', () => {
    expect(stripKeywordInput(' 奥美 拉唑，有关,物质　')).toBe('奥美拉唑有关物质');
  });

  it('takes one package per product: the first in stock, else the first; none → named', () => {
    const omeprazole = productCards.find((p) => p.id === 4)!;
    const { choices, missing } = choosePacks([omeprazole, { ...omeprazole, id: 99, nameCn: '无包装', skus: [] }]);
    expect(choices).toEqual([{ skuId: omeprazole.skus.find((k) => k.stock > 0)!.id, name: '奥美拉唑' }]);
    expect(missing).toEqual(['无包装']);
  });
});
