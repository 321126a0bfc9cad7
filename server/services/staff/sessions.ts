import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Permission, StaffSessionView } from '../../../lib/api/contract/staff';
import type { Db } from '../../db/client';
import { staffMembers, staffSessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { hashToken } from '../sessions';
import { recordAudit } from './audit';
import { STAFF_MSG, type Actor, type RequestMeta, type StaffDeps } from './context';
import { permissionsOf } from './groups';

/*
 * Staff sessions: a random token (only its sha256 stored), dead 12 hours after the login whatever happens, and
 * dead after 30 minutes without use. Use refreshes last_seen_at, at most every 30 s (not one write per call).
 * A disabled person's sessions are dead at once (checked on every resolve, and revoked when disabling).
 */
export const STAFF_SESSION = { absoluteMs: 12 * 3600_000, idleMs: 30 * 60_000, seenEveryMs: 30_000 } as const;

export interface StaffSession {
  staffId: number;
  name: string;
  permissions: Set<Permission>;
  sessionId: number;
}

const live = (now: Date) =>
  and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_SESSION.idleMs)));

/** A new session after a passed second factor (inside the login's transaction); the plain token is returned once. */
export async function createStaffSession(tx: Db, staffId: number, meta: RequestMeta, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION.absoluteMs);
  await tx.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip?.slice(0, 100),
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/** The live session of a token with the person's current permissions, or null (unknown, revoked, idle, expired, disabled). */
export async function resolveStaffSession(db: Db, token: string | null | undefined): Promise<StaffSession | null> {
  if (!token) return null;
  const now = new Date();
  const [row] = await db
    .select({ sessionId: staffSessions.id, staffId: staffSessions.staffId, lastSeenAt: staffSessions.lastSeenAt, name: staffMembers.name })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), live(now), eq(staffMembers.status, 'active')));
  if (!row) return null;
  if (row.lastSeenAt.getTime() < now.getTime() - STAFF_SESSION.seenEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(and(eq(staffSessions.id, row.sessionId), lt(staffSessions.lastSeenAt, now)));
  }
  return { staffId: row.staffId, name: row.name, permissions: new Set(await permissionsOf(db, row.staffId)), sessionId: row.sessionId };
}

async function sessionViews(db: Db, staffId?: number): Promise<StaffSessionView[]> {
  const now = new Date();
  const rows = await db
    .select({ s: staffSessions, staffName: staffMembers.name })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(live(now), eq(staffMembers.status, 'active'), staffId === undefined ? undefined : eq(staffSessions.staffId, staffId)))
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.id));
  return rows.map(({ s, staffName }) => ({
    id: s.id,
    staffId: s.staffId,
    staffName,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: new Date(Math.min(s.expiresAt.getTime(), s.lastSeenAt.getTime() + STAFF_SESSION.idleMs)).toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
  }));
}

/** One person's live sessions, the latest used first. */
export const listSessions = (db: Db, staffId: number) => sessionViews(db, staffId);
/** Every live staff session (for those who manage staff). */
export const listAllSessions = (db: Db) => sessionViews(db);

/**
 * Ends one session. `ownerId`: only if it is that person's (a person ending their own sessions); without it, any
 * (someone managing staff).
 */
export async function revokeSession(deps: StaffDeps, sessionId: number, actor: Actor, ownerId?: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt), ownerId === undefined ? undefined : eq(staffSessions.staffId, ownerId)))
      .returning({ staffId: staffSessions.staffId });
    if (!row) throw new ApiError(STAFF_MSG.sessionNotFound);
    await recordAudit(tx, { actor, permission: ownerId === undefined ? 'staff' : null, action: 'staff.session.revoke', entity: 'staff_session', entityId: sessionId, detail: `员工 #${row.staffId} 的会话` });
  });
}

/** Ends every session of a person (disabled, enrolment reset); inside the change's transaction. Returns how many. */
export async function revokeAllOf(tx: Db, staffId: number): Promise<number> {
  const rows = await tx
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** Logging out: the token's session ends. Unknown or already ended: nothing to do. */
export async function logout(deps: StaffDeps, token: string | null | undefined, meta: RequestMeta = {}): Promise<void> {
  if (!token) return;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id, staffId: staffSessions.staffId });
    if (!row) return;
    const [who] = await tx.select({ name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, row.staffId));
    const actor: Actor = { kind: 'staff', id: row.staffId, name: who?.name ?? '', ip: meta.ip, requestId: meta.requestId };
    await recordAudit(tx, { actor, action: 'staff.logout', entity: 'staff_session', entityId: row.id });
  });
}
