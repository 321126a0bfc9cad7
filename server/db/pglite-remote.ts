import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The API's side of the embedded database in a worker thread (server/db/pglite-worker.mjs): the subset of
 * PGlite's interface drizzle's PGlite driver uses — `query` (with drizzle's parsers, which keep dates and
 * intervals as text), `exec`, `transaction` — plus `dumpDataDir` and `close`. Errors arrive with PostgreSQL's
 * fields (`code`, `constraint`, `detail`…), as PGlite's own DatabaseError carries them.
 */

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { message: string; name?: string } & Record<string, unknown>;
}

interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface RemoteTransaction extends Queryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

function toError(fields: NonNullable<Reply['error']>): Error {
  const { message, name, ...rest } = fields;
  const err = Object.assign(new Error(message), rest);
  if (name) err.name = name;
  return err;
}

/** What a query may ask for across threads: functions do not travel, so only drizzle's keep-as-text parsers. */
function portable(options?: QueryOptions): { rowMode?: string; keepText?: number[] } {
  if (!options) return {};
  if (options.serializers || options.blob || options.onNotice || options.paramTypes) {
    throw new Error('pglite worker: serializers, blob, onNotice and paramTypes are not supported');
  }
  return { rowMode: options.rowMode, keepText: options.parsers ? Object.keys(options.parsers).map(Number) : undefined };
}

export class RemotePGlite implements Queryable {
  private readonly worker: Worker;
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private dead: Error | null = null;
  private closing = false;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(toError(reply.error!));
    });
    const fail = (err: Error) => {
      this.dead = err;
      for (const w of this.pending.values()) w.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database worker stopped (exit code ${code})`)));
  }

  /**
   * Starts the worker and opens the database in it (`location` unset: in memory). `onCrash` is told when the
   * worker stops without `close()` (every call fails from then on).
   */
  static async create(location: string | undefined, loadDataDir?: Blob, onCrash?: (err: Error) => void): Promise<RemotePGlite> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { location, loadDataDir: loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined },
    });
    const remote = new RemotePGlite(worker);
    try {
      await new Promise<void>((resolve, reject) => remote.pending.set(0, { resolve: () => resolve(), reject }));
    } catch (err) {
      await worker.terminate();
      throw err;
    }
    worker.on('exit', () => {
      if (!remote.closing) onCrash?.(remote.dead ?? new Error('the database worker stopped'));
    });
    return remote;
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, ...portable(options), tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  /** PGlite's `transaction`: committed when `fn` resolves, rolled back when it throws (or calls `rollback`). */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const end = async (op: 'commit' | 'rollback') => {
      if (closed) return;
      closed = true;
      await this.call({ op, tx: id });
    };
    const tx: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      rollback: () => end('rollback'),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await end('rollback').catch(() => {});
      throw err;
    }
    await end('commit');
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.call<Uint8Array>({ op: 'dump' });
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' });
  }

  async close(): Promise<void> {
    if (this.dead) return;
    this.closing = true;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
