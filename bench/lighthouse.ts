/**
 * `npm run bench:lighthouse`: Lighthouse desktop scores of every page family on the shop of
 * bench/shop.ts (the production storefront in front of the mall API, on a copy of the 100k scale catalogue;
 * BENCH_CATALOGUE=seed: the seed catalogue alone), in Debian's Chromium.
 * Targets: performance ≥ 98 and accessibility 100 everywhere, SEO 100 on every indexable page (the ones whose
 * HTML sends no `noindex`). Reported, never asserted: performance moves with the machine's load.
 *
 *   BENCH_LH_RUNS=1|3     runs per page (median); unset: 3 when a first pass projects the bench under ~10 min
 *   BENCH_LH_ONLY=home,…  only these page families (names as printed)
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright';
import { COOKIE, MOBILE_MAX_WIDTH } from '../lib/constants';
import { routes } from '../lib/routes';
import { linksOn } from './lib/links';
import { benchScale } from './scale';
import { startShop } from './shop';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNNER = path.join(__dirname, 'lighthouse-run.mjs');
/** A window narrower than MOBILE_MAX_WIDTH, where /mobileView stays (at 1440 px it returns to the desktop page). */
const NARROW = Math.min(800, MOBILE_MAX_WIDTH - 1);
const BUDGET_MS = 10 * 60_000;
const log = (msg: string) => console.log(`• ${msg}`);

type Category = (typeof CATEGORIES)[number];
interface Run {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  details?: unknown;
}

/** The first `href` on a page matching a pattern (ids of seeded documents, as a visitor would reach them). */
const firstLink = async (url: string, pattern: RegExp) => (await linksOn(url, pattern))[0];

