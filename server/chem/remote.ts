import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ChemEngine, StructureQueryError, type Chem, type ChemOp, type EngineSearchInput, type LoadedIndex, type RowBatch, type StructureDescription } from '../search/structure-engine';
import type { DepictOptions } from './rdkit';

/**
 * The API's side of the chem worker (server/chem/worker.ts): the same operations as a ChemEngine in this thread,
 * sent as messages (ids, errors carried back — a StructureQueryError stays one), so that RDKit's CPU work never
 * holds the API's event loop. `chem()` is the engine every caller uses: the worker by default, this thread with
 * CHEM_WORKER=false (configureChem).
 *
 * When the worker dies (a WebAssembly abort, out of memory) or hangs (no answer within CALL_DEADLINE_MS: it is
 * stopped), the calls waiting on it fail with ChemUnavailable
 * (the search answers CHEM_UNAVAILABLE, a depiction the 503 stand-in picture) and the next call starts a new
 * worker, which loads the structure index again on the next search. Unlike the database worker, whose death
 * takes the data with it (the API exits), this one holds nothing that cannot be rebuilt from the database.
 */

/**
 * How long a call may wait for its answer before the worker counts as hung and is stopped like a crashed one: far
 * beyond any search (2 s budget, 400 ms of highlights) or picture, even queued behind others. Building the index of
 * 100k products takes seconds, so a load gets LOAD_DEADLINE_MS.
 */
export const CALL_DEADLINE_MS = 30_000;
const LOAD_DEADLINE_MS = 180_000;

/** A search's refusal while the chem worker is down (it restarts with the next search). */
export const CHEM_UNAVAILABLE = '结构式检索暂不可用，请稍后重试';

export class ChemUnavailable extends Error {
  override name = 'ChemUnavailable';
  constructor(cause?: unknown) {
    super(CHEM_UNAVAILABLE, { cause });
  }
}

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { message: string; name: string };
}

function toError({ message, name }: NonNullable<Reply['error']>): Error {
  if (name === 'StructureQueryError') return new StructureQueryError(message);
  return Object.assign(new Error(message), { name });
}

