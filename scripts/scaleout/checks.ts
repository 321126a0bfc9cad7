/**
 * The checks of `npm run scaleout`, one function each. A check answers its row of the
 * table; a thrown error is its failure (scripts/scaleout.ts turns it into a ✖ row, never a crash).
 */
import pg from 'pg';
import { contract } from '../../lib/api/contract';
import { products as seedProducts } from '../../server/db/seed/data';
import { tinyPdf } from '../../tests/support/pdf';
import { alive, deathCause, sleep, stop, waitForHttp, type Proc } from './processes';
import { call, captcha, must, newMobile, smsLogin, testIp } from './shop';
import { CAPTCHA_LIMIT, OPERATOR_KEY, startApi, type Api, type Storefront } from './stack';

export interface Row {
  name: string;
  ok: boolean;
  figures: string;
  detail: string;
}

export interface Shop {
  pgUrl: string;
  dataDir: string;
  logDir: string;
  apis: [Api, Api];
  storefronts: [Storefront, Storefront];
  /** nginx's API tier and storefront tier. */
  nginxApi: string;
  nginxWeb: string;
  /** redis-server, the storefronts' shared cache. */
  redis: { url: string; proc: Proc };
  /** PostgreSQL restarted: a fast shutdown, `downMs` away, back on the same data (scripts/pg-server.mjs). */
  restartPostgres: (options?: { downMs?: number }) => Promise<void>;
}

export { redisFrozen } from './redis-freeze';
export { pgRestart } from './pg-restart';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls `probe` every 100 ms until it is true or `ms` passed; answers the time it took, or null. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(100);
  }
  return null;
}

/** 1. A token from API 1 works for a user call on API 2 (both direct). */
export async function loginAcross(shop: Shop): Promise<Row> {
  const [a, b] = shop.apis;
  const login = await smsLogin(a.origin, shop.dataDir, newMobile(), testIp(1));
  const user = await must(b.origin, contract.user.selectUser, {}, { token: login.token, ip: testIp(1) });
  const same = user.id === login.userInfo.id;
  return { name: '1 login on API 1 used on API 2', ok: same, figures: `user ${user.id}`, detail: same ? 'selectUser on API 2 answers the user API 1 logged in' : `API 2 answered user ${user.id}, API 1 logged in ${login.userInfo.id}` };
}

/** 2. The 60 s SMS rule and the captcha limit count across both APIs. */
export async function limitsAcross(shop: Shop): Promise<Row> {
  const [a, b] = shop.apis;
  const mobile = newMobile();
  const ip = testIp(2);
  const first = await call(a.origin, contract.user.getMsgCode, { body: { mobile, scene: 'login', ...(await captcha(a.origin, shop.dataDir, ip)) } }, { ip });
  if (first.code !== 1) throw new Error(`getMsgCode on API 1: ${first.message}`);
  const onB = await call(b.origin, contract.user.getMsgCode, { body: { mobile, scene: 'login', ...(await captcha(b.origin, shop.dataDir, ip)) } }, { ip });
  const onA = await call(a.origin, contract.user.getMsgCode, { body: { mobile, scene: 'login', ...(await captcha(a.origin, shop.dataDir, ip)) } }, { ip });
  const resendHeld = onB.code === 0 && /^请\d+秒后再试$/.test(onB.message) && onA.code === 0 && onA.message.replace(/\d+/, 'N') === onB.message.replace(/\d+/, 'N');

  // The captcha limit: CAPTCHA_LIMIT images per minute per address, asked of the two APIs in turn.
  const capIp = testIp(3);
  let granted = 0;
  let refusal = '';
  for (let i = 0; i < CAPTCHA_LIMIT + 2; i++) {
    const res = await call(shop.apis[i % 2].origin, contract.user.getImgCode, {}, { ip: capIp });
    if (res.code === 1) granted++;
    else refusal ||= res.message;
  }
  const capHeld = granted === CAPTCHA_LIMIT && refusal !== '';
  return {
    name: '2 SMS resend and captcha limit across APIs',
    ok: resendHeld && capHeld,
    figures: `resend: ${onB.code === 0 ? 'refused' : 'SENT'}; captchas ${granted}/${CAPTCHA_LIMIT + 2}`,
    detail: `API 2 resend: 「${onB.message}」, API 1: 「${onA.message}」; captcha limit ${CAPTCHA_LIMIT}/min over both: ${refusal ? `「${refusal}」` : 'never refused'}`,
  };
}

