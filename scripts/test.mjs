#!/usr/bin/env node
/**
 * `npm test`: everything, in order, stopping at the first failure —
 * type check, lint, unit + component + API tests (PGlite), the API tests again on a real PostgreSQL,
 * the production build, and Playwright (live and mocked projects) in Debian Chromium.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();
const timings = [];

/** Runs one step; `check` (optional) reads the step's output and returns why it failed, or null. */
function step(title, cmd, args, env = {}, check = null) {
  const t0 = Date.now();
  console.log(`\n━━ ${title}`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: check ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (check) {
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push(`${title}: ${secs} s`);
  const problem = r.status === 0 && check ? check(`${r.stdout}\n${r.stderr}`) : null;
  if (r.status !== 0 || problem) {
    console.error(`\n✖ ${title} failed (${secs} s)${problem ? `: ${problem}` : ''}`);
    process.exit(r.status || 1);
  }
}

const skipPg = process.env.SKIP_PG_TESTS === '1';
step('type check', bin('tsc'), ['--noEmit']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('unit, component and API tests (PGlite)', bin('vitest'), ['run']);
if (!skipPg) step('API tests on PostgreSQL', process.execPath, ['scripts/with-postgres.mjs', bin('vitest'), 'run', '--project', 'api']);
// READ_AT_BUILD_MARKER of lib/api/read.ts, which every storefront read of the mall API goes through.
const READ_AT_BUILD_MARKER = '[storefront-read-at-build]';
step('production build', bin('next'), ['build'], {}, (output) => {
  // The mall API is not running while building: a page that read it at build time would ship its
  // "unavailable" state until revalidated. Every such page must be per request or cached on demand.
  const readsAtBuild = output.split('\n').filter((line) => line.includes(READ_AT_BUILD_MARKER));
  if (readsAtBuild.length) return `the build read the mall API (pages prerendered with API reads):\n${readsAtBuild.join('\n')}`;
  return null;
});
const e2eData = path.join(root, '.data', 'e2e-live');
fs.rmSync(e2eData, { recursive: true, force: true });
step('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], { E2E_DATA_DIR: e2eData, CI: process.env.CI ?? '' });

console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const t of timings) console.log(`  ${t}`);
