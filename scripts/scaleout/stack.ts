/**
 * The shop `npm run scaleout` runs: Redis, two mall APIs and two storefronts on one PostgreSQL, and an nginx
 * with one round-robin upstream per tier (the configuration docs/deploy.md shows).
 */
import { KEY_PERMISSIONS } from '../../lib/api/contract/staff';
import { openDatabase } from '../../server/db/client';
import { apiKeys } from '../../server/db/schema';
import { newApiKey, storedKey } from '../../server/services/staff/api-keys';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../pg-server.mjs';
import { bin, root } from '../build';
import { start, waitForHttp, type Proc } from './processes';
import { RUN_API_SECRETS } from '../run-secrets';

/** The page-refresh hook's secret of the run (ADMIN_TOKEN of APIs and storefronts). */
export const ADMIN_TOKEN = 'scaleout-operator-token-0123456789abcdef';
/** The run's operator: a named API key with every permission a key may hold, made afresh (registerOperatorKey). */
export const OPERATOR_KEY = newApiKey();

/** Stores OPERATOR_KEY (hashed, as the API keeps keys) in the run's database, once the first API has migrated it. */
export async function registerOperatorKey(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    await database.db.insert(apiKeys).values(storedKey('scaleout', OPERATOR_KEY, KEY_PERMISSIONS));
  } finally {
    await database.close();
  }
}
/** The per-IP captcha limit the APIs get: small, so check 2 can reach it across both APIs. */
export const CAPTCHA_LIMIT = 12;

export interface Api {
  name: string;
  origin: string;
  proc: Proc;
}
export interface Storefront {
  name: string;
  origin: string;
  proc: Proc;
}

/** What a missing program is called in Debian; installed with apt when we are root, else named and exit 1. */
export function ensurePrograms(programs: Record<string, string>): void {
  const has = (p: string) => spawnSync('sh', ['-c', `command -v ${p} || test -x /usr/sbin/${p}`], { stdio: 'ignore' }).status === 0;
  const missing = Object.entries(programs).filter(([p]) => !has(p));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (process.getuid?.() !== 0) throw new Error(`missing ${missing.map(([p]) => p).join(', ')}: install them (sudo apt-get install -y ${packages.join(' ')}) and run again`);
  console.log(`• apt-get install -y ${packages.join(' ')}`);
  const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

export async function startRedis(logDir: string): Promise<{ url: string; proc: Proc }> {
  const port = await freePort();
  const proc = start('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', logDir], { cwd: logDir, env: process.env, logDir });
  for (let i = 0; i < 100; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG') return { url: `redis://127.0.0.1:${port}`, proc };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not answer PING');
}

/**
 * nginx's configuration: one upstream per tier, round-robin; an idempotent request that meets a dead or
 * failing process is retried on the next one (proxy_next_upstream); X-Forwarded-For appended for the shop's
 * trusted-hops settings. The same text is in docs/deploy.md.
 */
export function nginxConfig(o: { dir: string; apiPort: number; webPort: number; apis: string[]; storefronts: string[] }): string {
  const servers = (origins: string[]) => origins.map((u) => `    server ${u.replace(/^https?:\/\//, '')} max_fails=1 fail_timeout=10s;`).join('\n');
  const proxy = (upstream: string) => `      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;`;
  return `daemon off;
worker_processes 1;
pid ${o.dir}/nginx.pid;
error_log ${o.dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${o.dir}/nginx-access.log;
  client_body_temp_path ${o.dir}/body;
  proxy_temp_path ${o.dir}/proxy;
  fastcgi_temp_path ${o.dir}/fastcgi;
  uwsgi_temp_path ${o.dir}/uwsgi;
  scgi_temp_path ${o.dir}/scgi;
  client_max_body_size 12m;
  upstream refmall_api {
${servers(o.apis)}
    keepalive 16;
  }
  upstream refmall_web {
${servers(o.storefronts)}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${o.apiPort};
    location / {
${proxy('refmall_api')}
    }
  }
  server {
    listen 127.0.0.1:${o.webPort};
    location / {
${proxy('refmall_web')}
    }
  }
}
`;
}

/** nginx's two tiers on these ports (chosen first: the storefront tier's origin is the shop's PUBLIC_ORIGIN). */
export async function startNginx(logDir: string, apis: string[], storefronts: string[], ports: { apiPort: number; webPort: number }): Promise<{ api: string; web: string; proc: Proc }> {
  const { apiPort, webPort } = ports;
  const dir = path.join(logDir, 'nginx');
  fs.mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach their temporary folders in here.
  fs.chmodSync(logDir, 0o755);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig({ dir, apiPort, webPort, apis, storefronts }));
  const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const test = spawnSync(nginx, ['-t', '-c', file, '-e', path.join(dir, 'nginx-error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const proc = start('nginx', nginx, ['-c', file, '-e', path.join(dir, 'nginx-error.log')], { cwd: dir, env: process.env, logDir });
  return { api: `http://127.0.0.1:${apiPort}`, web: `http://127.0.0.1:${webPort}`, proc };
}

/** One mall API on PostgreSQL (NODE_ENV=test: the console SMS provider's getMsgCodeTest and the test captcha). */
export async function startApi(name: string, o: { databaseUrl: string; dataDir: string; logDir: string; storefronts: string[]; publicOrigin?: string; port?: number; wait?: boolean }): Promise<Api> {
  const port = o.port ?? (await freePort());
  const env = {
    ...process.env,
    NODE_ENV: 'test' as const,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATABASE_URL: o.databaseUrl,
    DATA_DIR: o.dataDir,
    LOG_LEVEL: 'info',
    CAPTCHA_PROVIDER: 'test',
    SMS_PROVIDER: 'console',
    ADMIN_TOKEN,
    ...RUN_API_SECRETS,
    STOREFRONT_ORIGIN: o.storefronts.join(','),
    ...(o.publicOrigin ? { PUBLIC_ORIGIN: o.publicOrigin } : {}),
    // nginx (storefront tier) → storefront → nginx (API tier) → API: three proxies append to X-Forwarded-For.
    TRUST_PROXY_HOPS: '3',
    CAPTCHA_PER_MINUTE_PER_IP: String(CAPTCHA_LIMIT),
  };
  const proc = start(name, bin('tsx'), ['server/main.ts'], { cwd: root, env, logDir: o.logDir });
  const api = { name, origin: `http://127.0.0.1:${port}`, proc };
  if (o.wait !== false) await waitForHttp(`${api.origin}/healthz`, proc);
  return api;
}

/** One storefront (production build) reading through the API tier of nginx, sharing its cache in Redis. */
export function startStorefront(name: string, o: { port: number; apiOrigin: string; publicOrigin: string; redisUrl: string; logDir: string }): Storefront {
  const env = {
    ...process.env,
    API_ORIGIN: o.apiOrigin,
    PUBLIC_ORIGIN: o.publicOrigin,
    REDIS_URL: o.redisUrl,
    ADMIN_TOKEN,
    // nginx (storefront tier) is the one proxy in front of it.
    STOREFRONT_TRUST_PROXY_HOPS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const proc = start(name, bin('tsx'), ['scripts/storefront-server.ts', '-p', String(o.port), '-H', '127.0.0.1'], { cwd: root, env, logDir: o.logDir });
  return { name, origin: `http://127.0.0.1:${o.port}`, proc };
}
