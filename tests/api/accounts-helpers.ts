import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { contract } from '../../lib/api/contract';
import { rateEvents } from '../../server/db/schema';
import type { TestApi } from './harness';
import { ok } from './contract-calls';
import type { BodyOf } from '../../lib/api/contract/endpoint';

/* Shared by the accounts tests: codes are read from the outboxes of the app's DATA_DIR, as a person would. */

/** The client's `passwd`: crypto-js SHA-256 of the typed password, hex. */
export const passwd = (clear: string) => createHash('sha256').update(clear).digest('hex');

let ipCounter = 1;
/** A new client address per call by default, so the per-IP limits only bite where a test means them to. */
export const freshIp = () => {
  const n = ipCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
export const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });
export const auth = (token: string) => ({ token });

let mobileCounter = 0;
/** A mobile no other test of the process uses (the 60-s and daily rules are per mobile). */
export const freshMobile = () => `139${String(process.pid % 10000).padStart(4, '0')}${String(mobileCounter++).padStart(4, '0')}`;

export function readOutbox<T>(api: TestApi, file: string): T[] {
  const p = path.join(api.dataDir, file);
  if (!fs.existsSync(p)) return [];
  return fs
    .readFileSync(p, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}

/** A new image captcha and its answer from DATA_DIR/captcha-outbox.jsonl (CAPTCHA_PROVIDER=test). */
export async function captcha(api: TestApi, ip = freshIp()): Promise<{ imgCodeKey: string; imgCode: string; image: string }> {
  const d = ok(await api.call(contract.user.getImgCode, { body: {} }, from(ip)));
  const line = readOutbox<{ imgCodeKey: string; code: string }>(api, 'captcha-outbox.jsonl').find((l) => l.imgCodeKey === d.imgCodeKey);
  expect(line).toBeDefined();
  return { imgCodeKey: d.imgCodeKey, imgCode: line!.code, image: d.imagBash64 };
}

/** The latest code texted to a mobile, from DATA_DIR/sms-outbox.jsonl (console provider). */
export function lastSms(api: TestApi, mobile: string): string | undefined {
  return readOutbox<{ mobile: string; code: string }>(api, 'sms-outbox.jsonl')
    .filter((l) => l.mobile === mobile)
    .at(-1)?.code;
}

/** getMsgCode with a fresh captcha; returns the texted code. */
export async function sendCode(api: TestApi, mobile: string, scene: 'login' | 'register' | 'reset' = 'login', ip = freshIp()): Promise<string> {
  const c = await captcha(api, ip);
  ok(await api.call(contract.user.getMsgCode, { body: { mobile, type: 1, scene, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, from(ip)));
  return lastSms(api, mobile)!;
}

/** Moves the mobile's last SMS send out of the 60-s window (instead of sleeping). */
export async function skipResendWait(api: TestApi, mobile: string) {
  await api.database.db
    .update(rateEvents)
    .set({ at: sql`${rateEvents.at} - interval '61 seconds'` })
    .where(and(eq(rateEvents.bucket, 'sms:mobile:60s'), eq(rateEvents.subject, mobile)));
}

/** Registers (or logs in) a mobile by SMS and returns the login data. */
export async function smsLogin(api: TestApi, mobile = freshMobile(), extra: Partial<BodyOf<typeof contract.user.msgCodeLogin>> = {}) {
  const msgCode = await sendCode(api, mobile);
  const d = ok(
    await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode, ...extra } }, from(freshIp())),
  );
  return { ...d, mobile };
}
