import { sql } from 'drizzle-orm';
import type { TestApi } from './harness';

/* Shared by the race tests: many calls at once, and what they answered. */

type Envelope = { json: { code: number; message: string } };

/** `n` calls started together (on PostgreSQL they run on separate connections, truly at once). */
export const atOnce = <T>(n: number, call: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

/** How many answers succeeded, and the refusals' messages (each distinct message once, sorted). */
export function tally(answers: Envelope[]): { ok: number; refusals: string[] } {
  const refused = answers.filter((a) => a.json.code !== 1);
  return { ok: answers.length - refused.length, refusals: [...new Set(refused.map((a) => a.json.message))].sort() };
}

/**
 * Every new event of the SMS resend rule is recorded already out of its window (the database moves it back,
 * as skipResendWait does after a send), so parallel sends for one mobile meet only the daily caps.
 * `undo` restores the rule.
 */
export async function resendRuleOff(api: TestApi): Promise<{ undo: () => Promise<void> }> {
  const db = api.database.db;
  const back = `${api.config.SMS_RESEND_SECONDS + 1} seconds`;
  await db.execute(
    sql.raw(`create or replace function race_resend_out() returns trigger language plpgsql as $$ begin new.at := new.at - interval '${back}'; return new; end $$`),
  );
  await db.execute(sql.raw(`create trigger race_resend_out before insert on rate_events for each row when (new.bucket = 'sms:mobile:60s') execute function race_resend_out()`));
  return {
    undo: async () => {
      await db.execute(sql.raw('drop trigger race_resend_out on rate_events'));
      await db.execute(sql.raw('drop function race_resend_out()'));
    },
  };
}
