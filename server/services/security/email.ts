import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps, RequestCtx } from '../../http/context';
import { ApiError } from '../../http/errors';
import { MailSendError } from '../../providers/mail';
import { currentUser } from '../auth';
import { release, take } from '../rate-limit';
import { limitOf, RATE_RULES } from '../rate-rules';
import { findUserByAccount } from '../users';
import { checkChallenge, createChallenge, isUniqueViolation } from './challenges';

export const EMAIL_CODE_MINUTES = 10;

export const EMAIL_MSG_API = {
  already: '该邮箱已绑定当前账号',
  taken: '该邮箱已被其他账号绑定，请更换邮箱',
  invalid: '邮箱验证码已失效，请重新获取',
  wrong: '邮箱验证码错误，请重新输入',
  tooMany: '邮箱验证码错误次数过多，请重新获取',
  resend: (s: number) => `请${s}秒后再试`,
  dailyAddress: '该邮箱今日获取验证码次数已达上限，请明天再试',
  dailyUser: '今日获取邮箱验证码次数过多，请明天再试',
} as const;

async function checkFree(deps: AppDeps, userId: number, email: string) {
  const holder = await findUserByAccount(deps.db, email);
  if (holder && holder.id === userId) throw new ApiError(EMAIL_MSG_API.already);
  if (holder) throw new ApiError(EMAIL_MSG_API.taken);
}

/**
 * A 6-digit code mailed to the address to bind (10 minutes, 5 wrong tries), under the SMS resend rules:
 * one per address per SMS_RESEND_SECONDS, SMS_DAILY_CAP_PER_MOBILE per address and per user a day.
 */
export async function sendEmailCode(deps: AppDeps, body: { email: string }, ctx: RequestCtx): Promise<null> {
  const { db, config, providers } = deps;
  const user = await currentUser(deps, ctx);
  await checkFree(deps, user.id, body.email);
  const ticket = await take(db, [
    limitOf(RATE_RULES.mailResend, body.email, EMAIL_MSG_API.resend, config),
    limitOf(RATE_RULES.mailPerAddress, body.email, () => EMAIL_MSG_API.dailyAddress, config),
    limitOf(RATE_RULES.mailPerUser, String(user.id), () => EMAIL_MSG_API.dailyUser, config),
  ]);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await providers.mail.sendCode({ to: body.email, code, minutes: EMAIL_CODE_MINUTES });
  } catch (err) {
    await release(db, ticket);
    if (err instanceof MailSendError) throw new ApiError(err.message);
    throw err;
  }
  await createChallenge(db, { userId: user.id, kind: 'email', target: body.email, secret: code, lifeMs: EMAIL_CODE_MINUTES * 60_000 });
  return null;
}

/** Binds (or replaces) the account's e-mail with the code; an address belongs to one account only. */
export async function bindEmail(deps: AppDeps, body: { email: string; code: string }, ctx: RequestCtx): Promise<{ email: string }> {
  const user = await currentUser(deps, ctx);
  await checkFree(deps, user.id, body.email);
  await checkChallenge(deps.db, { userId: user.id, kind: 'email', target: body.email, secret: body.code, consume: true }, EMAIL_MSG_API);
  try {
    await deps.db.update(users).set({ email: body.email }).where(eq(users.id, user.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(EMAIL_MSG_API.taken);
    throw err;
  }
  return { email: body.email };
}
