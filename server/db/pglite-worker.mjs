/**
 * The embedded PGlite database in a worker thread of its own (server/db/pglite-remote.ts is the API's side).
 *
 * PGlite runs every query synchronously in the thread that calls it; in the API's main thread that held the
 * event loop for the length of each query, and under 200 shoppers /healthz (which touches no database) waited
 * up to 3.5 s behind them. Here the queries run off the event loop; the API thread only sends SQL and receives
 * rows. Plain JavaScript (not TypeScript) so that the worker starts the same under tsx, vitest and node.
 *
 * Messages in:  { id, op: 'query', sql, params, rowMode, keepText, tx }   keepText: type oids answered as text
 *               { id, op: 'exec', sql, tx } · { id, op: 'begin' } · { id, op: 'commit' | 'rollback', tx }
 *               { id, op: 'dump' } · { id, op: 'close' }
 * Messages out: { id, ok: true, result } · { id, ok: false, error: { message, ...fields } }
 *
 * A transaction is PGlite's own `transaction()`, held open until the API thread commits or rolls it back: PGlite's
 * locks then order other queries exactly as in one thread (a query outside the transaction waits for it).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { location, loadDataDir } = workerData;
const identity = (value) => value;
/** Rolling a transaction back: its callback rejects with this. */
const ROLLBACK = Symbol('rollback');

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void, done: Promise<unknown> }>} */
const transactions = new Map();

function errorFields(err) {
  const out = { message: err instanceof Error ? err.message : String(err), name: err?.name ?? 'Error' };
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err)) {
      if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
    }
  }
  return out;
}

function queryOptions(msg) {
  const options = {};
  if (msg.rowMode) options.rowMode = msg.rowMode;
  if (msg.keepText) options.parsers = Object.fromEntries(msg.keepText.map((oid) => [oid, identity]));
  return options;
}

const ready = PGlite.create(location, {
  extensions: { pg_trgm },
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
});

function target(msg) {
  if (msg.tx === undefined || msg.tx === null) return null;
  const open = transactions.get(msg.tx);
  if (!open) throw new Error('transaction is not open');
  return open.tx;
}

async function handle(db, msg) {
  switch (msg.op) {
    case 'query': {
      const on = target(msg) ?? db;
      return on.query(msg.sql, msg.params, queryOptions(msg));
    }
    case 'exec': {
      const on = target(msg) ?? db;
      return on.exec(msg.sql);
    }
    case 'begin': {
      // Answers once the transaction is open; its callback then waits for commit or rollback.
      return new Promise((began, failed) => {
        const entry = { tx: null, finish: null, done: null };
        const held = new Promise((resolve, reject) => {
          entry.finish = (commit) => (commit ? resolve() : reject(ROLLBACK));
        });
        entry.done = db
          .transaction((tx) => {
            entry.tx = tx;
            transactions.set(msg.id, entry);
            began(msg.id);
            return held;
          })
          .finally(() => transactions.delete(msg.id));
        // A BEGIN that failed never called the callback.
        entry.done.catch((err) => {
          if (err !== ROLLBACK) failed(err);
        });
      });
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(msg.tx);
      if (!open) throw new Error('transaction is not open');
      open.finish(msg.op === 'commit');
      try {
        await open.done;
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
      return null;
    }
    case 'dump': {
      const blob = await db.dumpDataDir('none');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

ready.then(
  (db) => {
    parentPort.on('message', (msg) => {
      handle(db, msg).then(
        (result) => {
          const transfer = result instanceof Uint8Array && msg.op === 'dump' ? [result.buffer] : [];
          parentPort.postMessage({ id: msg.id, ok: true, result }, transfer);
          if (msg.op === 'close') parentPort.close();
        },
        (err) => parentPort.postMessage({ id: msg.id, ok: false, error: errorFields(err) }),
      );
    });
    parentPort.postMessage({ id: 0, ok: true, result: 'ready' });
  },
  (err) => parentPort.postMessage({ id: 0, ok: false, error: errorFields(err) }),
);
