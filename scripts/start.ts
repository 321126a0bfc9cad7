/**
 * `npm start` / `npm run dev`: validates the configuration, builds the storefront when its sources
 * changed, then runs the mall API and the Next.js storefront side by side. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadApiConfig } from '../server/config';
import { loadStorefrontEnv } from '../lib/config/storefrontEnv';
import { bin, ensureBuild, root } from './build';

const dev = process.argv.includes('--dev');

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function loadConfig() {
  try {
    return { api: loadApiConfig(), web: loadStorefrontEnv() };
  } catch (err) {
    fail((err as Error).message);
  }
}
const { api, web } = loadConfig();
const apiOrigin = process.env.API_ORIGIN || `http://${api.API_HOST}:${api.API_PORT}`;

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) fail(`${what} exited during start-up (code ${child.exitCode})`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  fail(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const children: ChildProcess[] = [];
let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n✖ ${name} stopped unexpectedly (${signal ?? `code ${code}`}); stopping the shop.`);
      stopAll(code || 1);
    }
  });
  return child;
}

async function main() {
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  if (!dev && !ensureBuild()) fail('next build failed (see above)');

  // The API refreshes the storefront's cached pages after an operator change (docs/api.md, Documents).
  const apiEnv = { ...process.env, STOREFRONT_ORIGIN: process.env.STOREFRONT_ORIGIN || `http://127.0.0.1:${web.PORT}` };
  const apiChild = run('mall API', bin('tsx'), dev ? ['watch', 'server/main.ts'] : ['server/main.ts'], apiEnv);
  await waitFor(`http://${api.API_HOST}:${api.API_PORT}/healthz`, apiChild, 'the mall API');

  const webEnv = { ...process.env, API_ORIGIN: apiOrigin, NEXT_TELEMETRY_DISABLED: '1' };
  // scripts/storefront-server.ts: Next behind the few lines that write X-Forwarded-For from the real connection.
  const webChild = run('storefront', bin('tsx'), ['scripts/storefront-server.ts', ...(dev ? ['--dev'] : []), '-p', String(web.PORT)], webEnv);
  await waitFor(`http://127.0.0.1:${web.PORT}/mobileView`, webChild, 'the storefront');

  const db = api.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${api.dataDir}`;
  const sandbox = api.PAYMENT_METHODS.includes('sandbox') ? '\n  payment: 沙箱支付 is a demonstration (no money moves; PAYMENT_METHODS without sandbox for a real shop)' : '';
  const staffLine = `\n  staff console: http://localhost:${web.PORT}/operator — the first administrator: npm run staff:create -- --name <姓名> --mobile <手机号> (in another terminal; it prints a one-time enrolment link)`;
  console.log(`\n  标准品商城 is running: http://localhost:${web.PORT}\n  mall API: ${apiOrigin}   database: ${db}${sandbox}${staffLine}\n  Ctrl-C stops both.\n`);
}

main().catch((err) => fail(String(err)));
