/**
 * The chem worker thread: its own RDKit (WebAssembly) and structure index (server/search/structure-engine.ts),
 * off the API's event loop. server/chem/remote.ts starts it and is the API's side.
 *
 * RDKit runs synchronously in the thread that calls it: in the API's thread the similarity highlights (maximum
 * common substructures, up to 400 ms a results page), the substructure matches of each 4,000-row chunk, the
 * Tanimoto loop over every row and each depiction held the event loop, and /healthz waited behind them
 * (docs/adr/0019-structure-and-formula-search.md). Here they block only this thread; the engine still yields between
 * substructure chunks, so concurrent searches take turns as they did in one thread.
 *
 * Messages in:  { id, op, args }   op: a ChemEngine method (CHEM_OPS), args its arguments
 * Messages out: { id, ok: true, result } · { id, ok: false, error: { message, name } } · { id: 0, … } once ready
 */
import { parentPort } from 'node:worker_threads';
import { getRDKit } from './rdkit';
import { CHEM_OPS, ChemEngine, type ChemOp } from '../search/structure-engine';

const port = parentPort!;
const engine = new ChemEngine();

function errorFields(err: unknown) {
  return { message: err instanceof Error ? err.message : String(err), name: err instanceof Error ? err.name : 'Error' };
}

getRDKit().then(
  () => {
    port.on('message', (msg: { id: number; op: ChemOp; args: unknown[] }) => {
      const run = CHEM_OPS.includes(msg.op)
        ? (engine[msg.op] as (...args: unknown[]) => Promise<unknown>).apply(engine, msg.args)
        : Promise.reject(new Error(`unknown operation ${String(msg.op)}`));
      run.then(
        (result) => port.postMessage({ id: msg.id, ok: true, result }),
        (err: unknown) => port.postMessage({ id: msg.id, ok: false, error: errorFields(err) }),
      );
    });
    port.postMessage({ id: 0, ok: true, result: 'ready' });
  },
  (err: unknown) => port.postMessage({ id: 0, ok: false, error: errorFields(err) }),
);
