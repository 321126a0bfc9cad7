/**
 * What the load benches measure of the mall API itself while they load it (target: /healthz p99 < 50 ms): /healthz answered
 * every 100 ms on a connection of its own, from a worker thread (the route touches nothing, so its latency is the event loop's wait) and
 * the API's own event-loop delay (/healthz/loop, monitorEventLoopDelay; its first call starts the measure).
 * Shared by bench/load.ts (the shop mix) and bench/chem-load.ts (structure searches).
 */
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { percentiles } from '../stats';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 refmall-load';

/** One request as a browser sends it (gzip accepted); the body is read to the end and unzipped. Network errors are status 0. */
export function request(agent: http.Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve) => {
    const t = performance.now();
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers: { 'user-agent': UA, 'accept-encoding': 'gzip', ...init.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        let body = '';
        try {
          body = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        } catch {
          body = ''; // a broken gzip body reads as no body (a failed envelope for API calls)
        }
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - t, body });
      });
      res.on('error', () => resolve({ status: 0, ms: performance.now() - t, body: '' }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t, body: '' }));
    req.setTimeout(30_000, () => req.destroy());
    if (init.body) req.write(init.body);
    req.end();
  });
}

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export interface HealthFigures {
  /** /healthz latencies (ms), one every 100 ms. */
  samples: number[];
  /** Answers other than 200 (network errors included). */
  failed: number;
  /** The API's event-loop delay over the same time. */
  loop: LoopDelay;
}

/**
 * The /healthz probe, in a worker thread of its own: in the load generator's thread its timings waited on that
 * thread's own work too (200 shoppers' responses to read and unzip), and read as the API's. Plain JavaScript, so the
 * worker needs no TypeScript loader.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const once = () => new Promise((resolve) => {
  const t = performance.now();
  const req = http.get(workerData.url, { agent }, (res) => {
    res.resume();
    res.on('end', () => resolve([res.statusCode, performance.now() - t]));
    res.on('error', () => resolve([0, performance.now() - t]));
  });
  req.on('error', () => resolve([0, performance.now() - t]));
});
(async () => {
  const samples = [];
  let failed = 0;
  const until = performance.now() + workerData.ms;
  while (performance.now() < until) {
    const [status, ms] = await once();
    samples.push(ms);
    if (status !== 200) failed++;
    await new Promise((r) => setTimeout(r, 100));
  }
  agent.destroy();
  parentPort.postMessage({ samples, failed });
})();
`;

/**
 * Starts watching the API at `api` (origin) until `until` (a performance.now() time): resolves with /healthz's
 * latencies and the event-loop delay of that stretch. Call it just before the load starts.
 */
export async function watchHealth(api: string, until: number): Promise<HealthFigures> {
  await fetch(`${api}/healthz/loop`);
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${api}/healthz`, ms: until - performance.now() } });
  const { samples, failed } = await new Promise<{ samples: number[]; failed: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const loop = (await (await fetch(`${api}/healthz/loop`)).json()) as LoopDelay;
  return { samples, failed, loop };
}

/** The two lines every load bench prints about the API's own responsiveness. */
export function healthLines({ samples, failed, loop }: HealthFigures): string[] {
  const h = percentiles(samples);
  return [
    `API /healthz during the load (every 100 ms, ${samples.length} samples, ${failed} not 200): p50 ${h.p50.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms, max ${h.max.toFixed(0)} ms (target p99 < 50 ms)`,
    `API event-loop delay during the load (its own measure, monitorEventLoopDelay): p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms`,
  ];
}
