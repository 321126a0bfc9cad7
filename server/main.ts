import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { configureChem } from './chem/remote';
import { loadApiConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseUnavailable, rootCause } from './db/unavailable';
import { createApiServer } from './http/listen';
import { createLogger } from './logger';
import { createProviders } from './providers';
import { warmUpSearch } from './search/startup';
import { startOrderJobs } from './services/orders/jobs';
import { importRunner } from './services/catalogue-import/runner';
import { prepareDatabase } from './startup';
import { offerStaffCommands } from './routes/staff-commands';
import { flushSearchLog } from './services/search-log';
import { prepareOpenApiDocuments } from './openapi/routes';

async function main() {
  let config;
  try {
    config = loadApiConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL);
  // A promise nobody waited for, failing because the database went away (a restart, a failover), is logged and
  // survived: the pool reconnects when it is back. Any other one ends the process, as Node's default does.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) return logger.warn({ cause: rootCause(reason) }, 'database unavailable (unhandled rejection)');
    logger.fatal({ err: reason }, 'unhandled rejection; the mall API exits');
    process.exit(1);
  });
  const pool = { max: config.DB_POOL_MAX, connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS };
  const onConnectionError = (err: Error) => logger.warn({ cause: rootCause(err) }, 'PostgreSQL ended a connection; the pool reconnects');
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    worker: config.PGLITE_WORKER,
    pool,
    onConnectionError,
    onCrash: (err) => {
      // The embedded database is gone with its thread: stop, so that a supervisor starts the API afresh.
      logger.error({ err }, 'the database worker stopped; the mall API exits');
      process.exit(1);
    },
  });
  configureChem({
    worker: config.CHEM_WORKER,
    // Nothing is lost with it (the structure index is reloaded from the database): the next search starts another.
    onCrash: (err) => logger.error({ err }, 'the chem worker stopped; the next structure search or depiction starts another'),
  });
  // Migrations, seed and indexing may run statements longer than a call's DB_STATEMENT_TIMEOUT_MS: on PostgreSQL they
  // get a pool of their own without it, closed once done.
  const startup = config.DATABASE_URL ? await openDatabase({ url: config.DATABASE_URL, pool: { ...pool, statementTimeoutMs: 0 }, onConnectionError }) : database;
  try {
    await prepareDatabase(startup, { url: config.DATABASE_URL, seed: config.SEED_ON_START, logger });
  } finally {
    if (startup !== database) await startup.close();
  }
  // In the background, before listening: the first buyer's structure search joins this load.
  void warmUpSearch(database.db, logger);
  prepareOpenApiDocuments(config);
  if (config.PAYMENT_METHODS.includes('sandbox')) {
    // In production only with ALLOW_SANDBOX_PAYMENT=true (server/config.ts refuses it otherwise): said at every start.
    logger.warn('the sandbox payment institution is offered (PAYMENT_METHODS): a demonstration — buyers confirm their own orders paid without moving money');
  }
  if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'console') {
    logger.warn('SMS_PROVIDER is console: codes are written to DATA_DIR/sms-outbox.jsonl, not texted');
  }
  const deps = { db: database.db, config, logger, providers: createProviders(config, logger) };
  const app = createApp(deps);
  const stopJobs = startOrderJobs(deps);
  // Catalogue imports: a job left running when the API last stopped (or died) goes on from its last committed row.
  const imports = importRunner(deps);
  // Requests too long to read get the envelope, not a bare 431 or a reset connection (lib/http/oversized.ts).
  const server = createApiServer(app.fetch, config.API_HOST);
  server.listen(config.API_PORT, config.API_HOST, () => {
    const info = server.address() as AddressInfo;
    logger.info({ db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, `mall API listening on http://${info.address}:${info.port}`);
    // The embedded database is this process's alone: the staff commands find it here (server/routes/staff-commands.ts).
    if (!config.DATABASE_URL) offerStaffCommands(config.dataDir, `http://${info.family === 'IPv6' ? `[${info.address}]` : info.address}:${info.port}`);
  });
  // The storefront's /api forwarder (Next's proxy, on Node's global keep-alive agent, which drops an idle socket
  // after 5 s) must always be the side that closes an idle connection: a server closing at the same 5 s races it,
  // and a request sent on the dying socket fails with "socket hang up" (a 500 from the forwarder). Seen in
  // Playwright runs; the same race was one of the load bench's errors. Idle sockets live 65 s here.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping mall API');
    stopJobs();
    server.close(async () => {
      await imports.stop();
      await flushSearchLog(database.db);
      await database.close();
      process.exit(0);
    });
    // Keep-alive sockets must not hold the process open.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  console.error('mall API failed to start:', err);
  process.exit(1);
});
