/**
 * First-load JavaScript per page family: every script Chromium fetches for a page, each
 * gzip-compressed here at level 6 and summed, as a returning visitor at 1440 px on the shop of bench/shop.ts (a
 * copy of the 100k scale catalogue; BENCH_CATALOGUE=seed: the seed catalogue alone). Printed against the budgets — ≤ 200 KB on home, list, detail and content pages,
 * ≤ 250 KB on /login and /register, ≤ 300 KB on the cart — with the five largest scripts of each page, so the
 * next engineer sees what dominates. Reported, never asserted.
 *
 *   npx tsx bench/first-load.ts         (npm run bench:js)
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { COOKIE } from '../lib/constants';
import { routes } from '../lib/routes';
import { benchScale } from './scale';
import { startShop } from './shop';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 refmall-bench';
const log = (msg: string) => console.log(`[first-load JS ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ScriptSize {
  url: string;
  gzip: number;
}

/** First-load JS of a page: every script Chromium fetched, gzip-compressed here at the default level (6). */
async function firstLoadJs(browser: Browser, url: string): Promise<{ count: number; gzip: number; scripts: ScriptSize[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, userAgent: UA, locale: 'zh-CN' });
  // A returning visitor: the first-visit guide's code loads once per browser, on its first visit only.
  await context.addCookies([{ name: COOKIE.firstlogin, value: '1', url: new URL(url).origin }]);
  const page = await context.newPage();
  const scripts: Promise<ScriptSize>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b).length }), () => ({ url: res.url(), gzip: 0 })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  await context.close();
  return { count: sizes.length, gzip: sizes.reduce((a, s) => a + s.gzip, 0), scripts: sizes };
}

/** The last path segment of a script's URL (the chunk's file name). */
const tail = (url: string) => new URL(url).pathname.split('/').pop() || url;

async function main() {
  const started = performance.now();
  const shop = await startShop({ log, scale: benchScale() ?? undefined });
  process.on('SIGINT', () => {
    shop.stop();
    process.exit(130);
  });
  const apiCall = async <T,>(path: string, body?: unknown): Promise<T> => {
    const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const res = await fetch(`${shop.api}${path}`, init);
    return ((await res.json()) as { data: T }).data;
  };
  const knowledge = await apiCall<{ methods: { id: number }[]; standards: { id: number }[] }>('/mall/shopping/product/api/index/knowledge/sitemap');
  const news = await apiCall<{ id: number }[]>('/mall/shopping/product/api/index/news/data/search', {});

  const CONTENT = 200;
  const pages: [string, string | undefined, number][] = [
    ['home /', routes.home, CONTENT],
    ['product list', routes.productClassifyList(0), CONTENT],
    ['goods detail', routes.goodsDetail(shop.ids[0]), CONTENT],
    ['/{cas}', shop.cas[0] && routes.casProduct(shop.cas[0]), CONTENT],
    ['method detail', knowledge.methods[0] && routes.methodDetail(knowledge.methods[0].id), CONTENT],
    ['standard detail', knowledge.standards[0] && routes.standardDetail(knowledge.standards[0].id), CONTENT],
    ['news article', news[0] && routes.newsDetail(news[0].id), CONTENT],
    ['/login', routes.login, 250],
    ['/register', routes.register(), 250],
    ['cart /settlementCenter (visitor)', routes.settlementCenter, 300],
  ];

  log('first-load JS in Chromium');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows: Record<string, string>[] = [];
  const tops: string[] = [];
  try {
    for (const [name, path, budgetKb] of pages) {
      if (!path) {
        rows.push({ page: name, scripts: '-', 'first-load JS (gzip)': 'no such page in the seed', budget: `≤ ${budgetKb} KB`, result: '-' });
        continue;
      }
      const r = await firstLoadJs(browser, `${shop.web}${path}`);
      rows.push({ page: name, scripts: String(r.count), 'first-load JS (gzip)': kb(r.gzip), budget: `≤ ${budgetKb} KB`, result: r.gzip <= budgetKb * 1024 ? 'met' : 'missed' });
      const top = [...r.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
      tops.push(`${name} (${path}):\n${top.map((s) => `    ${kb(s.gzip).padStart(9)}  ${tail(s.url)}`).join('\n')}`);
    }
  } finally {
    await browser.close();
    shop.stop();
  }

  console.log('\nFirst-load JavaScript (every script the page loads in Chromium, returning visitor at 1440 px, gzip level 6):');
  console.table(rows);
  console.log('\nLargest scripts per page (gzip):');
  console.log(tops.join('\n'));
  console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
