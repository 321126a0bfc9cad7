import { z } from 'zod';

/** Storefront settings. NEXT_PUBLIC_API_BASE is inlined into the browser bundle at build time. */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  API_ORIGIN: z.string().url('must be a URL such as http://127.0.0.1:4000').default('http://127.0.0.1:4000'),
  NEXT_PUBLIC_API_BASE: z
    .string()
    .regex(/^(\/|https?:\/\/)/, 'must be a path such as /api or an absolute URL')
    .default('/api'),
  SITE_ORIGIN: z.string().url().default('http://localhost:3000'),
});

export type StorefrontEnv = z.infer<typeof schema>;

export function loadStorefrontEnv(env: Record<string, string | undefined> = process.env): StorefrontEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid storefront configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  return parsed.data;
}

/** The API base a browser uses (same-origin prefix, rewritten by Next to API_ORIGIN). */
export const publicApiBase = process.env.NEXT_PUBLIC_API_BASE || '/api';
