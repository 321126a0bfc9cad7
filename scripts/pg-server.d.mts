/** Types of pg-server.mjs (plain ESM, also run by node without tsx). */
export function findPgBinDir(): string | null;
export function freePort(): Promise<number>;
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The major version, e.g. '15'. */
  version: string;
  logFile: string;
  /** Immediate shutdown and the folder removed; safe to call twice and from an exit handler. */
  stop(): void;
  /** A fast shutdown (every session ended), `downMs` with no server, a start on the same data and port. */
  restart(options?: { downMs?: number }): Promise<void>;
}
export function startPostgres(options?: { binDir?: string | null; maxConnections?: number }): Promise<PostgresServer>;
