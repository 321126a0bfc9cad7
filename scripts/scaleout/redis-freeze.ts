/**
 * Redis hung under page load: redis-server stopped with SIGSTOP for FREEZE_MS (its connections stay open,
 * nothing answers) while pages are requested through nginx's storefront tier, then SIGCONT. Each storefront
 * waits REDIS_TIMEOUT_MS at most once for it and then serves from its own memory (lib/cache/redis-link.mjs):
 * pages stay about as fast as before and none fails; after SIGCONT both storefronts use Redis again (their
 * logs say so) and pages keep working.
 */
import fs from 'node:fs';
import pg from 'pg';
import { percentiles } from '../../bench/stats';
import { loadStorefrontEnv } from '../../lib/config/storefrontEnv';
import type { Row, Shop } from './checks';
import { alive, sleep } from './processes';

const FREEZE_MS = 15_000;
const LEAD_MS = 3000;
const TAIL_MS = 5000;
const WORKERS = 6;

interface Visit {
  path: string;
  startedAt: number;
  ms: number;
  /** HTTP status; 0: no answer. */
  status: number;
}

async function visit(origin: string, path: string): Promise<Visit> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(FREEZE_MS + 10_000) });
    await res.arrayBuffer();
    return { path, startedAt, ms: Date.now() - startedAt, status: res.status };
  } catch {
    return { path, startedAt, ms: Date.now() - startedAt, status: 0 };
  }
}

/** The home page, the brand list and the goods pages of the first few products on sale. */
async function pagePaths(pgUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from products where status = 1 order by id limit 8');
    return ['/', '/brandCenter', ...rows.map((r) => `/goodsDetail/${r.id}`)];
  } finally {
    await client.end();
  }
}

/** Lines of a storefront's log that contain `text`. */
const logged = (logFile: string, text: string) => fs.readFileSync(logFile, 'utf8').split('\n').filter((l) => l.includes(text)).length;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function redisFrozen(shop: Shop): Promise<Row> {
  const timeoutMs = loadStorefrontEnv(process.env).REDIS_TIMEOUT_MS;
  const paths = await pagePaths(shop.pgUrl);
  // Every page cached (in Redis and in both storefronts' memory) before the freeze.
  for (let i = 0; i < 2 * shop.storefronts.length; i++) for (const p of paths) await visit(shop.nginxWeb, p);
  const before = shop.storefronts.map((sf) => ({ down: logged(sf.proc.logFile, 'unavailable'), back: logged(sf.proc.logFile, 'answers again') }));

  const visits: Visit[] = [];
  let running = true;
  let n = 0;
  const workers = Array.from({ length: WORKERS }, async () => {
    while (running) visits.push(await visit(shop.nginxWeb, paths[n++ % paths.length]));
  });
  await sleep(LEAD_MS);
  const redis = shop.redis.proc.child;
  const frozenAt = Date.now();
  redis.kill('SIGSTOP');
  try {
    await sleep(FREEZE_MS);
  } finally {
    redis.kill('SIGCONT');
  }
  const thawedAt = Date.now();
  await sleep(TAIL_MS);
  running = false;
  await Promise.all(workers);

  const during = visits.filter((v) => v.startedAt >= frozenAt && v.startedAt < thawedAt);
  const after = visits.filter((v) => v.startedAt >= thawedAt);
  const baseline = percentiles(visits.filter((v) => v.startedAt < frozenAt).map((v) => v.ms));
  const frozen = percentiles(during.map((v) => v.ms));
  const failed = (vs: Visit[]) => vs.filter((v) => v.status !== 200);
  const failures = [...failed(during), ...failed(after)];
  const reasons = new Map<string, number>();
  for (const v of failures) reasons.set(`${v.status || 'no answer'} ${v.path}`, (reasons.get(`${v.status || 'no answer'} ${v.path}`) ?? 0) + 1);
  // Both storefronts noticed the hung Redis once and used it again after SIGCONT.
  const transitions = shop.storefronts.map((sf, i) => ({ down: logged(sf.proc.logFile, 'unavailable') - before[i].down, back: logged(sf.proc.logFile, 'answers again') - before[i].back }));
  const sharedAgain = transitions.every((t) => t.back >= 1 && t.back === t.down);
  const limitMs = timeoutMs + 1000;
  const ok =
    alive(shop.redis.proc) &&
    during.length > 0 &&
    failures.length === 0 &&
    frozen.p99 <= limitMs &&
    frozen.max < FREEZE_MS / 2 &&
    after.length > 0 &&
    sharedAgain;
  return {
    name: 'Redis frozen',
    ok,
    figures: `p50/p99 ${frozen.p50}/${frozen.p99} ms (max ${frozen.max}); failed ${failed(during).length}/${during.length}, after ${failed(after).length}/${after.length}`,
    detail:
      `redis-server SIGSTOP for ${seconds(thawedAt - frozenAt)}, ${WORKERS} clients on ${paths.length} pages through nginx; before: p50/p99 ${baseline.p50}/${baseline.p99} ms; ` +
      `limit p99 ≤ ${limitMs} ms (REDIS_TIMEOUT_MS ${timeoutMs} + 1 s), max < ${seconds(FREEZE_MS / 2)}; ` +
      `storefront logs down/back: ${transitions.map((t) => `${t.down}/${t.back}`).join(', ')}` +
      (reasons.size ? `; failures: ${[...reasons].map(([what, count]) => `${count}× ${what}`).join('; ')}` : ''),
  };
}
