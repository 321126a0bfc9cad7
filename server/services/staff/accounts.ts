import { randomBytes } from 'node:crypto';
import { asc, eq, or } from 'drizzle-orm';
import { STAFF_RULE_MSG, type EnrolLink, type StaffCreateInput, type StaffMemberView, type StaffStatus } from '../../../lib/api/contract/staff';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isUniqueViolation } from '../security/challenges';
import { hashToken } from '../sessions';
import { recordAudit } from './audit';
import { STAFF_MSG, type Actor, type StaffDeps } from './context';
import { checkGroupIds, groupsOf, replaceGroups } from './groups';
import { clearRecoveryCodes } from './recovery-codes';
import { revokeAllOf } from './sessions';

/*
 * Staff accounts. An account is made without a password: the person sets password and TOTP through a one-time
 * enrolment link (72 hours), which is shown once to whoever made the account. A lost phone: resetEnrolment clears
 * password, TOTP and recovery codes, ends the sessions and makes a new link.
 */
const ENROL_MS = 72 * 3600_000;

type StaffRow = typeof staffMembers.$inferSelect;

export const enrolUrl = (config: Pick<ApiConfig, 'PUBLIC_ORIGIN'>, token: string) =>
  `${config.PUBLIC_ORIGIN.replace(/\/$/, '')}/operator/enrol?token=${encodeURIComponent(token)}`;

function newEnrolment(config: Pick<ApiConfig, 'PUBLIC_ORIGIN'>) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ENROL_MS);
  return { token, columns: { enrolTokenHash: hashToken(token), enrolExpiresAt: expiresAt }, link: { url: enrolUrl(config, token), expiresAt: expiresAt.toISOString() } };
}

const isEnrolled = (r: StaffRow) => r.passwordHash !== null && r.totpEnabledAt !== null;

async function views(db: Db, rows: StaffRow[]): Promise<StaffMemberView[]> {
  const groups = await groupsOf(db, rows.map((r) => r.id));
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mobile: r.mobile,
    email: r.email,
    status: r.status as StaffStatus,
    enrolled: isEnrolled(r),
    enrolExpiresAt: r.enrolTokenHash && r.enrolExpiresAt && r.enrolExpiresAt.getTime() > now ? r.enrolExpiresAt.toISOString() : null,
    groups: groups.get(r.id)!.groups,
    permissions: groups.get(r.id)!.permissions,
    createdAt: r.createdAt.toISOString(),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  }));
}

export async function listStaff(db: Db): Promise<StaffMemberView[]> {
  return views(db, await db.select().from(staffMembers).orderBy(asc(staffMembers.id)));
}

export async function getStaff(db: Db, id: number): Promise<StaffMemberView> {
  const rows = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  if (!rows.length) throw new ApiError(STAFF_MSG.notFound);
  return (await views(db, rows))[0];
}

/** What the audit log keeps of a person: never a hash, a secret or a token. */
const auditFacts = (v: StaffMemberView) => ({ name: v.name, mobile: v.mobile, email: v.email, status: v.status, groups: v.groups.map((g) => g.name) });

async function refuseTaken(db: Db, mobile: string | undefined, email: string | undefined): Promise<void> {
  const taken = await db
    .select({ mobile: staffMembers.mobile, email: staffMembers.email })
    .from(staffMembers)
    .where(or(mobile ? eq(staffMembers.mobile, mobile) : undefined, email ? eq(staffMembers.email, email) : undefined));
  if (mobile && taken.some((t) => t.mobile === mobile)) throw new ApiError(STAFF_MSG.mobileTaken);
  if (email && taken.some((t) => t.email === email)) throw new ApiError(STAFF_MSG.emailTaken);
}

