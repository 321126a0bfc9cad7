import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionView } from '../../../lib/api/contract/security';
import { sessions } from '../../db/schema';
import type { AppDeps, RequestCtx } from '../../http/context';
import { ApiError } from '../../http/errors';

export const SESSION_MSG = {
  notFound: '登录设备不存在或已退出',
  current: '这是当前设备，请使用"退出登录"',
} as const;

const liveOf = (userId: number) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** The user's live sessions, the current one first, then by last use. */
export async function listSessions(deps: AppDeps, ctx: RequestCtx): Promise<SessionView[]> {
  const { userId, sessionId } = ctx.user!;
  const rows = await deps.db.select().from(sessions).where(liveOf(userId)).orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.id));
  return rows
    .map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: (r.lastSeenAt ?? r.createdAt).toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      ip: r.lastIp ?? r.ip,
      userAgent: r.userAgent || null,
      current: r.id === sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's other sessions; another user's id (or a dead one) is "not found" and changes nothing. */
export async function revokeOne(deps: AppDeps, id: number, ctx: RequestCtx): Promise<null> {
  const { userId, sessionId } = ctx.user!;
  if (id === sessionId) throw new ApiError(SESSION_MSG.current);
  const [done] = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), liveOf(userId)))
    .returning({ id: sessions.id });
  if (!done) throw new ApiError(SESSION_MSG.notFound);
  return null;
}

/** 退出其他设备: every live session of the user but this one. */
export async function revokeOthers(deps: AppDeps, ctx: RequestCtx): Promise<{ revoked: number }> {
  const { userId, sessionId } = ctx.user!;
  const done = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(liveOf(userId), ne(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return { revoked: done.length };
}
