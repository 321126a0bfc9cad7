import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Whether the database answers, as /healthz reports it. /healthz never waits for the database (the load benches
 * read its latency as the event loop's, and a query could queue behind busy connections): it answers what is known,
 * and asks again (`select 1`) in the background when that is older than PROBE_EVERY_MS. A request that met an
 * unreachable database marks it down at once; the next probe that succeeds marks it up.
 */
const PROBE_EVERY_MS = 1000;

interface State {
  up: boolean;
  checkedAt: number;
  probing: boolean;
}
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) {
    // The API listens only after its start-up work on the database succeeded.
    s = { up: true, checkedAt: Date.now(), probing: false };
    states.set(db, s);
  }
  return s;
}

export function databaseAnswers(db: Db): boolean {
  const s = stateOf(db);
  if (!s.probing && Date.now() - s.checkedAt >= PROBE_EVERY_MS) {
    s.probing = true;
    Promise.resolve()
      .then(() => db.execute(sql`select 1`))
      .then(
      () => Object.assign(s, { up: true, checkedAt: Date.now(), probing: false }),
      () => Object.assign(s, { up: false, checkedAt: Date.now(), probing: false }),
    );
  }
  return s.up;
}

/** A request found the database unreachable. */
export function noteDatabaseDown(db: Db): void {
  Object.assign(stateOf(db), { up: false, checkedAt: Date.now() });
}
