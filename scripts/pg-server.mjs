/**
 * A throw-away PostgreSQL server: initdb in a temporary folder, a free loopback port, trust authentication,
 * fsync off. Shared by scripts/with-postgres.mjs (the PostgreSQL test run) and scripts/scaleout.ts.
 * Plain ESM (with-postgres.mjs runs under node, not tsx); typed by pg-server.d.mts.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest /usr/lib/postgresql/<version>/bin holding initdb (or PG_BIN); null when none is installed. */
export function findPgBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/** A port nothing listens on right now (127.0.0.1). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * Starts the server and answers its URL (database `postgres`, user `postgres`), a synchronous `stop`
 * (immediate shutdown, folder removed) that is safe to call twice and from an exit handler, and `restart`:
 * a fast shutdown (`pg_ctl -m fast`: sessions ended, as in a failover), `downMs` with no server, then a start on
 * the same data folder and port. `restart` runs pg_ctl as a child process: the caller's event loop keeps going.
 */
export async function startPostgres({ binDir = findPgBinDir(), maxConnections = 200 } = {}) {
  if (!binDir) throw new Error('PostgreSQL server binaries not found (expected /usr/lib/postgresql/<version>/bin; apt-get install postgresql).');
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-pg-'));
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root: run the server as user postgres, which must own the folder.
  const asPg = (bin, binArgs) => (isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...binArgs]] : [path.join(binDir, bin), binArgs]);
  if (isRoot) spawnSync('chown', ['-R', 'postgres', dir]);
  const sh = (bin, binArgs) => {
    const [c, a] = asPg(bin, binArgs);
    const r = spawnSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${bin} failed:\n${r.stdout}\n${r.stderr}`);
  };
  /** pg_ctl without blocking: resolves when it exited 0, rejects with its output otherwise. */
  const pgCtl = (binArgs) =>
    new Promise((resolve, reject) => {
      const [c, a] = asPg('pg_ctl', binArgs);
      const child = spawn(c, a, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${binArgs.at(-1)} failed:\n${out}`))));
    });
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        sh('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch (err) {
        console.error(String(err));
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    sh('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${maxConnections}`;
    sh('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
    started = true;
    const restart = async ({ downMs = 0 } = {}) => {
      await pgCtl(['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      await new Promise((r) => setTimeout(r, downMs));
      await pgCtl(['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
    };
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, version: path.basename(path.dirname(binDir)), logFile: path.join(dir, 'server.log'), stop, restart };
  } catch (err) {
    stop();
    throw err;
  }
}
