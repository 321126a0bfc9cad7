import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LoginResult, UserInfo } from '../../lib/api/contract/user';
import { sessions, users } from '../db/schema';
import type { AppDeps, RequestCtx } from '../http/context';
import { ApiError, sessionInvalid } from '../http/errors';
import { consumeCaptcha } from './captcha';
import { hashPassword, verifyPassword } from './passwords';
import { forget, take } from './rate-limit';
import { limitOf, RATE_RULES } from './rate-rules';
import { revokeSession } from './sessions';
import { verifySmsCode } from './sms';
import { createUserForMobile, findUserByAccount, findUserById, findUserByMobile, loginUser, referrer, toUserInfo, type UserRow } from './users';

export const AUTH_MSG = {
  badCredentials: '账号或密码错误',
  locked: '账号已锁定，请15分钟后再试',
  notRegistered: '该手机号未注册',
  codeForChange: '修改密码需要短信验证码，请先获取验证码',
} as const;

/** At most five password checks per account in any 15 minutes, successes included (rate-rules.ts). */
const LOCK_RULE = RATE_RULES.passwordChecks;

/**
 * The lockout's counter key: a known account is counted per person (its mobile and its e-mail share the
 * five checks), an unknown one per account text. Both live in rate_events, so both lock the same way.
 */
const lockSubject = (userId: number | null, account: string) => (userId !== null ? `user:${userId}` : `account:${account}`);

/** Claims one of the user's five password checks per 15 minutes (shared by login and the password change). */
export const claimPasswordCheck = (deps: AppDeps, userId: number | null, account: string) =>
  take(deps.db, [limitOf(LOCK_RULE, lockSubject(userId, account), () => AUTH_MSG.locked)]);

/**
 * Password tab. Every password check first claims one of the account's five checks per 15 minutes, in one
 * transaction under an advisory lock (rate-limit `take`), so parallel tries and other API processes cannot
 * slip past the count; the hash is compared only after the claim. A success does not give checks back
 * (else 20 parallel tries with the right one among them would get 20 checks); setting a new password by
 * SMS code clears them, and SMS login is never locked. No account enumeration: an unknown account, an
 * account without a password (registered by SMS) and a wrong password claim a check, spend one scrypt
 * and give the same answer.
 */
export async function accountLogin(
  deps: AppDeps,
  body: { account: string; passwd: string; imgCode: string; imgCodeKey: string; expireTime: number },
  ctx: RequestCtx,
): Promise<LoginResult> {
  const { db } = deps;
  await consumeCaptcha(deps, body.imgCodeKey, body.imgCode);
  const account = body.account.toLowerCase();
  const user = await findUserByAccount(db, account);
  await claimPasswordCheck(deps, user?.id ?? null, account);
  const matches = await verifyPassword(body.passwd, user?.passwordHash ?? null, user?.passwordSalt ?? null);
  if (!user || !matches) throw new ApiError(AUTH_MSG.badCredentials);
  return loginUser(db, user, body.expireTime, ctx);
}

/** Password-free tab: the SMS code proves the phone; a new mobile is registered on the spot (SPEC §2). */
export async function smsLogin(deps: AppDeps, body: { mobile: string; msgCode: string; recommendMobile?: string; expireTime: number }, ctx: RequestCtx): Promise<LoginResult> {
  const { db } = deps;
  await verifySmsCode(db, body.mobile, ['login', 'register'], body.msgCode);
  // nickName stays empty: the storefront shows its fallback '惊鸿而过' (SPEC §3), and no digits of the
  // phone appear in a header on a shared screen. The person can set a name in the personal centre.
  const user =
    (await findUserByMobile(db, body.mobile)) ??
    (await createUserForMobile(db, { mobile: body.mobile, nickName: '', recommendMobile: referrer(body.recommendMobile, body.mobile) }));
  return loginUser(db, user, body.expireTime, ctx);
}

export async function logout(deps: AppDeps, ctx: RequestCtx): Promise<null> {
  if (ctx.token) await revokeSession(deps.db, ctx.token);
  return null;
}

export async function storePassword(deps: AppDeps, userId: number, passwd: string): Promise<void> {
  const { hash, salt } = await hashPassword(passwd);
  await deps.db.update(users).set({ passwordHash: hash, passwordSalt: salt }).where(eq(users.id, userId));
  // A new password also lifts a lock: the person has just proved the phone.
  await forget(deps.db, LOCK_RULE.bucket, lockSubject(userId, ''));
}

/** Revokes the user's live sessions, except `keepSessionId` (the one making the change, if any). */
export async function revokeSessionsOf(deps: AppDeps, userId: number, keepSessionId?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
}

/** Forgotten password: an SMS code of scene reset, then every session of the user ends (a thief's too). */
export async function forgetPasswd(deps: AppDeps, body: { mobile: string; msgCode: string; passwd: string }): Promise<null> {
  await verifySmsCode(deps.db, body.mobile, ['reset'], body.msgCode);
  const user = await findUserByMobile(deps.db, body.mobile);
  if (!user) throw new ApiError(AUTH_MSG.notRegistered);
  await storePassword(deps, user.id, body.passwd);
  await revokeSessionsOf(deps, user.id);
  return null;
}

/**
 * Set or change the password of the logged-in user. A first password (account made by SMS or WeChat)
 * needs only the session; changing an existing one also needs an SMS code (scene reset) to the user's
 * own mobile, so a borrowed session cannot take the account over. Other sessions end.
 */
export async function setPasswd(deps: AppDeps, body: { passwd: string; msgCode?: string }, ctx: RequestCtx): Promise<null> {
  const user = await currentUser(deps, ctx);
  if (user.passwordHash) {
    if (!body.msgCode || !user.mobile) throw new ApiError(AUTH_MSG.codeForChange);
    await verifySmsCode(deps.db, user.mobile, ['reset'], body.msgCode);
  }
  await storePassword(deps, user.id, body.passwd);
  await revokeSessionsOf(deps, user.id, ctx.user!.sessionId);
  return null;
}

/** The session's user; a session whose user has gone or been disabled is treated as invalid (code -1). */
export async function currentUser(deps: AppDeps, ctx: RequestCtx): Promise<UserRow> {
  const user = ctx.user ? await findUserById(deps.db, ctx.user.userId) : null;
  if (!user || user.status !== 1) throw sessionInvalid();
  return user;
}

export async function selectUser(deps: AppDeps, ctx: RequestCtx): Promise<UserInfo> {
  return toUserInfo(await currentUser(deps, ctx));
}
