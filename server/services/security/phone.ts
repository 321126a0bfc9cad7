import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps, RequestCtx } from '../../http/context';
import { ApiError } from '../../http/errors';
import { maskMobile } from '../../providers/outbox';
import { currentUser } from '../auth';
import { consumeCaptcha } from '../captcha';
import { issueSmsCode, verifySmsCode } from '../sms';
import { findUserByMobile } from '../users';
import { checkChallenge, createChallenge, isUniqueViolation } from './challenges';

export const PHONE_MSG = {
  noMobile: '当前账号未绑定手机号',
  ticket: '原手机号验证已失效，请重新验证原手机号',
  ticketTooMany: '原手机号验证已失效，请重新验证原手机号',
  same: '新手机号不能与原手机号相同',
  taken: '该手机号已被其他账号绑定，请更换手机号',
} as const;

/** The proof that the old phone answered stays valid this long (for the new number's code and the change). */
const TICKET_LIFE_MS = 10 * 60_000;
const ticketMessages = { invalid: PHONE_MSG.ticket, wrong: PHONE_MSG.ticket, tooMany: PHONE_MSG.ticketTooMany };

async function ownMobile(deps: AppDeps, ctx: RequestCtx) {
  const user = await currentUser(deps, ctx);
  if (!user.mobile) throw new ApiError(PHONE_MSG.noMobile);
  return { user, mobile: user.mobile };
}

/** Step 1: a code to the bound (old) number — the image captcha and the SMS limits of login apply. */
export async function sendOldPhoneCode(deps: AppDeps, body: { imgCode: string; imgCodeKey: string }, ctx: RequestCtx): Promise<null> {
  const { mobile } = await ownMobile(deps, ctx);
  await consumeCaptcha(deps, body.imgCodeKey, body.imgCode);
  await issueSmsCode(deps, mobile, 'phone-old', ctx);
  return null;
}

/** Step 2: the old number's code gives a ticket (random, stored hashed, 10 minutes). */
export async function verifyOldPhone(deps: AppDeps, body: { msgCode: string }, ctx: RequestCtx): Promise<{ ticket: string }> {
  const { user, mobile } = await ownMobile(deps, ctx);
  await verifySmsCode(deps.db, mobile, ['phone-old'], body.msgCode);
  const ticket = randomBytes(24).toString('base64url');
  await createChallenge(deps.db, { userId: user.id, kind: 'phone', target: mobile, secret: ticket, lifeMs: TICKET_LIFE_MS });
  return { ticket };
}

async function checkNewMobile(deps: AppDeps, userId: number, oldMobile: string, mobile: string) {
  if (mobile === oldMobile) throw new ApiError(PHONE_MSG.same);
  const holder = await findUserByMobile(deps.db, mobile);
  if (holder && holder.id !== userId) throw new ApiError(PHONE_MSG.taken);
}

/** Step 3: with the ticket, a code to the new number (captcha first, so the "taken" answer cannot be farmed). */
export async function sendNewPhoneCode(deps: AppDeps, body: { ticket: string; mobile: string; imgCode: string; imgCodeKey: string }, ctx: RequestCtx): Promise<null> {
  const { user, mobile } = await ownMobile(deps, ctx);
  await consumeCaptcha(deps, body.imgCodeKey, body.imgCode);
  await checkChallenge(deps.db, { userId: user.id, kind: 'phone', target: mobile, secret: body.ticket, consume: false }, ticketMessages);
  await checkNewMobile(deps, user.id, mobile, body.mobile);
  await issueSmsCode(deps, body.mobile, 'phone-new', ctx);
  return null;
}

/** Step 4: the new number's code and the ticket move the account to the new number. */
export async function changePhone(deps: AppDeps, body: { ticket: string; mobile: string; msgCode: string }, ctx: RequestCtx): Promise<{ mobile: string }> {
  const { user, mobile } = await ownMobile(deps, ctx);
  await checkChallenge(deps.db, { userId: user.id, kind: 'phone', target: mobile, secret: body.ticket, consume: false }, ticketMessages);
  await checkNewMobile(deps, user.id, mobile, body.mobile);
  await verifySmsCode(deps.db, body.mobile, ['phone-new'], body.msgCode);
  await checkChallenge(deps.db, { userId: user.id, kind: 'phone', target: mobile, secret: body.ticket, consume: true }, ticketMessages);
  try {
    const [moved] = await deps.db
      .update(users)
      .set({ mobile: body.mobile })
      .where(and(eq(users.id, user.id), eq(users.mobile, mobile)))
      .returning({ id: users.id });
    if (!moved) throw new ApiError(PHONE_MSG.ticket);
  } catch (err) {
    // Another account registered the number between the check and the write: the unique index decides.
    if (isUniqueViolation(err)) throw new ApiError(PHONE_MSG.taken);
    throw err;
  }
  deps.logger.info({ userId: user.id, from: maskMobile(mobile), to: maskMobile(body.mobile) }, 'bound mobile changed');
  return { mobile: maskMobile(body.mobile) };
}
