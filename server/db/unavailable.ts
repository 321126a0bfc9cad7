/**
 * Errors that mean "the database cannot be reached now" rather than "this query is wrong": PostgreSQL restarting,
 * failing over or ending sessions (pg_terminate_backend), the network between us, the pool's wait for a connection.
 * The API answers them 503 + Retry-After (server/http/unavailable.ts); they pass once the server is back.
 */

/**
 * SQLSTATEs: class 08 (connection exception), 53300 too_many_connections, 57P01 admin_shutdown (a fast shutdown or
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;
/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own: the socket closed, connect or pool wait timed out (connectionTimeoutMillis), no answer (query_timeout), a client broken by one of these. */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable)/;

/** True when `err`, or an error it wraps (drizzle's DrizzleQueryError keeps pg's as `cause`), is one of those. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The innermost error's code and message, for logs: pg's own, without drizzle's "Failed query" text and its parameters. */
export function rootCause(err: unknown): { code?: string; message: string } {
  let e = err as { cause?: unknown; code?: unknown; message?: unknown } | null;
  for (let depth = 0; depth < 5 && e?.cause && typeof e.cause === 'object'; depth++) e = e.cause as typeof e;
  return { ...(typeof e?.code === 'string' ? { code: e.code } : {}), message: String(e?.message ?? err) };
}
