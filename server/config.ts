import path from 'node:path';
import { z } from 'zod';

/** Every setting of the mall API comes from the environment and is checked here once, at start-up. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  CAPTCHA_PROVIDER: z.enum(['svg', 'test']).default('svg'),
  WECHAT_PROVIDER: z.enum(['simulated', 'open']).default('simulated'),
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:3000'),
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
});

export type ApiConfig = z.infer<typeof schema> & { dataDir: string };

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid mall API configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  const cfg = parsed.data;
  if (cfg.CAPTCHA_PROVIDER === 'test' && cfg.NODE_ENV === 'production') {
    throw new Error('Invalid mall API configuration:\n  CAPTCHA_PROVIDER: "test" is refused when NODE_ENV is production');
  }
  return { ...cfg, dataDir: path.resolve(cfg.DATA_DIR) };
}