/** 3. One cart from both APIs: a line added on each, both listed on either. */
export async function cartAcross(shop: Shop): Promise<Row> {
  const [a, b] = shop.apis;
  const ip = testIp(4);
  const { token } = await smsLogin(a.origin, shop.dataDir, newMobile(), ip);
  const client = new pg.Client({ connectionString: shop.pgUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number }>('select s.id from skus s join products p on p.id = s.product_id where s.status = 1 and p.status = 1 and s.stock > 0 and p.precursor_category is null and not p.explosive_precursor and not p.hazardous order by s.id limit 2');
  await client.end();
  const [s1, s2] = rows.map((r) => r.id);
  await must(a.origin, contract.cart.insert, { body: { skuId: s1, num: 1 } }, { token, ip });
  await must(b.origin, contract.cart.insert, { body: { skuId: s2, num: 2 } }, { token, ip });
  const lists = await Promise.all([a.origin, b.origin, shop.nginxApi].map((o) => must(o, contract.cart.list, {}, { token, ip })));
  const both = lists.map((l) => [s1, s2].every((s) => l.some((r) => r.skuId === s)));
  return {
    name: '3 one cart from both APIs',
    ok: both.every(Boolean),
    figures: `lines ${lists.map((l) => l.length).join('/')}`,
    detail: `added SKU ${s1} on API 1, ${s2} on API 2; both listed on API 1: ${both[0] ? 'yes' : 'NO'}, API 2: ${both[1] ? 'yes' : 'NO'}, nginx: ${both[2] ? 'yes' : 'NO'}`,
  };
}

/** 4. A COA upload appears in 资料下载 of the goods detail on both storefronts (direct ports) within 2 s. */
export async function coaOnBothStorefronts(shop: Shop): Promise<Row> {
  const product = await must(shop.nginxApi, contract.search.productByBrandCode, { query: { brandName: 'refmall', code: 'RM-A001' } });
  const page = (sf: Storefront) => fetch(`${sf.origin}/goodsDetail/${product.id}`, { signal: AbortSignal.timeout(20_000) }).then((r) => r.text());
  // Both storefronts hold the page in their cache before the change.
  for (const sf of shop.storefronts) for (let i = 0; i < 2; i++) await page(sf);
  const batch = `SO${Date.now().toString(36).toUpperCase()}`;
  const form = new FormData();
  form.set('kind', 'coa');
  form.set('code', 'RM-A001');
  form.set('certBatch', batch);
  form.set('title', `阿司匹林 COA ${batch}`);
  form.set('file', new Blob([new Uint8Array(tinyPdf([`TEST FILE - scale-out check ${batch}`]))], { type: 'application/pdf' }), `${batch}.pdf`);
  const res = await fetch(`${shop.nginxApi}${contract.documents.operatorUpload.path}`, { method: 'POST', body: form, headers: { 'x-api-key': OPERATOR_KEY } });
  const env = (await res.json()) as { code: number; message: string; data: { id: number } | null };
  if (env.code !== 1 || !env.data) throw new Error(`operator upload: ${env.message}`);
  const marker = `data-testid="document-upload-${env.data.id}"`;
  const times = await Promise.all(shop.storefronts.map((sf) => within(10_000, async () => (await page(sf)).includes(marker))));
  const ok = times.every((t) => t !== null && t <= 2000);
  return {
    name: '4 COA upload seen on both storefronts',
    ok,
    figures: times.map((t, i) => `SF${i + 1} ${t === null ? '>10 s' : seconds(t)}`).join(', '),
    detail: `batch ${batch} on /goodsDetail/${product.id} (资料下载), limit 2 s`,
  };
}

/** Sorafenib tosylate (甲苯磺酸索拉非尼, CAS 475207-59-1): a real compound, not in the seed, that check 5 adds at the catalogue desk. */
const SORAFENIB_TOSYLATE = {
  code: 'RM-SO475207',
  nameCn: '甲苯磺酸索拉非尼',
  nameEn: 'Sorafenib Tosylate',
  synonyms: ['BAY 54-9085', '多吉美'],
  cas: '475207-59-1',
  structure: 'CNC(=O)c1cc(Oc2ccc(NC(=O)Nc3ccc(Cl)c(C(F)(F)F)c3)cc2)ccn1.Cc1ccc(S(=O)(=O)O)cc1',
  purity: '≥98.0%(HPLC)',
  storage: '2-8℃，避光密封保存',
  shipping: '常温运输',
};
/** The diaryl urea and pyridine carboxamide of sorafenib: a substructure of the product's SMILES. */
const SORAFENIB_CORE = 'CNC(=O)c1cc(Oc2ccc(NC(=O)N)cc2)ccn1';
const desk = contract.catalogueDesk;

/** Adds the product as staff do, at the catalogue desk through nginx (an API key with the catalogue permission), with one SKU. */
async function addProduct(shop: Shop): Promise<{ id: number; version: number; skuId: number }> {
  const refs = await must(shop.nginxApi, desk.refs, {}, { admin: true });
  const brandId = refs.brands.find((b) => b.nameEn === 'RefMall Standards')?.id ?? refs.brands[0].id;
  const categoryId = (refs.categories.find((c) => c.level === 3 && c.name.includes('激酶')) ?? refs.categories.find((c) => c.level === 3)!).id;
  const made = await must(shop.nginxApi, desk.productCreate, { body: { ...SORAFENIB_TOSYLATE, brandId, categoryId } }, { admin: true });
  const priced = await must(shop.nginxApi, desk.skuSave, { body: { productId: made.id, version: made.version, pack: '10mg', priceFen: 98_000, deliveryDays: 2 } }, { admin: true });
  return { id: made.id, version: priced.version, skuId: priced.skus[0].id };
}

let added: Awaited<ReturnType<typeof addProduct>> | null = null;

/** 5. A product created at the catalogue desk is found on both APIs within 5 s: by keyword (ranked first) and by structure. */
export async function newProductOnBothApis(shop: Shop): Promise<Row> {
  added = await addProduct(shop);
  const { id } = added;
  const keyword = '索拉非尼甲苯磺酸盐';
  const byKeyword = (api: Api) => async () => (await must(api.origin, contract.search.productSearch, { body: { keyword }, pageSize: 5 }))[0]?.id === id;
  const byStructure = (api: Api) => async () => (await must(api.origin, contract.search.structureSearch, { body: { query: SORAFENIB_CORE, mode: 'substructure' }, pageSize: 100 })).items.some((h) => h.id === id);
  const probes = shop.apis.flatMap((api) => [within(15_000, byKeyword(api)), within(15_000, byStructure(api))]);
  const [k1, s1, k2, s2] = await Promise.all(probes);
  const shown = (t: number | null) => (t === null ? '>15 s' : seconds(t));
  const ok = [k1, s1, k2, s2].every((t) => t !== null && t <= 5_000);
  // What each API answers for the keyword in the end: hits and the first one.
  const answers = await Promise.all(shop.apis.map((api) => call(api.origin, contract.search.productSearch, { body: { keyword }, pageSize: 1 })));
  const keywordNow = answers.map((a, i) => `API ${i + 1}: ${a.totalCount ?? 0} hits${a.data?.[0] ? `, first ${a.data[0].nameCn}` : ''}`).join('; ');
  return {
    name: '5 new product found on both APIs',
    ok,
    figures: `keyword ${shown(k1)}/${shown(k2)}, structure ${shown(s1)}/${shown(s2)}`,
    detail: `甲苯磺酸索拉非尼 475207-59-1 (product ${id}, saved at the catalogue desk), limit 5 s; 「${keyword}」 ${keywordNow}; substructure ${SORAFENIB_CORE}`,
  };
}

/** 5b. A price saved at the catalogue desk is on the product's page of both storefronts (direct ports) within 5 s. */
export async function priceOnBothStorefronts(shop: Shop): Promise<Row> {
  const product = added ?? (await addProduct(shop));
  const page = (sf: Storefront) => fetch(`${sf.origin}/goodsDetail/${product.id}`, { signal: AbortSignal.timeout(20_000) }).then((r) => r.text());
  // Both storefronts hold the page in their cache with the old price.
  for (const sf of shop.storefronts) for (let i = 0; i < 2; i++) await page(sf);
  const before = await Promise.all(shop.storefronts.map(page));
  const newFen = 99_900 + Math.floor(Math.random() * 90) * 100;
  // As the goods detail prints it (components/catalogue/availability.ts formatPrice).
  const shownPrice = `¥${(newFen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const saved = await must(shop.nginxApi, desk.skuSave, { body: { productId: product.id, version: product.version, id: product.skuId, pack: '10mg', priceFen: newFen, deliveryDays: 2 } }, { admin: true });
  product.version = saved.version;
  const started = Date.now();
  const times = await Promise.all(shop.storefronts.map((sf) => within(15_000, async () => (await page(sf)).includes(shownPrice)).then((t) => (t === null ? null : Date.now() - started))));
  const ok = before.every((html) => html.includes('¥980.00')) && times.every((t) => t !== null && t <= 5000);
  return {
    name: '5b price saved at the desk on both storefronts',
    ok,
    figures: times.map((t, i) => `SF${i + 1} ${t === null ? '>15 s' : seconds(t)}`).join(', '),
    detail: `/goodsDetail/${product.id}: ¥980.00 → ${shownPrice} (old price on both before: ${before.map((h) => (h.includes('¥980.00') ? 'yes' : 'NO')).join('/')}), limit 5 s`,
  };
}

/** 6. Two APIs started at once on a new empty database both come up; tables once, the seed not doubled. */
export async function concurrentStart(shop: Shop): Promise<Row> {
  const admin = new pg.Client({ connectionString: shop.pgUrl });
  await admin.connect();
  const name = `scaleout_fresh_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = shop.pgUrl.replace(/\/postgres$/, `/${name}`);
  const opts = { databaseUrl: url, dataDir: shop.dataDir, logDir: shop.logDir, storefronts: [], wait: false };
  const started = Date.now();
  const pair = await Promise.all([startApi('api-fresh-1', opts), startApi('api-fresh-2', opts)]);
  const up = await Promise.all(pair.map((api) => waitForHttp(`${api.origin}/healthz`, api.proc, 240_000).then(() => Date.now() - started, (err: Error) => err)));
  const crashed = pair.filter((api) => !alive(api.proc)).map((api) => api.name);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
  const productCount = await count('select count(*) as n from products');
  const productTables = await count("select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relname = 'products' and n.nspname = 'public'");
  const migrations = await count('select count(*) as n from drizzle.__drizzle_migrations');
  const distinctMigrations = await count('select count(distinct hash) as n from drizzle.__drizzle_migrations');
  await db.end();
  await Promise.all(pair.map((api) => stop(api.proc)));
  const died = pair.filter((_, i) => up[i] instanceof Error);
  const ok = died.length === 0 && crashed.length === 0 && productCount === seedProducts.length && productTables === 1 && migrations === distinctMigrations;
  return {
    name: '6 two APIs started at once on an empty DB',
    ok,
    figures: `up ${up.map((u) => (u instanceof Error ? 'DIED' : seconds(u))).join('/')}; products ${productCount}/${seedProducts.length}`,
    detail: died.length
      ? died.map((api) => `${api.name}: ${deathCause(api.proc)}`).join(' | ')
      : `both /healthz; products table ${productTables}×, migrations ${migrations} rows (${distinctMigrations} distinct), seed ${productCount === seedProducts.length ? 'once' : 'NOT once'}`,
  };
}

/** 7. kill -9 of one API under 200 catalogue GETs through nginx, 10 at a time: failed requests counted. */
export async function killOneApi(shop: Shop): Promise<Row> {
  const total = 200;
  const concurrency = 10;
  let next = 0;
  let done = 0;
  let failed = 0;
  const reasons = new Map<string, number>();
  const victim = shop.apis[1];
  const worker = async () => {
    while (next < total) {
      next++;
      try {
        const env = await call(shop.nginxApi, contract.search.productByBrandCode, { query: { brandName: 'refmall', code: 'RM-A001' } });
        if (env.code !== 1) throw new Error(env.message);
      } catch (err) {
        failed++;
        const why = err instanceof Error ? err.message : String(err);
        reasons.set(why, (reasons.get(why) ?? 0) + 1);
      }
      done++;
    }
  };
  const killer = (async () => {
    while (done < 40) await sleep(5);
    await stop(victim.proc, 'SIGKILL', 2000);
  })();
  const started = Date.now();
  await Promise.all([...Array.from({ length: concurrency }, worker), killer]);
  return {
    name: '7 kill -9 of one API under load',
    ok: failed === 0 && !alive(victim.proc),
    figures: `${failed}/${total} failed`,
    detail: `API 2 killed after 40 of ${total} GETs (${concurrency} concurrent, ${seconds(Date.now() - started)})${reasons.size ? `: ${[...reasons].map(([m, n]) => `${n}× ${m}`).join('; ')}` : '; nginx retried on API 1'}`,
  };
}
