/**
 * Talking to the shop the way the storefront does: the typed client of lib/api/client.ts on the contract,
 * one client per origin (an API directly, or nginx's API tier). Codes come from the APIs' development
 * outboxes in their shared DATA_DIR (CAPTCHA_PROVIDER=test; getMsgCodeTest answers the SMS code).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createApiClient, type CallInput } from '../../lib/api/client';
import { contract } from '../../lib/api/contract';
import type { Endpoint } from '../../lib/api/contract/endpoint';
import { CAPTCHA_OUTBOX } from '../../server/providers/outbox';
import { sleep } from './processes';
import { OPERATOR_KEY } from './stack';

export type Envelope = { code: number; message: string; data: unknown; totalCount?: number | null };

/** One call; `ip` is the client address the call claims (X-Forwarded-For, read by the API as a trusted proxy's). */
export async function call<E extends Endpoint>(origin: string, ep: E, input: CallInput<E> = {}, opts: { token?: string; ip?: string; admin?: boolean } = {}) {
  const client = createApiClient({ baseURL: origin, getToken: () => opts.token ?? null, hardGuardMs: 30_000, timeoutMs: 30_000 });
  const headers: Record<string, string> = { ...input.headers };
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  if (opts.admin) headers['x-api-key'] = OPERATOR_KEY;
  const { envelope } = await client.exchange(ep, { ...input, headers });
  return envelope;
}

/** The data of a successful call; throws with the call's Chinese message otherwise. */
export async function must<E extends Endpoint>(origin: string, ep: E, input: CallInput<E> = {}, opts: Parameters<typeof call>[3] = {}) {
  const env = await call(origin, ep, input, opts);
  if (env.code !== 1 || env.data === null) throw new Error(`${ep.title} (${origin}): code ${env.code} ${env.message}`);
  return env.data;
}

/** The answer of a captcha, read from the outbox the API wrote it to. */
export async function captchaAnswer(dataDir: string, key: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const text = fs.existsSync(path.join(dataDir, CAPTCHA_OUTBOX)) ? fs.readFileSync(path.join(dataDir, CAPTCHA_OUTBOX), 'utf8') : '';
    const line = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { imgCodeKey: string; code: string })
      .find((l) => l.imgCodeKey === key);
    if (line) return line.code;
    await sleep(100);
  }
  throw new Error(`captcha ${key} not found in ${CAPTCHA_OUTBOX}`);
}

/** A fresh captcha from `origin` with its answer. */
export async function captcha(origin: string, dataDir: string, ip: string) {
  const { imgCodeKey } = await must(origin, contract.user.getImgCode, {}, { ip });
  return { imgCodeKey, imgCode: await captchaAnswer(dataDir, imgCodeKey) };
}

/** A mobile of the run: 139 + 8 digits from the clock and a counter, so runs and checks never share one. */
let counter = 0;
export const newMobile = () => `139${String((Date.now() % 1_000_000) * 100 + (counter++ % 100)).padStart(8, '0').slice(-8)}`;

/** A test address per check (TEST-NET-2), so the per-IP limits of one check never touch another. */
export const testIp = (n: number) => `198.51.100.${n}`;

/** SMS login (registering the mobile) on one API: captcha, getMsgCodeTest, msgCodeLogin. */
export async function smsLogin(origin: string, dataDir: string, mobile: string, ip: string) {
  const cap = await captcha(origin, dataDir, ip);
  const { msgCode } = await must(origin, contract.security.getMsgCodeTest, { body: { mobile, scene: 'login', ...cap } }, { ip });
  return must(origin, contract.user.msgCodeLogin, { body: { mobile, msgCode } }, { ip });
}
