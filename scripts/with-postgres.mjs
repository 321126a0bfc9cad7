#!/usr/bin/env node
/**
 * Runs a command against a throw-away PostgreSQL server (scripts/pg-server.mjs): initdb in a temporary folder,
 * a loopback port, TEST_DATABASE_URL in the command's environment, and everything removed afterwards.
 * Usage: node scripts/with-postgres.mjs <command> [args…]
 */
import { spawn } from 'node:child_process';
import { startPostgres } from './pg-server.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

let server;
try {
  server = await startPostgres();
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  process.exit(1);
}
try {
  console.log(`• PostgreSQL (${server.version}) on ${server.url}`);
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: server.url }, shell: false });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  server.stop();
  process.exit(code);
} catch (err) {
  console.error(String(err));
  server.stop();
  process.exit(1);
}
