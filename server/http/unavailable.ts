import type { Context } from 'hono';
import { RESPONSE_CODE } from '../../lib/api/contract/envelope';
import { databaseAnswers, noteDatabaseDown } from '../db/health';
import { rootCause } from '../db/unavailable';
import type { AppEnv } from './context';
import { envelope } from './route';

/** While the database cannot be reached (server/db/unavailable.ts): HTTP 503, this message, Retry-After. */
export const DB_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后重试';
/** A database restart or failover takes seconds: clients may try again this soon. */
export const DB_RETRY_AFTER_S = 5;

/** A call that met an unreachable database: 503 + Retry-After with the envelope; /healthz reports it at once. */
export function answerUnavailable(c: Context<AppEnv>, err: unknown) {
  const { db, logger } = c.get('deps');
  noteDatabaseDown(db);
  logger.warn({ reqId: c.get('requestId'), cause: rootCause(err) }, 'database unavailable: answered 503');
  c.header('Retry-After', String(DB_RETRY_AFTER_S));
  return envelope(c, RESPONSE_CODE.rejected, null, DB_UNAVAILABLE_MESSAGE, {}, 503);
}

/** GET /healthz: `{ok: true}`, or 503 `{ok: false, database: 'unavailable'}` while the database does not answer. */
export function healthz(c: Context<AppEnv>) {
  if (databaseAnswers(c.get('deps').db)) return c.json({ ok: true });
  c.header('Retry-After', String(DB_RETRY_AFTER_S));
  return c.json({ ok: false, database: 'unavailable' }, 503);
}
