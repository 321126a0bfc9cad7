import path from 'node:path';
import { z } from 'zod';
import { SMS_RESEND_SECONDS } from '../lib/constants';
import { DEFAULT_PUBLIC_ORIGIN, PUBLIC_ORIGIN_REQUIRED, originSetting } from '../lib/http/public-origin';

/** Optional text settings: an empty value (`FOO=` in a .env file) means "not set". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

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
  // PostgreSQL connections (DATABASE_URL): every API process opens at most DB_POOL_MAX, so API processes ×
  // DB_POOL_MAX must stay under the server's max_connections (docs/deploy.md).
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Longest wait for a connection (a free one of the pool, or a new one): past it the call answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** PostgreSQL cancels a statement of a call running longer (statement_timeout); 0: no limit. Start-up work has none. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DATA_DIR: z.string().min(1).default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  // The embedded database (no DATABASE_URL) in a worker thread, off the API's event loop (/healthz
  // waited behind queries under load). false: in the API's own thread, as scripts and tests open it.
  PGLITE_WORKER: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  // RDKit (structure search, depictions) in a worker thread of its own (server/chem/remote.ts), off the API's event
  // loop (/healthz waited behind similarity highlights and substructure chunks). false: in the API's thread.
  CHEM_WORKER: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  CAPTCHA_PROVIDER: z.enum(['svg', 'test']).default('svg'),
  WECHAT_PROVIDER: z.enum(['simulated', 'open']).default('simulated'),
  /** The chemical-information provider of the data records: 'offline' (our own data) or 'pubchem' (PUG-REST). */
  CHEM_INFO_PROVIDER: z.enum(['offline', 'pubchem']).default('offline'),
  PUBCHEM_BASE: z.string().url().default('https://pubchem.ncbi.nlm.nih.gov/rest/pug'),
  /** The shop's public address, shared with the storefront (lib/http/public-origin.ts); required in production. */
  PUBLIC_ORIGIN: originSetting,
  /** Deprecated: the storefront's former name of PUBLIC_ORIGIN, read when PUBLIC_ORIGIN is unset. */
  SITE_ORIGIN: originSetting,
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * Where the API reaches the storefront server to server (e.g. http://127.0.0.1:3000), to refresh its
   * cached pages after an operator change; several storefronts: a comma-separated list, each one called
   * (docs/adr/0007-shared-cache.md). Unset, cached pages refresh within 5 minutes on their own.
   */
  STOREFRONT_ORIGIN: z
    .string()
    .optional()
    .transform((v) => [...new Set((v ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean))])
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be http(s) origins separated by commas, such as http://127.0.0.1:3000,http://127.0.0.1:3001'))),

  // Abuse limits of the accounts area (counted in the rate_events table, shared by every API process).
  /** One SMS code per mobile per this many seconds (SPEC §9: 60). The live end-to-end run uses 1 so no test sleeps a minute. */
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(SMS_RESEND_SECONDS),
  SMS_DAILY_CAP_PER_MOBILE: positiveInt(10),
  SMS_DAILY_CAP_PER_IP: positiveInt(50),
  CAPTCHA_PER_MINUTE_PER_IP: positiveInt(30),
  /** Proxies in front of the API that append to X-Forwarded-For (server/http/client-ip.ts): 1 = the storefront, 0 = exposed directly. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),

  /** Keyword search ranks at most this many matches; past it totalCount is a lower bound (docs/api.md, Search). */
  SEARCH_RANK_POOL: positiveInt(1000),
  /** Rows a catalogue import commits at once, with its cursor (docs/adr/0040-catalogue-import.md). */
  CATALOGUE_IMPORT_BATCH: z.coerce.number().int().min(1).max(1000).default(100),

  // Aliyun SMS (dysmsapi SendSms) — required only when SMS_PROVIDER=aliyun.
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_SIGN_NAME: optionalText,
  ALIYUN_SMS_TEMPLATE_CODE: optionalText,
  /** Template of the 订单已发货 notice (fields orderNo, carrier, trackingNo); unset: the notice is not texted. */
  ALIYUN_SMS_SHIPPED_TEMPLATE_CODE: optionalText,
  /** Template of the 售后退款 notice (fields orderNo, caseNo, amount, method); unset: the notice is not texted. */
  ALIYUN_SMS_REFUNDED_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_SMS_REGION: z.string().min(1).default('cn-hangzhou'),

  // E-mail (account security: the code that binds an address). console: DATA_DIR/mail-outbox.jsonl; smtp: nodemailer.
  MAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 — required when MAIL_PROVIDER=smtp. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional().or(z.literal('').transform(() => undefined)),
  /** The sender, e.g. "标准品商城 <no-reply@example.com>" — required when MAIL_PROVIDER=smtp. */
  MAIL_FROM: optionalText,

  // WeChat Open Platform website login — required only when WECHAT_PROVIDER=open.
  WECHAT_APP_ID: optionalText,
  WECHAT_APP_SECRET: optionalText,
  /** Base of the sns API; tests point it at a local mock. */
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().url().default('https://open.weixin.qq.com'),

  /**
   * The secret that encrypts identity numbers, names and ID-card photos (AES-256-GCM) and keys their lookup
   * hash: 32 bytes as 64 hex digits or base64. Unset: a random key is made once and kept in DATA_DIR/identity.key
   * (the embedded shop); several API processes must share one IDENTITY_KEY. Losing it loses the stored identities.
   */
  IDENTITY_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').byteLength === 32, 'must be 32 bytes as 64 hex digits or base64'),

  // Orders and payment (docs/api.md, Orders).
  /** An unpaid order cancels itself this many minutes after submission. */
  ORDER_PAY_TIMEOUT_MINUTES: positiveInt(30),
  /** Offered payment methods, in this order: sandbox (simulated institution), alipay, bank (对公转账). */
  PAYMENT_METHODS: z
    .string()
    .default('sandbox,bank')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(['sandbox', 'alipay', 'bank'])).min(1, 'name at least one of sandbox, alipay, bank')),
  /**
   * The sandbox institution's key: signs its notifies and its cashier links. Unset: a random key made once and
   * kept in DATA_DIR/sandbox-pay.key (the embedded shop); required with DATABASE_URL (every API process must
   * share it).
   */
  SANDBOX_PAY_SECRET: z.string().trim().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional().or(z.literal('').transform(() => undefined)),
  /** With NODE_ENV=production the API refuses to offer the sandbox (anyone could mark an order paid) unless this is true. */
  ALLOW_SANDBOX_PAYMENT: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Where the sandbox institution posts its notifies: this API itself (default http://API_HOST:API_PORT). */
  SANDBOX_NOTIFY_ORIGIN: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  // Alipay website payment — required only when PAYMENT_METHODS includes alipay.
  ALIPAY_APP_ID: optionalText,
  ALIPAY_PRIVATE_KEY: optionalText,
  ALIPAY_PUBLIC_KEY: optionalText,
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** The shop's public address for Alipay's notify (the storefront forwards {api}); default PUBLIC_ORIGIN + /api. */
  ALIPAY_NOTIFY_BASE: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  // 对公转账: the account buyers transfer to. Unset: a demonstration account, labelled as one.
  BANK_PAYEE: optionalText,
  BANK_NAME: optionalText,
  BANK_ACCOUNT: optionalText,
});

