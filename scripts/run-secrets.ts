import { randomBytes } from 'node:crypto';

/**
 * The secrets the mall API processes started by one run of a bench or check share (they run on one PostgreSQL,
 * where the API requires them: server/config.ts), made afresh for each run, never a constant. With them the
 * API offers its sandbox also under NODE_ENV=production: the benches are demonstrations that pay in it.
 */
export const RUN_API_SECRETS = {
  IDENTITY_KEY: randomBytes(32).toString('hex'),
  SANDBOX_PAY_SECRET: randomBytes(32).toString('hex'),
  ALLOW_SANDBOX_PAYMENT: 'true',
} as const;