/** A new staff member in `groupIds`, and the enrolment link (its token is not kept: shown now or never). */
export async function createStaff(deps: StaffDeps, input: StaffCreateInput, actor: Actor): Promise<{ staff: StaffMemberView; enrolToken: string; enrol: EnrolLink }> {
  const { db } = deps;
  const mobile = input.mobile || undefined;
  const email = input.email?.toLowerCase() || undefined;
  if (!mobile && !email) throw new ApiError(STAFF_RULE_MSG.account);
  await checkGroupIds(db, input.groupIds);
  await refuseTaken(db, mobile, email);
  const enrolment = newEnrolment(deps.config);
  try {
    const staff = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffMembers)
        .values({ name: input.name, mobile: mobile ?? null, email: email ?? null, createdBy: actor.kind === 'staff' ? actor.id : null, ...enrolment.columns })
        .returning();
      await replaceGroups(tx, row.id, input.groupIds);
      const [view] = await views(tx, [row]);
      await recordAudit(tx, { actor, permission: 'staff', action: 'staff.create', entity: 'staff', entityId: row.id, after: auditFacts(view) });
      return view;
    });
    return { staff, enrolToken: enrolment.token, enrol: enrolment.link };
  } catch (err) {
    // Another account took the mobile or e-mail between the check and the insert.
    if (isUniqueViolation(err)) await refuseTaken(db, mobile, email);
    throw err;
  }
}

async function lockedRow(tx: Db, id: number): Promise<StaffRow> {
  const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  if (!row) throw new ApiError(STAFF_MSG.notFound);
  return row;
}

async function setStatus(deps: StaffDeps, id: number, status: StaffStatus, actor: Actor): Promise<StaffMemberView> {
  if (status === 'disabled' && actor.kind === 'staff' && actor.id === id) throw new ApiError(STAFF_MSG.selfDisable);
  return deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    const [before] = await views(tx, [row]);
    const [updated] = await tx.update(staffMembers).set({ status }).where(eq(staffMembers.id, id)).returning();
    const ended = status === 'disabled' ? await revokeAllOf(tx, id) : 0;
    const [after] = await views(tx, [updated]);
    await recordAudit(tx, {
      actor,
      permission: 'staff',
      action: status === 'disabled' ? 'staff.disable' : 'staff.enable',
      entity: 'staff',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
      detail: ended ? `结束会话 ${ended} 个` : undefined,
    });
    return after;
  });
}

/** Disabled: cannot log in, and every session ends at once. */
export const disableStaff = (deps: StaffDeps, id: number, actor: Actor) => setStatus(deps, id, 'disabled', actor);
export const enableStaff = (deps: StaffDeps, id: number, actor: Actor) => setStatus(deps, id, 'active', actor);

/** Replaces a person's groups; their permissions change with the next call they make. */
export async function setGroups(deps: StaffDeps, id: number, groupIds: number[], actor: Actor): Promise<StaffMemberView> {
  await checkGroupIds(deps.db, groupIds);
  return deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    const [before] = await views(tx, [row]);
    await replaceGroups(tx, id, groupIds);
    const [after] = await views(tx, [row]);
    await recordAudit(tx, {
      actor,
      permission: 'staff',
      action: 'staff.groups',
      entity: 'staff',
      entityId: id,
      before: { groups: before.groups.map((g) => g.name), permissions: before.permissions },
      after: { groups: after.groups.map((g) => g.name), permissions: after.permissions },
    });
    return after;
  });
}

/**
 * A new enrolment link for a person who lost their phone (or never used the first link): password, TOTP and
 * recovery codes are cleared and every session ends; until enrolled again the person cannot log in.
 */
export async function resetEnrolment(deps: StaffDeps, id: number, actor: Actor): Promise<{ staff: StaffMemberView; enrolToken: string; enrol: EnrolLink }> {
  const enrolment = newEnrolment(deps.config);
  const staff = await deps.db.transaction(async (tx) => {
    await lockedRow(tx, id);
    const [updated] = await tx
      .update(staffMembers)
      .set({ passwordHash: null, passwordSalt: null, totpSecretEnc: null, totpEnabledAt: null, totpLastStep: null, ...enrolment.columns })
      .where(eq(staffMembers.id, id))
      .returning();
    await clearRecoveryCodes(tx, id);
    const ended = await revokeAllOf(tx, id);
    await recordAudit(tx, { actor, permission: 'staff', action: 'staff.enrol.reset', entity: 'staff', entityId: id, detail: `清除密码与动态验证码，结束会话 ${ended} 个` });
    return (await views(tx, [updated]))[0];
  });
  return { staff, enrolToken: enrolment.token, enrol: enrolment.link };
}