/** The checked settings; PUBLIC_ORIGIN is the one in use: as set (or SITE_ORIGIN), else DEFAULT_PUBLIC_ORIGIN outside production. */
export type ApiConfig = Omit<z.infer<typeof schema>, 'PUBLIC_ORIGIN' | 'SITE_ORIGIN'> & { PUBLIC_ORIGIN: string; dataDir: string };

/** Settings that become required once a provider is chosen: [provider setting, value, required names]. */
function missingProviderSettings(cfg: z.infer<typeof schema>): string[] {
  const needs: [string, string, (keyof typeof cfg)[]][] = [
    ['SMS_PROVIDER', 'aliyun', ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE']],
    ['WECHAT_PROVIDER', 'open', ['WECHAT_APP_ID', 'WECHAT_APP_SECRET']],
    ['MAIL_PROVIDER', 'smtp', ['SMTP_URL', 'MAIL_FROM']],
  ];
  const lines: string[] = [];
  for (const [setting, value, names] of needs) {
    if (cfg[setting as keyof typeof cfg] !== value) continue;
    for (const name of names) if (!cfg[name]) lines.push(`  ${name}: required when ${setting} is ${value}`);
  }
  if (cfg.PAYMENT_METHODS.includes('sandbox') && cfg.NODE_ENV === 'production' && !cfg.ALLOW_SANDBOX_PAYMENT) {
    lines.push('  PAYMENT_METHODS: sandbox (a demonstration institution: buyers mark orders paid without paying) is refused when NODE_ENV is production; remove it, or set ALLOW_SANDBOX_PAYMENT=true for a demonstration shop');
  }
  if (cfg.NODE_ENV === 'production' && !cfg.PUBLIC_ORIGIN && !cfg.SITE_ORIGIN) lines.push(`  PUBLIC_ORIGIN: ${PUBLIC_ORIGIN_REQUIRED}`);
  // Several API processes on one PostgreSQL must share their secrets: a key file in each one's data folder would differ.
  if (cfg.DATABASE_URL) {
    if (!cfg.IDENTITY_KEY) lines.push('  IDENTITY_KEY: required when DATABASE_URL is set (every API process must encrypt and read identities with one key)');
    if (cfg.PAYMENT_METHODS.includes('sandbox') && !cfg.SANDBOX_PAY_SECRET) lines.push('  SANDBOX_PAY_SECRET: required when DATABASE_URL is set and PAYMENT_METHODS includes sandbox');
  }
  if (cfg.PAYMENT_METHODS.includes('alipay')) {
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const) if (!cfg[name]) lines.push(`  ${name}: required when PAYMENT_METHODS includes alipay`);
  }
  return lines;
}

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
  const missing = missingProviderSettings(cfg);
  if (missing.length) throw new Error(`Invalid mall API configuration:\n${missing.join('\n')}\nSee .env.example for every setting.`);
  const { SITE_ORIGIN, ...settings } = cfg;
  return { ...settings, PUBLIC_ORIGIN: cfg.PUBLIC_ORIGIN ?? SITE_ORIGIN ?? DEFAULT_PUBLIC_ORIGIN, dataDir: path.resolve(cfg.DATA_DIR) };
}
