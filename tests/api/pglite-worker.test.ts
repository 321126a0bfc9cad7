import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { queryRows } from '../../server/search/sql';
import { isUniqueViolation } from '../../server/services/security/challenges';

/**
 * The embedded database in a worker thread (server/db/pglite-worker.mjs), as the API server opens it: the same
 * answers, errors and transactions as PGlite in the caller's thread, and the caller's event loop free while a
 * query runs. (Every API test file also runs on it: tests/api/harness.ts opens the seeded template this way.)
 */
describe('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ worker: true });
    await database.db.execute(sql`create table t (id int primary key, v text, at timestamptz default now(), b bytea)`);
  });
  afterAll(() => database.close());

  it('answers rows with their types: text dates for drizzle, bytes, numbers', async () => {
    await database.db.execute(sql`insert into t (id, v, b) values (1, 'a', '\\x0102ff'::bytea)`);
    const [row] = await queryRows<{ id: number; v: string; at: string; b: Uint8Array }>(database.db, sql`select id, v, at, b from t where id = 1`);
    expect(row.id).toBe(1);
    expect(row.v).toBe('a');
    expect(typeof row.at).toBe('string');
    expect([...row.b]).toEqual([1, 2, 255]);
  });

  it('keeps PostgreSQL error fields, so a unique violation is recognised', async () => {
    const err = await database.db.execute(sql`insert into t (id, v) values (1, 'again')`).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('commits a transaction, rolls back a failed one and a failed savepoint only', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, v) values (2, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, v) values (3, 'lost')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, v) values (4, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t (id, v) values (5, 'inner')`);
          throw new Error('inner');
        })
        .catch(() => {});
    });
    const ids = (await queryRows<{ id: number }>(database.db, sql`select id from t order by id`)).map((r) => r.id);
    expect(ids).toEqual([1, 2, 4]);
  });

  it('a query outside an open transaction waits for it, as in one thread', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t (id, v) values (6, 'pending')`);
      await held;
      order.push('commit');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from t where id = 6`).then((rows) => {
      order.push(`read ${rows[0].n}`);
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['commit', 'read 1']);
  });

  it("leaves the caller's event loop free while a long query runs", async () => {
    const events: string[] = [];
    const query = database.db.execute(sql`select count(*) from generate_series(1, 3000000)`).then(() => events.push('query'));
    setTimeout(() => events.push('timer'), 5);
    await query;
    // In the caller's thread the query would hold the loop until it ended, and answer before any timer.
    expect(events).toEqual(['timer', 'query']);
  });

  it('dumps its contents, and a new worker opens them', async () => {
    const copy = await openDatabase({ worker: true, loadDataDir: await database.dump!() });
    try {
      const rows = await queryRows<{ v: string }>(copy.db, sql`select v from t order by id`);
      expect(rows.map((r) => r.v)).toEqual(['a', 'kept', 'outer', 'pending']);
    } finally {
      await copy.close();
    }
  });

  it('after a crash of its thread, calls fail with a message and the owner is told', async () => {
    let told: Error | null = null;
    const lost = await openDatabase({ worker: true, onCrash: (err) => (told = err) });
    // The worker's thread ends as if PGlite had aborted (the test reaches into the client for its worker).
    const remote = (lost.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }).$client;
    await remote.worker.terminate();
    await expect(lost.db.execute(sql`select 1`)).rejects.toThrow();
    expect(told).not.toBeNull();
  });
});
