/**
 * `npm start` / `npm run dev`: validates the configuration, builds the storefront when its sources
 * changed, then runs the mall API and the Next.js storefront side by side. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { localOrigin } from '../lib/http/public-origin';
import { bin, ensureBuild, root } from './build';
import { shopConfig } from './shop-env';

const dev = process.argv.includes('--dev');

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** Both processes' settings; PUBLIC_ORIGIN, when unset, is the storefront's own address (scripts/shop-env.ts). */
function loadConfig() {
  try {
    return shopConfig(process.env);
  } catch (err) {
    fail((err as Error).message);
  }
}
const { api, web, publicOrigin, apiOrigin, storefrontOrigin, apiEnv, webEnv } = loadConfig();

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

  const apiChild = run('mall API', bin('tsx'), dev ? ['watch', 'server/main.ts'] : ['server/main.ts'], { ...process.env, ...apiEnv });
  await waitFor(`${localOrigin(api.API_HOST, api.API_PORT)}/healthz`, apiChild, 'the mall API');

  // scripts/storefront-server.ts: Next behind the few lines that write X-Forwarded-For from the real connection.
  const webChild = run('storefront', bin('tsx'), ['scripts/storefront-server.ts', ...(dev ? ['--dev'] : []), '-p', String(web.PORT)], { ...process.env, ...webEnv, NEXT_TELEMETRY_DISABLED: '1' });
  await waitFor(`${storefrontOrigin}/mobileView`, webChild, 'the storefront');

  const db = api.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${api.dataDir}`;
  const sandbox = api.PAYMENT_METHODS.includes('sandbox') ? '\n  payment: 沙箱支付 is a demonstration (no money moves; PAYMENT_METHODS without sandbox for a real shop)' : '';
  const staffLine = `\n  staff console: ${publicOrigin}/operator — the first administrator: npm run staff:create -- --name <姓名> --mobile <手机号> (in another terminal; it prints a one-time enrolment link)`;
  console.log(`\n  标准品商城 is running: ${publicOrigin}\n  mall API: ${apiOrigin}   database: ${db}${sandbox}${staffLine}\n  Ctrl-C stops both.\n`);
}

main().catch((err) => fail(String(err)));
