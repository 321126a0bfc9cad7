import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { breadcrumbJsonLd } from '@/components/catalogue/breadcrumbJsonLd';
import { absoluteUrl, jsonLdText, productJsonLd } from '@/components/catalogue/seo';
import { newsJsonLd, SITE_LOGO, SITE_SHARE_IMAGE } from '@/components/content/seo';
import { methodJsonLd } from '@/components/methods/seo';
import { routes } from '@/lib/routes';
import { productDetails } from '@/mocks/fixtures/catalogue';
import { mockNewsDetail } from '@/mocks/fixtures/content';
import { methodDetailsFixture } from '@/mocks/fixtures/methods';

/*
 * The JSON-LD of the pages, checked against what Google's rich-result rules require of each type it reads:
 * a Product has offers (or is only referred to, never described without them), an Article has headline,
 * image, datePublished, author and publisher.logo, a BreadcrumbList's items have position, name and item.
 */

/** Every node of a JSON-LD value, nested ones included. */
const nodesOf = (value: unknown): Record<string, unknown>[] => {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value && typeof value === 'object') return [value as Record<string, unknown>, ...Object.values(value).flatMap(nodesOf)];
  return [];
};
const typed = (value: unknown, type: string) => nodesOf(value).filter((n) => n['@type'] === type);

describe('Product', () => {
  const aspirin = productDetails.find((p) => p.id === 1)!;

  it('on its own page carries its offers and a node id other pages refer to', () => {
    const ld = productJsonLd(aspirin);
    expect(ld.offers?.length).toBeGreaterThan(0);
    expect(ld['@id']).toBe(`${absoluteUrl(routes.goodsDetail(1))}#product`);
  });

  it('a method page names its standards by reference only: no Product without offers', () => {
    const method = methodDetailsFixture[0];
    const ld = methodJsonLd(method);
    for (const product of typed(ld, 'Product')) expect(product, 'a Product described on a method page').toHaveProperty('offers');
    expect(typed(ld, 'Product')).toEqual([]);
    expect(ld.mentions).toEqual(method.standards.map((s) => ({ '@id': `${absoluteUrl(routes.goodsDetail(s.product.id))}#product` })));
    // The reference resolves to the Product the product's own page describes.
    const referenced = productDetails.find((p) => p.id === method.standards[0].product.id);
    if (referenced) expect(productJsonLd(referenced)['@id']).toBe(ld.mentions[0]['@id']);
  });
});

describe('news Article', () => {
  const article = mockNewsDetail(101)!;
  const ld = newsJsonLd(article);

  it('has headline, image, datePublished, author and publisher with its logo', () => {
    expect(ld['@type']).toBe('Article');
    expect(ld.headline).toBe(article.title);
    expect(ld.datePublished).toBe(article.publishedAt);
    expect(ld.author).toEqual({ '@type': 'Organization', name: article.author });
    expect(ld.image).toEqual([{ '@type': 'ImageObject', url: absoluteUrl('/share.png'), width: 1200, height: 675 }]);
    expect(ld.publisher.logo).toEqual({ '@type': 'ImageObject', url: absoluteUrl('/logo.svg'), width: 236, height: 48 });
  });

  it('points at pictures that exist, of the size it states (Google wants at least 50,000 pixels for the image)', () => {
    const png = fs.readFileSync(path.join(process.cwd(), 'public', SITE_SHARE_IMAGE.path));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SITE_SHARE_IMAGE.width, SITE_SHARE_IMAGE.height]);
    expect(SITE_SHARE_IMAGE.width * SITE_SHARE_IMAGE.height).toBeGreaterThanOrEqual(50_000);
    const svg = fs.readFileSync(path.join(process.cwd(), 'public', SITE_LOGO.path), 'utf8');
    expect(svg).toContain(`viewBox="0 0 ${SITE_LOGO.width} ${SITE_LOGO.height}"`);
  });
});

describe('BreadcrumbList', () => {
  const items = [{ label: '药典方法', href: routes.methods }, { label: '奥美拉唑', href: routes.methodsOfApi('73590-58-6') }, { label: 'ChP 有关物质' }];

  it('lists the trail the page shows, each item with its position, name and absolute URL; the last is the page', () => {
    expect(breadcrumbJsonLd(items, routes.methodDetail(101))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '首页', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: '药典方法', item: absoluteUrl('/methods') },
        { '@type': 'ListItem', position: 3, name: '奥美拉唑', item: absoluteUrl('/methods/73590-58-6') },
        { '@type': 'ListItem', position: 4, name: 'ChP 有关物质', item: absoluteUrl(routes.methodDetail(101)) },
      ],
    });
  });

  it('goes out beside the visible breadcrumbs, with the same names in the same order', () => {
    const { container } = render(<Breadcrumbs items={items} ldPath={routes.methodDetail(101)} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).toBe(jsonLdText(breadcrumbJsonLd(items, routes.methodDetail(101))));
    const ld = JSON.parse(script!.innerHTML) as ReturnType<typeof breadcrumbJsonLd>;
    const shown = [...container.querySelectorAll('nav li')].map((li) => li.textContent);
    expect(ld.itemListElement.map((i) => i.name)).toEqual(shown);
  });

  it('is left out where the page gives no path of its own', () => {
    const { container } = render(<Breadcrumbs items={items} />);
    expect(container.querySelector('script')).toBeNull();
  });
});
