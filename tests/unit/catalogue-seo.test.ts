import { afterEach, describe, expect, it } from 'vitest';
import { jsonLdText, productJsonLd, productMetadata, productOffers } from '@/components/catalogue/seo';
import { productDetails } from '@/mocks/fixtures/catalogue';

const aspirin = productDetails.find((p) => p.id === 1)!;
const saved = process.env.PUBLIC_ORIGIN;
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLIC_ORIGIN;
  else process.env.PUBLIC_ORIGIN = saved;
});

describe('product SEO', () => {
  it('titles the page {中文名} {CAS}, describes it with English name, formula, MW and purity, and points canonical and OG at PUBLIC_ORIGIN', () => {
    process.env.PUBLIC_ORIGIN = 'https://www.refmall.cn/';
    const meta = productMetadata(aspirin);
    expect(meta.title).toBe('阿司匹林 50-78-2');
    expect(meta.description).toContain('Aspirin');
    expect(meta.description).toContain('C9H8O4');
    expect(meta.description).toContain('180.16');
    expect(meta.description).toContain('≥99.5%');
    expect(meta.alternates?.canonical).toBe('https://www.refmall.cn/goodsDetail/1');
    const og = meta.openGraph as { url: string; images: { url: string }[] };
    expect(og.url).toBe('https://www.refmall.cn/goodsDetail/1');
    expect(og.images[0].url).toBe('https://www.refmall.cn/api/mall/shopping/product/api/structure/BSYNRYMUTXBXSQ-UHFFFAOYSA-N.svg');
  });

  it('describes a schema.org Product with sku, CAS, image and brand', () => {
    process.env.PUBLIC_ORIGIN = 'http://localhost:3000';
    const ld = productJsonLd(aspirin);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '阿司匹林',
      sku: aspirin.code,
      productID: 'CAS:50-78-2',
      identifier: { '@type': 'PropertyValue', propertyID: 'CAS', value: '50-78-2' },
      image: 'http://localhost:3000/api/mall/shopping/product/api/structure/BSYNRYMUTXBXSQ-UHFFFAOYSA-N.svg',
      brand: { '@type': 'Brand', name: aspirin.brandName },
    });
  });

  it('offers every package at its list price in yuan (two decimals, CNY) with its availability and own URL', () => {
    process.env.PUBLIC_ORIGIN = 'https://www.refmall.cn';
    const ld = productJsonLd(aspirin);
    expect(ld.offers).toEqual([
      {
        '@type': 'Offer',
        sku: '11',
        name: '阿司匹林 100mg',
        price: '255.00',
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://www.refmall.cn/goodsDetail/1?skuId=11',
        seller: { '@type': 'Organization', name: '标准品商城' },
      },
      expect.objectContaining({ sku: '12', name: '阿司匹林 500mg', price: '260.00', availability: 'https://schema.org/InStock', url: 'https://www.refmall.cn/goodsDetail/1?skuId=12' }),
    ]);
  });

  it('marks a package with no stock as BackOrder (made to order) and keeps odd fen exact', () => {
    const made = { ...aspirin, skus: [{ id: 7, pack: '1g', price: 123_456, stock: 0, deliveryDays: 21 }] };
    expect(productOffers(made)).toEqual([expect.objectContaining({ price: '1234.56', availability: 'https://schema.org/BackOrder' })]);
    expect(productOffers({ ...aspirin, skus: [{ id: 8, pack: '5mg', price: 5, stock: 1, deliveryDays: 1 }] })[0].price).toBe('0.05');
  });

  it('leaves offers out when no package is for sale', () => {
    expect(JSON.parse(jsonLdText(productJsonLd({ ...aspirin, skus: [] })))).not.toHaveProperty('offers');
  });

  it('cannot be broken out of its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