/** Worker threads do not inherit tsx's hooks (bench/scale.ts does the same): register them, then load the TypeScript body. */
function startWorker(): Worker {
  const require = createRequire(import.meta.url);
  const boot = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(fileURLToPath(new URL('./worker.ts', import.meta.url)))});`;
  return new Worker(boot, { eval: true, name: 'chem' });
}

/** Buffers a batch may hand over instead of copying (its own whole buffer, as structure.ts's readRows makes them). */
const transferable = (...arrays: Uint32Array[]) => arrays.filter((a) => a.byteOffset === 0 && a.byteLength === a.buffer.byteLength).map((a) => a.buffer as ArrayBuffer);

export class RemoteChem implements Chem {
  private worker: Worker | null = null;
  private ready: Promise<Worker> | null = null;
  private failReady: ((err: Error) => void) | null = null;
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private index: LoadedIndex | null = null;
  /** The worker a load under way was begun in: rows sent to another (a restarted) one would be lost. */
  private loadingIn: Worker | null = null;
  private closing = false;

  /** Why the worker is being stopped, when it did not answer in time. */
  private hung: Error | null = null;

  /**
   * `onCrash`: told when a worker stops by itself or is stopped for not answering (logged by the API; the next call
   * starts another). `deadlineMs`: CALL_DEADLINE_MS unless a test needs less.
   */
  constructor(
    private readonly onCrash?: (err: Error) => void,
    private readonly deadlineMs = CALL_DEADLINE_MS,
  ) {}

  private start(): Promise<Worker> {
    if (this.ready) return this.ready;
    const worker = startWorker();
    this.worker = worker;
    // Idle, the worker does not keep the process alive (scripts, tests); a call waiting on it does (hold).
    worker.unref();
    this.ready = new Promise<Worker>((resolve, reject) => {
      this.failReady = reject;
      worker.on('message', (reply: Reply) => {
        if (reply.id === 0) {
          if (reply.ok) {
            resolve(worker);
          } else {
            reject(toError(reply.error ?? { message: 'the chem worker did not start', name: 'Error' }));
            void worker.terminate();
          }
          return;
        }
        const waiting = this.pending.get(reply.id);
        if (!waiting) return;
        this.pending.delete(reply.id);
        this.hold();
        if (reply.ok) waiting.resolve(reply.result);
        else waiting.reject(toError(reply.error!));
      });
    });
    // Never an unhandled rejection: callers see it through call().
    this.ready.catch(() => {});
    worker.on('error', (err) => this.died(worker, err));
    worker.on('exit', (code) => this.died(worker, new Error(`the chem worker stopped (exit code ${code})`)));
    return this.ready;
  }

  private hold() {
    if (this.pending.size) this.worker?.ref();
    else this.worker?.unref();
  }

  private died(worker: Worker, stopped: Error) {
    if (worker !== this.worker) return;
    const err = this.hung ?? stopped;
    this.hung = null;
    const closing = this.closing;
    this.worker = null;
    this.ready = null;
    this.index = null;
    this.failReady?.(err);
    this.failReady = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const w of waiting) w.reject(new ChemUnavailable(err));
    if (!closing) this.onCrash?.(err);
  }

  private async call<T>(op: ChemOp, args: unknown[], transfer: ArrayBuffer[] = []): Promise<T> {
    let worker: Worker;
    try {
      worker = await this.start();
    } catch (err) {
      throw new ChemUnavailable(err);
    }
    if (worker !== this.worker) throw new ChemUnavailable();
    const id = this.next++;
    const limit = op === 'endLoad' ? Math.max(this.deadlineMs, LOAD_DEADLINE_MS) : this.deadlineMs;
    const deadline = setTimeout(() => {
      if (!this.pending.has(id) || worker !== this.worker) return;
      this.hung = new Error(`the chem worker did not answer ${op} within ${limit} ms`);
      void worker.terminate();
    }, limit);
    deadline.unref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.hold();
      worker.postMessage({ id, op, args }, transfer);
    }).finally(() => clearTimeout(deadline));
  }

  loaded(): LoadedIndex | null {
    return this.index;
  }

  async beginLoad(signature: string): Promise<void> {
    await this.call('beginLoad', [signature]);
    this.loadingIn = this.worker;
  }

  private sameLoad() {
    if (!this.loadingIn || this.loadingIn !== this.worker) throw new ChemUnavailable();
  }

  async addRows(batch: RowBatch): Promise<void> {
    this.sameLoad();
    await this.call('addRows', [batch], transferable(batch.pattern, batch.morgan));
  }

  async endLoad(): Promise<LoadedIndex> {
    this.sameLoad();
    const worker = this.worker;
    const loaded = await this.call<LoadedIndex>('endLoad', []);
    if (worker === this.worker) this.index = loaded;
    this.loadingIn = null;
    return loaded;
  }

  async reset(): Promise<void> {
    this.index = null;
    if (this.worker) await this.call('reset', []);
  }

  search(input: EngineSearchInput) {
    // The index was loaded into a worker that has stopped since: this one has none yet.
    if (!this.index) return Promise.reject(new ChemUnavailable());
    return this.call<Awaited<ReturnType<ChemEngine['search']>>>('search', [input]);
  }

  identify(text: string) {
    return this.call<Awaited<ReturnType<ChemEngine['identify']>>>('identify', [text]);
  }

  matchAtoms(text: string, smiles: string[]) {
    return this.call<number[][]>('matchAtoms', [text, smiles]);
  }

  depict(smiles: string, opts: DepictOptions = {}) {
    return this.call<string | null>('depict', [smiles, opts]);
  }

  screen(text: string) {
    return this.call<number>('screen', [text]);
  }

  describe(text: string) {
    return this.call<StructureDescription | null>('describe', [text]);
  }

  /** Stops the worker the way a crash does (tests): waiting calls fail with ChemUnavailable, the next call starts another. */
  async terminate(): Promise<void> {
    await this.worker?.terminate();
  }

  /** Stops the worker for good (API shutdown). */
  async close(): Promise<void> {
    this.closing = true;
    await this.worker?.terminate();
  }
}

export interface ChemOptions {
  /** RDKit in a worker thread (the default) or in the caller's thread (CHEM_WORKER=false). */
  worker: boolean;
  onCrash?: (err: Error) => void;
  /** CALL_DEADLINE_MS unless a test needs less. */
  deadlineMs?: number;
}

let options: ChemOptions = { worker: true };
let current: Chem | null = null;

/** Chooses where RDKit runs from now on (the API at start-up; tests comparing both). */
export function configureChem(next: ChemOptions): void {
  if (current instanceof RemoteChem) void current.close();
  options = next;
  current = null;
}

/** The structure engine: the chem worker's client, or an engine in this thread (configureChem). */
export function chem(): Chem {
  current ??= options.worker ? new RemoteChem(options.onCrash, options.deadlineMs) : new ChemEngine();
  return current;
}
