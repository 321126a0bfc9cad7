/* The real mall API as a separate process (server/main.ts), for the order bench's crash run; waiting for a server to answer (the page and load benches). */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PUBLIC_ORIGIN } from '../lib/http/public-origin';
import { RUN_API_SECRETS } from '../scripts/run-secrets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers below 500 (a server starting up); throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface ApiProcess {
  child: ChildProcess;
  origin: string;
  /** The last lines the process wrote (warnings and errors), for a failure message. */
  output: () => string;
}

/**
 * `node --import tsx server/main.ts` (after `nodeFlags`, e.g. --cpu-prof) — node itself, not the tsx launcher, so a SIGKILL reaches the process
 * that holds the database (the launcher would leave its child running). Env as scripts/start.ts gives it.
 */
export function startApi(env: Record<string, string>, port: number, nodeFlags: string[] = []): ApiProcess {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // No storefront runs beside it: the links it builds name the default origin (NODE_ENV=production requires one).
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_ON_START: 'true', API_HOST: '127.0.0.1', API_PORT: String(port), PUBLIC_ORIGIN: DEFAULT_PUBLIC_ORIGIN, ...RUN_API_SECRETS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, origin: `http://127.0.0.1:${port}`, output: () => tail };
}

/** Waits for /healthz; answers how long the process took to answer since `since` (ms). */
export async function waitHealthy(api: ApiProcess, since: number, timeoutMs = 180_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) throw new Error(`the mall API exited during start-up:\n${api.output()}`);
    try {
      const res = await fetch(`${api.origin}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the mall API did not answer /healthz within ${timeoutMs / 1000} s:\n${api.output()}`);
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM (the API's own clean stop), SIGKILL after 10 s. */
export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const force = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await exited(api.child);
  clearTimeout(force);
}
