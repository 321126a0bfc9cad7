import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import robots from '@/app/robots';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { productMetadata } from '@/components/catalogue/seo';
import { loadStorefrontEnv, storefrontPublicOrigin } from '@/lib/config/storefrontEnv';
import { productDetails } from '@/mocks/fixtures/catalogue';
import { loadApiConfig } from '@/server/config';
import { shopConfig } from '@/scripts/shop-env';

/* One public origin for the whole shop (lib/http/public-origin.ts): derived by npm start, required in production. */

vi.mock('server-only', () => ({}));
vi.mock('@/lib/catalogue/sitemap', () => ({ sitemapIds: async () => ({ ok: true, data: [0, 1] }) }));

const saved = { PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN, SITE_ORIGIN: process.env.SITE_ORIGIN };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
/** The storefront's process as scripts/storefront-server.ts leaves it: PUBLIC_ORIGIN set, SITE_ORIGIN not. */
const storefrontWith = (origin: string) => {
  delete process.env.SITE_ORIGIN;
  process.env.PUBLIC_ORIGIN = origin;
};

describe('npm start without PUBLIC_ORIGIN', () => {
  it('derives it from the storefront port and gives the same one to the API and to the storefront', () => {
    const shop = shopConfig({ NODE_ENV: 'development', PORT: '3100', DATA_DIR: path.join(os.tmpdir(), 'shop-env-default') });
    expect(shop.publicOrigin).toBe('http://localhost:3100');
    expect(shop.apiEnv.PUBLIC_ORIGIN).toBe('http://localhost:3100');
    expect(shop.webEnv.PUBLIC_ORIGIN).toBe('http://localhost:3100');
    expect(shop.api.PUBLIC_ORIGIN).toBe('http://localhost:3100');
    // The API reaches the storefront (page refreshes) and the storefront the API on this machine.
    expect(shop.apiEnv.STOREFRONT_ORIGIN).toBe('http://127.0.0.1:3100');
    expect(shop.webEnv.API_ORIGIN).toBe('http://127.0.0.1:4000');
  });

  it("gives both processes one page-refresh secret: ADMIN_TOKEN as set, else one kept in the data folder", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-env-'));
    const first = shopConfig({ NODE_ENV: 'development', PORT: '3100', DATA_DIR: dataDir });
    expect(first.apiEnv.ADMIN_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(first.webEnv.ADMIN_TOKEN).toBe(first.apiEnv.ADMIN_TOKEN);
    // The next start of the same shop presents the same secret.
    expect(shopConfig({ NODE_ENV: 'development', PORT: '3100', DATA_DIR: dataDir }).apiEnv.ADMIN_TOKEN).toBe(first.apiEnv.ADMIN_TOKEN);
    const set = shopConfig({ NODE_ENV: 'development', PORT: '3100', DATA_DIR: dataDir, ADMIN_TOKEN: 'a-refresh-secret-of-24-chars' });
    expect([set.apiEnv.ADMIN_TOKEN, set.webEnv.ADMIN_TOKEN]).toEqual(['a-refresh-secret-of-24-chars', 'a-refresh-secret-of-24-chars']);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the host the storefront listens on, when it is one', () => {
    expect(shopConfig({ PORT: '3100', STOREFRONT_HOST: '127.0.0.1' }).publicOrigin).toBe('http://127.0.0.1:3100');
    expect(shopConfig({ PORT: '3100', STOREFRONT_HOST: '::1' }).publicOrigin).toBe('http://[::1]:3100');
    expect(shopConfig({ PORT: '3100', STOREFRONT_HOST: '::' }).publicOrigin).toBe('http://localhost:3100');
  });

  it('passes a set PUBLIC_ORIGIN to both as it is (no trailing slash); SITE_ORIGIN, the former name, still counts', () => {
    const set = shopConfig({ PORT: '3100', PUBLIC_ORIGIN: 'https://www.refmall.cn/' });
    expect([set.apiEnv.PUBLIC_ORIGIN, set.webEnv.PUBLIC_ORIGIN, set.api.PUBLIC_ORIGIN]).toEqual(['https://www.refmall.cn', 'https://www.refmall.cn', 'https://www.refmall.cn']);
    const former = shopConfig({ PORT: '3100', SITE_ORIGIN: 'https://old.refmall.cn' });
    expect([former.apiEnv.PUBLIC_ORIGIN, former.webEnv.PUBLIC_ORIGIN]).toEqual(['https://old.refmall.cn', 'https://old.refmall.cn']);
    expect(shopConfig({ PUBLIC_ORIGIN: 'https://www.refmall.cn', SITE_ORIGIN: 'https://old.refmall.cn' }).publicOrigin).toBe('https://www.refmall.cn');
  });

  it('refuses an address that is not an origin, naming the setting', () => {
    expect(() => shopConfig({ PUBLIC_ORIGIN: 'https://www.refmall.cn/shop' })).toThrow(/PUBLIC_ORIGIN: must be an origin such as https:\/\/www\.example\.cn/);
    expect(() => shopConfig({ PUBLIC_ORIGIN: 'www.refmall.cn' })).toThrow(/PUBLIC_ORIGIN: must be an origin/);
  });
});

describe('NODE_ENV=production without PUBLIC_ORIGIN', () => {
  const production = { NODE_ENV: 'production' as const, PAYMENT_METHODS: 'bank', PORT: '3100' };

  it('stops npm start with one message naming the setting for the API and for the storefront', () => {
    let message = '';
    try {
      shopConfig(production);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('Invalid storefront configuration:\n  PUBLIC_ORIGIN: required when NODE_ENV is production: the address buyers open the shop at, such as https://www.example.cn');
    expect(message).toContain('Invalid mall API configuration:\n  PUBLIC_ORIGIN: required when NODE_ENV is production');
  });

  it('is refused by the API configuration and by the storefront settings alone, and accepted once set', () => {
    expect(() => loadApiConfig(production)).toThrow(/PUBLIC_ORIGIN: required when NODE_ENV is production/);
    expect(() => storefrontPublicOrigin(loadStorefrontEnv(production), 'production')).toThrow(/PUBLIC_ORIGIN: required when NODE_ENV is production/);
    const set = { ...production, PUBLIC_ORIGIN: 'https://www.refmall.cn' };
    expect(loadApiConfig(set).PUBLIC_ORIGIN).toBe('https://www.refmall.cn');
    expect(shopConfig(set).publicOrigin).toBe('https://www.refmall.cn');
  });
});

describe('the storefront on another port', () => {
  it("points robots' Sitemap line at the public origin", () => {
    storefrontWith('http://localhost:3100');
    expect(robots().sitemap).toBe('http://localhost:3100/sitemap.xml');
  });

  it('lists the sitemap pages at the public origin in the sitemap index', async () => {
    storefrontWith('http://localhost:3100');
    const xml = await (await sitemapIndex()).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['http://localhost:3100/sitemaps/sitemap/0.xml', 'http://localhost:3100/sitemaps/sitemap/1.xml']);
  });

  it('names it in canonical and Open Graph URLs', () => {
    storefrontWith('http://localhost:3100');
    const meta = productMetadata(productDetails.find((p) => p.id === 1)!);
    expect(meta.alternates?.canonical).toBe('http://localhost:3100/goodsDetail/1');
    expect((meta.openGraph as { url: string }).url).toBe('http://localhost:3100/goodsDetail/1');
  });
});
