/**
 * The real start path at scale: server/main.ts on the synthetic scale catalogue (bench/scale.ts), measured from
 * outside — when it answers /healthz, how long /healthz takes while the search warm-up (catalogue words, structure
 * index) runs in the background, what the first buyer's structure search costs when it arrives during the warm-up,
 * and the process's memory (rss) once warm. Reported, never asserted.
 *
 *   BENCH_DIR=/tmp/scale-copy npx tsx bench/warmup.ts
 *
 * BENCH_DIR is a COPY of a built scale folder (`cp -a .data/scale /tmp/scale-copy`): the API opens it as its
 * DATA_DIR and writes to it (start-up seed additions, search log), unlike the other benchmarks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startApi, stopApi } from './api-process';
import { DEFAULT_SCALE_DIR } from './scale';
import { percentiles } from './stats';

const P = '/mall/shopping/product/api';
const log = (msg: string) => console.log(`[warm-up bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function vm(pid: number): { rss: string; peak: string } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: `${Math.round(kb('VmRSS') / 1024)} MB`, peak: `${Math.round(kb('VmHWM') / 1024)} MB` };
}

async function main() {
  const dir = process.env.BENCH_DIR;
  if (!dir || path.resolve(dir) === path.resolve(DEFAULT_SCALE_DIR) || !fs.existsSync(path.join(dir, 'pgdata'))) {
    throw new Error(`BENCH_DIR must be a copy of a built scale folder (e.g. cp -a ${DEFAULT_SCALE_DIR} /tmp/scale-copy)`);
  }
  const port = await freePort();
  const started = performance.now();
  const at = () => Math.round(performance.now() - started);
  const api = startApi({ DATA_DIR: path.resolve(dir), LOG_LEVEL: 'info' }, port);
  const events: Record<string, { at: number; line: Record<string, unknown> }> = {};
  let buffer = '';
  api.child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const text = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      try {
        const line = JSON.parse(text) as Record<string, unknown>;
        const msg = String(line.msg ?? '');
        if (msg !== 'request' && !events[msg]) events[msg] = { at: at(), line };
      } catch {
        /* not a log line */
      }
    }
  });
  try {
    // Listening: /healthz answers.
    let listening = 0;
    while (!listening) {
      if (api.child.exitCode !== null) throw new Error(`the API exited:\n${api.output()}`);
      try {
        if ((await fetch(`${api.origin}/healthz`)).ok) listening = at();
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    log(`listening after ${listening} ms`);
    // The first buyer's structure search, sent at once, while /healthz is asked every 20 ms until the warm-up ends.
    const search = async () => {
      const t = performance.now();
      const res = await fetch(`${api.origin}${P}/prodproduct/structureSearch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', pageSize: '20' },
        body: JSON.stringify({ query: 'c1ccc2ncccc2c1', mode: 'substructure' }),
      });
      const json = (await res.json()) as { code: number; totalCount: number | null };
      return { ms: Math.round(performance.now() - t), code: json.code, total: json.totalCount };
    };
    const first = search();
    const health: number[] = [];
    while (!events['search warmed up'] && !events['search warm-up failed']) {
      const t = performance.now();
      await (await fetch(`${api.origin}/healthz`)).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
      if (at() > 300_000) throw new Error('no warm-up within 5 minutes');
    }
    const firstResult = await first;
    const warm = events['search warmed up'] ?? events['search warm-up failed'];
    log(`warm-up: ${JSON.stringify(warm.line)}`);
    log(`warm-up ended ${warm.at - listening} ms after listening`);
    log(`first structure search (sent on listening): ${firstResult.ms} ms, code ${firstResult.code}, ${firstResult.total} hits`);
    const h = percentiles(health);
    log(`/healthz during the warm-up: ${health.length} calls, p50 ${h.p50.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms, max ${Math.max(...health).toFixed(0)} ms`);
    const second = await search();
    log(`second structure search (warm): ${second.ms} ms, ${second.total} hits`);
    for (const [msg, e] of Object.entries(events)) log(`  ${String(e.at).padStart(6)} ms  ${msg}`);
    const mem = vm(api.child.pid!);
    log(`API process memory once warm: rss ${mem.rss}, peak rss ${mem.peak}`);
  } finally {
    await stopApi(api);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
