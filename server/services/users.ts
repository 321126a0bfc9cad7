import { eq } from 'drizzle-orm';
import type { LoginResult, UserInfo } from '../../lib/api/contract/user';
import { isEmail } from '../../lib/validation';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { RequestCtx } from '../http/context';
import { ApiError } from '../http/errors';
import { maskMobile } from '../providers/outbox';
import { createSession } from './sessions';
import { creditSignupBonus } from './points/rewards';

export type UserRow = typeof users.$inferSelect;

export const USER_MSG = {
  disabled: '账号已停用，请联系客服',
} as const;

/** SPEC §3 user info. userName mirrors nickName (empty → the storefront shows '惊鸿而过'); the mobile is masked. */
export function toUserInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    nickName: u.nickName,
    userName: u.nickName,
    mobile: u.mobile ? maskMobile(u.mobile) : null,
    email: u.email,
    avatar: u.avatar,
    status: u.authStatus,
    orgName: u.orgName,
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row ?? null;
}

export async function findUserByOpenId(db: Db, openId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.wechatOpenId, openId));
  return row ?? null;
}

/** The password tab's account: a mobile or an e-mail (stored lower-case). */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(isEmail(account) ? eq(users.email, account.toLowerCase()) : eq(users.mobile, account));
  return row ?? null;
}

/** A referrer's mobile is kept only when it is a plausible, different mobile; anything else is ignored, not refused. */
export const referrer = (recommendMobile: string | undefined, own: string) =>
  recommendMobile && /^1\d{10}$/.test(recommendMobile) && recommendMobile !== own ? recommendMobile : null;

/**
 * Registers a mobile, or returns the user who registered it a moment ago (two first logins at once:
 * the unique index on mobile decides, the loser reads the winner's row).
 */
export async function createUserForMobile(db: Db, values: Omit<typeof users.$inferInsert, 'id'> & { mobile: string }): Promise<UserRow> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  if (created) {
    await creditSignupBonus(db, created.id);
    return created;
  }
  const existing = await findUserByMobile(db, values.mobile);
  if (!existing) throw new ApiError('注册失败，请重试');
  return existing;
}

/** Opens a session for a user who has proved who they are. */
export async function loginUser(db: Db, user: UserRow, expireMinutes: number, ctx: RequestCtx): Promise<LoginResult> {
  if (user.status !== 1) throw new ApiError(USER_MSG.disabled);
  const token = await createSession(db, user.id, expireMinutes, { ip: ctx.ip, userAgent: ctx.userAgent });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { token, userInfo: toUserInfo(user) };
}
