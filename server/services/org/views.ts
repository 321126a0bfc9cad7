import { and, asc, eq, ne } from 'drizzle-orm';
import { addMemberRefusal, corpTypeText, MEMBER_STATUS_TEXT, ORG_ROLE_TEXT, ORG_STATUS_TEXT, type MemberStatus, type OrgRole, type OrgStatus, type OrganizationInfo } from '../../../lib/api/contract/org';
import type { Db } from '../../db/client';
import { orgMemberships, organisations, users } from '../../db/schema';
import { maskMobile } from '../../providers/outbox';
import { filesOf } from './files';
import { currentMembership, type Acting, type MembershipRow, type OrgRow } from './membership';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function orgFacts(o: OrgRow) {
  const status = o.status as OrgStatus;
  return {
    id: o.id,
    name: o.name,
    creditCode: o.creditCode,
    legalRepresentative: o.legalRepresentative,
    corpType: o.corpType,
    corpTypeText: corpTypeText(o.corpType),
    status,
    statusText: ORG_STATUS_TEXT[status],
    reason: o.reason,
    submittedAt: iso(o.submittedAt),
    reviewedAt: iso(o.reviewedAt),
  };
}

export async function orgDetail(db: Db, { m, o }: Acting) {
  const role = m.role as OrgRole;
  return {
    ...orgFacts(o),
    role,
    roleText: ORG_ROLE_TEXT[role],
    dept: m.dept,
    canOrder: role !== 'viewer',
    files: role === 'admin' ? await filesOf(db, o.id) : [],
  };
}

/** getOrganizationInfo: the current organisation and every organisation the caller belongs to or asked to join. */
export async function organizationInfo(db: Db, userId: number): Promise<OrganizationInfo> {
  const acting = await currentMembership(db, userId);
  const rows = await db
    .select({ m: orgMemberships, o: organisations })
    .from(orgMemberships)
    .innerJoin(organisations, eq(organisations.id, orgMemberships.orgId))
    .where(and(eq(orgMemberships.userId, userId), ne(orgMemberships.status, 'disabled')))
    .orderBy(asc(orgMemberships.id));
  const [u] = await db.select({ orgName: users.orgName }).from(users).where(eq(users.id, userId));
  return {
    // users.org_name, the mirror selectUser answers (syncOrgName keeps it equal to the current organisation's).
    name: u?.orgName ?? '',
    current: acting ? await orgDetail(db, acting) : null,
    organisations: rows.map(({ m, o }) => {
      const status = o.status as OrgStatus;
      const role = m.role as OrgRole;
      const memberStatus = m.status as MemberStatus;
      return {
        id: o.id,
        name: o.name,
        status,
        statusText: ORG_STATUS_TEXT[status],
        role,
        roleText: ORG_ROLE_TEXT[role],
        memberStatus,
        memberStatusText: MEMBER_STATUS_TEXT[memberStatus],
        isCurrent: m.isCurrent && memberStatus === 'active',
      };
    }),
  };
}

export function memberView(m: MembershipRow, u: { mobile: string | null; nickName: string }, selfId: number) {
  const role = m.role as OrgRole;
  const status = m.status as MemberStatus;
  return {
    id: m.id,
    userId: m.userId,
    mobile: u.mobile ? maskMobile(u.mobile) : null,
    nickName: u.nickName,
    role,
    roleText: ORG_ROLE_TEXT[role],
    status,
    statusText: MEMBER_STATUS_TEXT[status],
    dept: m.dept,
    isSelf: m.userId === selfId,
    joinedAt: m.createdAt.toISOString(),
  };
}

export async function memberById(db: Db, membershipId: number, selfId: number) {
  const [row] = await db
    .select({ m: orgMemberships, mobile: users.mobile, nickName: users.nickName })
    .from(orgMemberships)
    .innerJoin(users, eq(users.id, orgMemberships.userId))
    .where(eq(orgMemberships.id, membershipId));
  return memberView(row.m, row, selfId);
}

/**
 * userManage/getOrgInfo: admins see every member and request; other members the active ones, read-only.
 * `canAddMember` / `addMemberBlocked`: whether 新增子账号 is offered, and why not to an admin (addMember's own refusal).
 */
export async function orgManage(db: Db, userId: number) {
  const acting = await currentMembership(db, userId);
  if (!acting) {
    const [u] = await db.select({ orgName: users.orgName }).from(users).where(eq(users.id, userId));
    return { name: u?.orgName ?? '', current: null, isAdmin: false, canAddMember: false, addMemberBlocked: null, members: [] };
  }
  const isAdmin = acting.m.role === 'admin';
  const rows = await db
    .select({ m: orgMemberships, mobile: users.mobile, nickName: users.nickName })
    .from(orgMemberships)
    .innerJoin(users, eq(users.id, orgMemberships.userId))
    .where(and(eq(orgMemberships.orgId, acting.o.id), isAdmin ? undefined : eq(orgMemberships.status, 'active')))
    .orderBy(asc(orgMemberships.id));
  const blocked = isAdmin ? addMemberRefusal(acting.o.status as OrgStatus) : null;
  return {
    name: acting.o.name,
    current: await orgDetail(db, acting),
    isAdmin,
    canAddMember: isAdmin && blocked === null,
    addMemberBlocked: blocked,
    members: rows.map((r) => memberView(r.m, r, userId)),
  };
}
