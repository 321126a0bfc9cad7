import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Sliding-window limits counted in the rate_events table, so every API process sees the same counts.
 * A check and its insert run in one transaction under a PostgreSQL advisory lock per (bucket, subject):
 * two processes cannot both pass the "one SMS per 60 s" rule with the same mobile at the same instant.
 */
export interface Limit {
  bucket: string;
  subject: string;
  max: number;
  windowMs: number;
  /** The user's message; `retryAfterS` = seconds until the oldest counted event leaves the window. */
  message: (retryAfterS: number) => string;
}

/** What `take` recorded, so a failed action (the SMS gateway refused) can give its quota back. */
export interface Ticket {
  ids: number[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest window in use; rows older than twice that are never counted again. */
const KEEP_MS = 2 * DAY_MS;

/** Checks every limit and, only when all pass, records one event in each. Throws the first limit's message. */
export async function take(db: Db, limits: Limit[]): Promise<Ticket> {
  const now = Date.now();
  const ticket = await db.transaction(async (tx) => {
    // Lock in a fixed order so two calls taking overlapping sets of limits cannot deadlock.
    const keys = [...new Set(limits.map((l) => `${l.bucket}:${l.subject}`))].sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    for (const l of limits) {
      const [row] = await tx
        .select({ n: count(), oldest: min(rateEvents.at) })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, l.bucket), eq(rateEvents.subject, l.subject), gt(rateEvents.at, new Date(now - l.windowMs))));
      if (row.n >= l.max) {
        const oldest = row.oldest ? new Date(row.oldest).getTime() : now;
        throw new ApiError(l.message(Math.max(1, Math.ceil((oldest + l.windowMs - now) / 1000))));
      }
    }
    const inserted = await tx
      .insert(rateEvents)
      .values(limits.map((l) => ({ bucket: l.bucket, subject: l.subject, at: new Date(now) })))
      .returning({ id: rateEvents.id });
    return { ids: inserted.map((r) => r.id) };
  });
  // Opportunistic clean-up: about one call in fifty removes rows no window can count any more.
  if (Math.random() < 0.02) await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now - KEEP_MS)));
  return ticket;
}

/** Gives the quota back (the guarded action did not happen). */
export async function release(db: Db, ticket: Ticket): Promise<void> {
  if (ticket.ids.length) await db.delete(rateEvents).where(inArray(rateEvents.id, ticket.ids));
}

/** Forgets every event of (bucket, subject): the reason for the limit has gone (a new password lifts a login lock). */
export async function forget(db: Db, bucket: string, subject: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)));
}

export const MINUTE_MS = 60_000;
export { DAY_MS };
