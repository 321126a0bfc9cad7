#!/usr/bin/env node
/**
 * Runs a command against a throw-away PostgreSQL server: initdb in a temporary folder, a loopback port,
 * TEST_DATABASE_URL in the command's environment, and everything removed afterwards.
 * Usage: node scripts/with-postgres.mjs <command> [args…]
 */
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function findBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

const binDir = findBinDir();
if (!binDir) {
  console.error('PostgreSQL server binaries not found (expected /usr/lib/postgresql/<version>/bin; apt-get install postgresql).');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

const isRoot = process.getuid?.() === 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-pg-'));
const dataDir = path.join(dir, 'data');
// initdb refuses to run as root: run the server as user postgres, which must own the folder.
const asPg = (bin, binArgs) => (isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...binArgs]] : [path.join(binDir, bin), binArgs]);
if (isRoot) spawnSync('chown', ['-R', 'postgres', dir]);

function sh(bin, binArgs) {
  const [c, a] = asPg(bin, binArgs);
  const r = spawnSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} failed:\n${r.stdout}\n${r.stderr}`);
}

let started = false;
function cleanup() {
  if (started) {
    try {
      sh('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (err) {
      console.error(String(err));
    }
    started = false;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

try {
  const port = await freePort();
  sh('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  sh('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`• PostgreSQL (${path.basename(path.dirname(binDir))}) on ${url}`);
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url }, shell: false });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  cleanup();
  process.exit(code);
} catch (err) {
  console.error(String(err));
  cleanup();
  process.exit(1);
}
