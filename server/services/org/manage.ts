import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { isCreditCode } from '../../../lib/validation';
import { addMemberRefusal, ORG_STATUS, type OrgRole, type OrgStatus } from '../../../lib/api/contract/org';
import type { Db } from '../../db/client';
import { orgMemberships, organisations } from '../../db/schema';
import { reject } from '../../http/errors';
import { escapeLike } from '../brands';
import { createUserForMobile, findUserByMobile } from '../users';
import { afterDisable, ensureCurrent, makeCurrent, ORG_ERR, requireAdmin } from './membership';
import { memberById, organizationInfo } from './views';

/** Join requests one person may have waiting at once. */
const MAX_PENDING_JOINS = 5;
const SEARCH_LIMIT = 20;

/** 9144********1234: enough to tell two branches apart, not the whole code. */
export const maskCode = (code: string) => `${code.slice(0, 4)}${'*'.repeat(code.length - 8)}${code.slice(-4)}`;

/** code/org/search: verified organisations only, by name (contains) or by their exact credit code. */
export async function searchOrgs(db: Db, kw: string) {
  const code = kw.normalize('NFKC').toUpperCase();
  const rows = await db
    .select({ id: organisations.id, name: organisations.name, creditCode: organisations.creditCode })
    .from(organisations)
    .where(and(eq(organisations.status, ORG_STATUS.verified), or(ilike(organisations.name, `%${escapeLike(kw)}%`), isCreditCode(code) ? eq(organisations.creditCode, code) : undefined)))
    .orderBy(asc(organisations.name))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, creditCode: maskCode(r.creditCode) }));
}

async function membershipOf(db: Db, orgId: number, userId: number) {
  const [m] = await db
    .select()
    .from(orgMemberships)
    .where(and(eq(orgMemberships.orgId, orgId), eq(orgMemberships.userId, userId)));
  return m ?? null;
}

/** joinEnterprise: a request (待审核, role 仅查看 until an admin decides) to a verified organisation. */
export async function joinOrg(db: Db, userId: number, orgId: number, dept: string | undefined) {
  const [o] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, orgId), eq(organisations.status, ORG_STATUS.verified)));
  if (!o) throw reject(ORG_ERR.orgNotFound);
  const m = await membershipOf(db, orgId, userId);
  if (m?.status === 'active') throw reject(ORG_ERR.alreadyMember);
  if (m?.status === 'pending') throw reject(ORG_ERR.joinPending);
  if (m?.status === 'disabled') throw reject(ORG_ERR.joinDisabled);
  const [{ n }] = await db
    .select({ n: count() })
    .from(orgMemberships)
    .where(and(eq(orgMemberships.userId, userId), eq(orgMemberships.status, 'pending')));
  if (n >= MAX_PENDING_JOINS) throw reject(ORG_ERR.tooManyRequests);
  await db.insert(orgMemberships).values({ orgId, userId, role: 'viewer', status: 'pending', dept: dept ?? null }).onConflictDoNothing();
  return organizationInfo(db, userId);
}

/** userInfo/change/org: the caller acts for another organisation of theirs (an active membership). */
export async function changeOrg(db: Db, userId: number, orgId: number) {
  const m = await membershipOf(db, orgId, userId);
  if (!m || m.status !== 'active') throw reject(ORG_ERR.notMember);
  await makeCurrent(db, userId, m.id);
  return organizationInfo(db, userId);
}

/**
 * 新增子账号: an admin of a verified organisation adds a person by mobile. A new mobile becomes an account
 * (they log in by SMS code); an existing one is added as it is. A waiting join request of that person is
 * approved with the role.
 */
export async function addMember(db: Db, adminId: number, body: { mobile: string; role: OrgRole; dept?: string }) {
  const { o } = await requireAdmin(db, adminId);
  const refusal = addMemberRefusal(o.status as OrgStatus);
  if (refusal) throw reject(refusal);
  const user = (await findUserByMobile(db, body.mobile)) ?? (await createUserForMobile(db, { mobile: body.mobile, nickName: '' }));
  const existing = await membershipOf(db, o.id, user.id);
  if (existing && existing.status !== 'pending') throw reject(ORG_ERR.memberExists);
  const id = existing
    ? (await db.update(orgMemberships).set({ status: 'active', role: body.role, dept: body.dept ?? existing.dept, updatedAt: new Date() }).where(eq(orgMemberships.id, existing.id)).returning())[0].id
    : (await db.insert(orgMemberships).values({ orgId: o.id, userId: user.id, role: body.role, status: 'active', dept: body.dept ?? null }).returning())[0].id;
  await ensureCurrent(db, user.id);
  return memberById(db, id, adminId);
}

/** A membership of the admin's current organisation; another organisation's id is "not found". */
async function memberOfMyOrg(db: Db, adminId: number, membershipId: number) {
  const { o } = await requireAdmin(db, adminId);
  const [m] = await db
    .select()
    .from(orgMemberships)
    .where(and(eq(orgMemberships.id, membershipId), eq(orgMemberships.orgId, o.id)));
  if (!m) throw reject(ORG_ERR.memberNotFound);
  return m;
}

/** Role, department, and 停用 / 启用 of a member (not of oneself: an organisation always keeps its admin). */
export async function updateMember(db: Db, adminId: number, membershipId: number, body: { role?: OrgRole; dept?: string | null; enabled?: boolean }) {
  const m = await memberOfMyOrg(db, adminId, membershipId);
  if (m.status === 'pending') throw reject(ORG_ERR.stillPending);
  const changesSelf = body.role !== undefined || body.enabled !== undefined;
  if (m.userId === adminId && changesSelf) throw reject(ORG_ERR.self);
  const status = body.enabled === undefined ? m.status : body.enabled ? 'active' : 'disabled';
  await db
    .update(orgMemberships)
    .set({ role: body.role ?? m.role, dept: body.dept === undefined ? m.dept : body.dept, status, isCurrent: status === 'disabled' ? false : m.isCurrent, updatedAt: new Date() })
    .where(eq(orgMemberships.id, m.id));
  if (status === 'disabled' && m.status !== 'disabled') await afterDisable(db, m.userId);
  if (status === 'active' && m.status === 'disabled') await ensureCurrent(db, m.userId);
  return memberById(db, m.id, adminId);
}

/** An admin approves (with a role) or refuses (the request is removed) a join request. */
export async function reviewJoin(db: Db, adminId: number, membershipId: number, decision: 'approve' | 'reject', role: OrgRole) {
  const m = await memberOfMyOrg(db, adminId, membershipId);
  if (m.status !== 'pending') throw reject(ORG_ERR.notPending);
  if (decision === 'reject') {
    await db.delete(orgMemberships).where(and(eq(orgMemberships.id, m.id), eq(orgMemberships.status, 'pending')));
    return null;
  }
  await db.update(orgMemberships).set({ status: 'active', role, updatedAt: new Date() }).where(eq(orgMemberships.id, m.id));
  await ensureCurrent(db, m.userId);
  return memberById(db, m.id, adminId);
}