/** Whether the page's HTML (robots meta) or headers (X-Robots-Tag) keep it out of search engines. */
async function noindex(url: string): Promise<boolean> {
  const res = await fetch(url, { headers: { cookie: `${COOKIE.firstlogin}=1` } });
  const html = await res.text();
  const metas = [...html.matchAll(/<meta[^>]+name="robots"[^>]*>/g)].map((m) => m[0]);
  return /noindex/i.test(res.headers.get('x-robots-tag') ?? '') || metas.some((m) => /noindex/i.test(m));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const started = performance.now();
  const scale = benchScale();
  const shop = await startShop({ log, scale: scale ?? undefined });
  const WEB = shop.web;
  process.on('SIGINT', () => {
    shop.stop();
    process.exit(130);
  });

  // One product's brand and catalogue number, for /{brandName}/{brandCode}.
  const detail = (await (await fetch(`${shop.api}/mall/shopping/product/api/prodproduct/detail/${shop.ids[0]}`)).json()) as { data: { brandName: string; code: string } };
  const methodDetail = await firstLink(`${WEB}${routes.allMethods()}`, /\/methods\/methodDetaile\/\d+/);
  const standardDetail = await firstLink(`${WEB}${routes.standardHome}`, /\/standard\/standardDetail\/\d+/);
  const newsDetail = await firstLink(`${WEB}${routes.news}`, /\/newsInformation\/advisoryDetails\/\d+/);
  const apiPage = await firstLink(`${WEB}${methodDetail}`, /\/methods\/\d+-\d\d-\d(?=")/);

  const families: [string, string][] = [
    ['home', routes.home],
    ['product list', routes.productClassifyList(0)],
    ['goods detail', routes.goodsDetail(shop.ids[0])],
    ['/{cas}', routes.casProduct(shop.cas.includes('50-78-2') ? '50-78-2' : shop.cas[0])],
    ['/{brand}/{code}', routes.brandCodeProduct(detail.data.brandName, detail.data.code)],
    ['search results', routes.searchCenterFor('奥美拉唑')],
    ['method list', routes.allMethods()],
    ['method detail', methodDetail],
    ['/methods/{api}', apiPage],
    ['standard list', routes.standardHome],
    ['standard detail', standardDetail],
    ['news list', routes.news],
    ['news detail', newsDetail],
    ['help', routes.helpLogin()],
    ['company', routes.enterpriseIntroduction],
    ['login', routes.login],
    ['register', routes.register()],
    ['cart', routes.settlementCenter],
    ['agreement', routes.agreementPrivacy],
    // The phone page at a window below MOBILE_MAX_WIDTH: at 1440 px it sends the visitor back to the desktop page.
    ['mobile view', routes.mobileView],
    ['404', '/no-such-page/here'],
  ];
  const only = process.env.BENCH_LH_ONLY?.split(',').map((s) => s.trim());
  const pages = families.filter(([name]) => !only || only.includes(name));

  // Rendered once each (ISR pages render on their first visit), and which ones are indexable.
  const indexable = new Map<string, boolean>();
  for (const [name, path] of pages) {
    await (await fetch(`${WEB}${path}`)).arrayBuffer();
    indexable.set(name, !(await noindex(`${WEB}${path}`)));
  }

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  // A returning visitor: the first-visit cookie set in the browser (the guide reads it in the page, so a header
  // would not do), as bench/pages.ts's firstLoadJs does. Lighthouse's storage reset leaves cookies alone.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  await cdp.contexts()[0].addCookies([{ name: COOKIE.firstlogin, value: '1', url: WEB }]);

  const settings = {
    onlyCategories: [...CATEGORIES],
    locale: 'zh',
    screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
    // The 404 page is measured as a page too.
    ignoreStatusCode: true,
  };
  let version = '';
  const runOnce = async (path: string): Promise<Run> => {
    const width = path === routes.mobileView ? NARROW : 1440;
    const these = { ...settings, screenEmulation: { ...settings.screenEmulation, width } };
    const { stdout: out } = await promisify(execFile)(process.execPath, [RUNNER, JSON.stringify({ url: `${WEB}${path}`, port: chrome.port, settings: these })], { encoding: 'utf8', maxBuffer: 64 << 20 });
    const run = JSON.parse(out) as Run & { version: string; error?: string };
    if (run.error) throw new Error(`${path}: ${run.error}`);
    version = run.version;
    if (run.details) console.log(`\n${path}`, JSON.stringify(run.details, null, 1));
    return run;
  };

  const runs = new Map<string, Run[]>();
  try {
    const t0 = performance.now();
    for (const [name, path] of pages) {
      runs.set(name, [await runOnce(path)]);
      process.stdout.write('.');
    }
    const pass = performance.now() - t0;
    const setting = Number(process.env.BENCH_LH_RUNS || 0);
    const total = setting || (performance.now() - started + 2 * pass < BUDGET_MS ? 3 : 1);
    log(`\nfirst pass ${(pass / 1000).toFixed(0)} s: ${total} run(s) per page`);
    for (let i = 1; i < total; i++) {
      for (const [name, path] of pages) {
        runs.get(name)!.push(await runOnce(path));
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
  } finally {
    await cdp.close().catch(() => {});
    chrome.kill();
  }

  const table: Record<string, string>[] = [];
  const failing: string[] = [];
  for (const [name, path] of pages) {
    const list = runs.get(name)!;
    // The run of median performance gives the failing audits; each figure is its own median.
    const mid = [...list].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(list.length / 2)];
    const s = Object.fromEntries(CATEGORIES.map((c) => [c, median(list.map((r) => r.scores[c]))])) as Record<Category, number>;
    const idx = indexable.get(name)!;
    const missed = [
      s.performance < 98 && 'perf',
      s.accessibility < 100 && 'a11y',
      idx && s.seo < 100 && 'SEO',
    ].filter(Boolean);
    table.push({
      page: name,
      perf: String(s.performance),
      a11y: String(s.accessibility),
      'best pr.': String(s['best-practices']),
      SEO: idx ? String(s.seo) : `${s.seo} (noindex)`,
      'LCP ms': median(list.map((r) => r.lcp)).toFixed(0),
      'TBT ms': median(list.map((r) => r.tbt)).toFixed(0),
      CLS: median(list.map((r) => r.cls)).toFixed(3),
      targets: missed.length ? `missed: ${missed.join(', ')}` : 'met',
    });
    if (mid.failing.length) failing.push(`  ${name} (${path}): ${mid.failing.join(', ')}`);
  }
  const n = runs.values().next().value?.length ?? 0;
  console.log(
    `\nLighthouse ${version} desktop (1440×900; /mobileView at ${NARROW}×900; simulated throttling), returning visitor, ${n === 1 ? '1 run' : `median of ${n} runs`} per page on ${scale ? `a copy of the ${scale.target.toLocaleString()}-product scale catalogue` : 'the seed catalogue'}.` +
      '\nTargets: performance ≥ 98, accessibility 100; SEO 100 on indexable pages only (a page whose HTML or headers say noindex is marked "(noindex)" and not held to it).',
  );
  console.table(table);
  console.log('Audits scoring below 1 per page (informative and manual ones, and the metrics above, left out):');
  console.log(failing.length ? failing.join('\n') : '  none');
  console.log(`load average (1 / 5 min) at end: ${os.loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ')}; total ${((performance.now() - started) / 1000).toFixed(0)} s`);
  shop.stop();
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
