import { afterEach, describe, expect, it } from 'vitest';
import { jsonLdText, productJsonLd, productMetadata } from '@/components/catalogue/seo';
import { productDetails } from '@/mocks/fixtures/catalogue';

const aspirin = productDetails.find((p) => p.id === 1)!;
const saved = process.env.SITE_ORIGIN;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_ORIGIN;
  else process.env.SITE_ORIGIN = saved;
});

describe('product SEO', () => {
  it('titles the page {中文名} {CAS}, describes it with English name, formula, MW and purity, and points canonical and OG at SITE_ORIGIN', () => {
    process.env.SITE_ORIGIN = 'https://www.refmall.cn/';
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

  it('describes a schema.org Product with sku, CAS, image and brand, and no offers (prices are not public)', () => {
    process.env.SITE_ORIGIN = 'http://localhost:3000';
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
    expect(ld).not.toHaveProperty('offers');
  });

  it('cannot be broken out of its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
