/**
 * What the load benches measure of the mall API itself while they load it (issue 16, target 2): /healthz answered
 * every 100 ms on a connection of its own (the route touches nothing, so its latency is the event loop's wait) and
 * the API's own event-loop delay (/healthz/loop, monitorEventLoopDelay; its first call starts the measure).
 * Shared by bench/load.ts (the shop mix) and bench/chem-load.ts (structure searches).
 */
import http from 'node:http';
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
 * Starts watching the API at `api` (origin) until `until` (a performance.now() time): resolves with /healthz's
 * latencies and the event-loop delay of that stretch. Call it just before the load starts.
 */
export async function watchHealth(api: string, until: number): Promise<HealthFigures> {
  await fetch(`${api}/healthz/loop`);
  const samples: number[] = [];
  let failed = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (performance.now() < until) {
    const r = await request(agent, `${api}/healthz`);
    samples.push(r.ms);
    if (r.status !== 200) failed++;
    await new Promise((res) => setTimeout(res, 100));
  }
  agent.destroy();
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
