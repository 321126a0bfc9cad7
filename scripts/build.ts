/**
 * The storefront's production build, rebuilt only when something it depends on changed (a fingerprint of
 * the sources in .next/refmall-build-stamp). Used by `npm start` and the page benchmark.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** A fingerprint of everything the production build depends on. */
function buildStamp(): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    const abs = path.join(root, p);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) walk(path.join(p, entry));
    } else {
      hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const p of ['app', 'components', 'lib', 'stores', 'styles', 'public', 'proxy.ts', 'instrumentation-client.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']) walk(p);
  for (const [k, v] of Object.entries(process.env).sort()) if (k.startsWith('NEXT_PUBLIC_')) hash.update(`${k}=${v}\n`);
  return hash.digest('hex');
}

/** Builds unless the last build is of these very sources; false when `next build` failed. */
export function ensureBuild(): boolean {
  const stampFile = path.join(root, '.next', 'refmall-build-stamp');
  const stamp = buildStamp();
  if (fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    console.log('• storefront build is up to date');
    return true;
  }
  console.log('• building the storefront (next build) …');
  const result = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) return false;
  fs.writeFileSync(stampFile, stamp);
  return true;
}
