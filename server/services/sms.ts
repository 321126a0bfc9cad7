import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SMS_SCENES } from '../../lib/api/contract/user';
import type { Db } from '../db/client';
import { smsCodes } from '../db/schema';
import type { AppDeps, RequestCtx } from '../http/context';
import { ApiError } from '../http/errors';
import { SmsSendError } from '../providers/sms';
import { consumeCaptcha } from './captcha';
import { release, take } from './rate-limit';
import { limitOf, RATE_RULES } from './rate-rules';
import { findUserByMobile } from './users';
import { findBindableScene } from './wechat-scenes';

/** The public scenes of getMsgCode, and the phone change of the security page (codes to the old and the new number). */
export type SmsScene = (typeof SMS_SCENES)[number] | 'phone-old' | 'phone-new';

const LIFE_MS = 5 * 60_000;
export const SMS_MAX_WRONG = 5;

export const SMS_MSG = {
  invalid: '验证码已失效，请重新获取',
  wrong: '验证码错误，请重新输入',
  tooMany: '验证码错误次数过多，请重新获取',
  resend: (s: number) => `请${s}秒后再试`,
  dailyMobile: '该手机号今日获取验证码次数已达上限，请明天再试',
  dailyIp: '今日获取验证码次数过多，请明天再试',
  notRegistered: '该手机号未注册',
  bindKey: '绑定凭证已失效，请重新扫码',
} as const;

/** sha256(mobile:scene:code): the table never holds a code in clear. */
const codeHash = (mobile: string, scene: string, code: string) => createHash('sha256').update(`${mobile}:${scene}:${code}`).digest('hex');

export interface SendInput {
  mobile: string;
  scene: SmsScene;
  imgCode?: string;
  imgCodeKey?: string;
  key?: string;
}

/**
 * getMsgCode. Order matters: the proof (image captcha, or the WeChat bind key) comes first, so the limits
 * below cannot be probed without one ("请N秒后再试" would tell that someone asked for that mobile).
 */
export async function sendSmsCode(deps: AppDeps, input: SendInput, ctx: RequestCtx): Promise<null> {
  await proveAndSend(deps, input, ctx);
  return null;
}

/** getMsgCode's checks and send; answers the code (for getMsgCodeTest only — getMsgCode never returns it). */
export async function proveAndSend(deps: AppDeps, input: SendInput, ctx: RequestCtx): Promise<string> {
  const { db } = deps;
  if (input.scene === 'bind') {
    if (!(await findBindableScene(db, input.key))) throw new ApiError(SMS_MSG.bindKey);
  } else {
    await consumeCaptcha(deps, input.imgCodeKey, input.imgCode);
  }
  // Password reset only for a registered mobile (the captcha above keeps this from being an enumeration tool).
  if (input.scene === 'reset' && !(await findUserByMobile(db, input.mobile))) throw new ApiError(SMS_MSG.notRegistered);
  return issueSmsCode(deps, input.mobile, input.scene, ctx);
}

/**
 * Texts a new code for (mobile, scene) under the resend and daily limits, after the caller has checked the
 * proof (captcha, bind key, session); returns the code (getMsgCodeTest hands it to QA on the console provider).
 */
export async function issueSmsCode(deps: AppDeps, mobile: string, scene: SmsScene, ctx: RequestCtx): Promise<string> {
  const { db, config, providers } = deps;
  const input = { mobile, scene };

  // Rolling windows: the resend window (60 s unless configured) and 24 h (rate-rules.ts).
  const ticket = await take(db, [
    limitOf(RATE_RULES.smsResend, input.mobile, SMS_MSG.resend, config),
    limitOf(RATE_RULES.smsPerMobile, input.mobile, () => SMS_MSG.dailyMobile, config),
    limitOf(RATE_RULES.smsPerIp, ctx.ip, () => SMS_MSG.dailyIp, config),
  ]);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await providers.sms.sendCode(input.mobile, code);
  } catch (err) {
    // Not sent: nothing is stored, and the quota is given back so the person can retry at once.
    await release(db, ticket);
    if (err instanceof SmsSendError) throw new ApiError(err.message);
    throw err;
  }
  // A new code replaces the previous one of the same mobile and scene.
  await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, input.scene), isNull(smsCodes.usedAt)));
  await db.insert(smsCodes).values({
    mobile: input.mobile,
    purpose: input.scene,
    codeHash: codeHash(input.mobile, input.scene, code),
    expiresAt: new Date(Date.now() + LIFE_MS),
    ip: ctx.ip,
  });
  return code;
}

/**
 * Checks and consumes the latest code of the mobile for one of `scenes`. A wrong code counts a try; the
 * fifth wrong try kills the code (a new one must be requested). Throws a Chinese message on failure.
 */
export async function verifySmsCode(db: Db, mobile: string, scenes: SmsScene[], code: string): Promise<void> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), inArray(smsCodes.purpose, scenes), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new ApiError(SMS_MSG.invalid);
  if (row.attempts >= SMS_MAX_WRONG) throw new ApiError(SMS_MSG.tooMany);
  const given = Buffer.from(codeHash(mobile, row.purpose, code.trim()), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
    const [after] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id))
      .returning({ attempts: smsCodes.attempts });
    throw new ApiError(after && after.attempts >= SMS_MAX_WRONG ? SMS_MSG.tooMany : SMS_MSG.wrong);
  }
  // Single use: of two simultaneous submissions of the same code, only one consumes it.
  const [used] = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt), sql`${smsCodes.attempts} < ${SMS_MAX_WRONG}`))
    .returning({ id: smsCodes.id });
  if (!used) throw new ApiError(SMS_MSG.invalid);
}
