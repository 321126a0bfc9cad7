import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgMemberships, organisations, sessions, users } from '../../db/schema';
import { reject } from '../../http/errors';
import { ORG_STATUS } from '../../../lib/api/contract/org';

/*
 * Who acts for which organisation. A person acts for their CURRENT organisation (org_memberships.is_current,
 * an active membership); orders, invoice titles and credit follow it. users.org_name mirrors its name, so
 * selectUser's orgName and every place that shows it stay right (syncOrgName after each change).
 */

export const ORG_ERR = {
  notAdmin: '仅机构管理员可以进行此操作',
  noOrg: '您还没有所属机构，请先进行企业认证或申请加入机构',
  viewerCannotOrder: '您在当前机构的角色为“仅查看”，不能下单，请联系机构管理员开通采购权限',
  notMember: '您不是该机构的有效成员',
  memberNotFound: '成员不存在',
  orgNotFound: '机构不存在或尚未认证',
  fileNotFound: '文件不存在',
  fileMissing: '请选择要上传的文件',
  badType: '认证文件仅支持 PNG、JPG 图片或 PDF 文件',
  tooManyDrafts: '上传的文件过多，请先提交认证',
  licenseNotFound: '营业执照文件不存在，请重新上传',
  otherNotFound: '证明文件不存在，请重新上传',
  codeTaken: '该统一社会信用代码已提交过企业认证；如为贵单位，请通过“加入机构”申请加入',
  alreadyPending: '您已有审核中的企业认证，请等待审核结果',
  notEditable: (status: string) => `当前认证状态为“${status}”，不能修改`,
  reviewNotPending: '该企业认证不在审核中',
  alreadyMember: '您已是该机构成员',
  joinPending: '已提交加入申请，请等待机构管理员审核',
  joinDisabled: '您在该机构的账号已停用，请联系机构管理员',
  memberExists: '该手机号已是本机构成员',
  self: '不能修改自己的角色或停用自己的账号',
  notPending: '该申请已处理',
  stillPending: '该成员尚未通过审核，请先处理加入申请',
  tooManyRequests: '待审核的加入申请过多，请等待管理员处理',
} as const;

export type MembershipRow = typeof orgMemberships.$inferSelect;
export type OrgRow = typeof organisations.$inferSelect;
export interface Acting {
  m: MembershipRow;
  o: OrgRow;
}

/** The caller's current organisation with an active membership, or null (a person acting alone). */
export async function currentMembership(db: Db, userId: number): Promise<Acting | null> {
  const [row] = await db
    .select({ m: orgMemberships, o: organisations })
    .from(orgMemberships)
    .innerJoin(organisations, eq(organisations.id, orgMemberships.orgId))
    .where(and(eq(orgMemberships.userId, userId), eq(orgMemberships.isCurrent, true), eq(orgMemberships.status, 'active')));
  return row ?? null;
}

/**
 * The organisation an order, an invoice title or a credit line is recorded under: the current one once its
 * enterprise verification is approved (按机构下单开票 comes after 企业认证); null — personal — until then.
 */
const recordedUnder = (acting: Acting | null) => (acting && acting.o.status === ORG_STATUS.verified ? acting.o.id : null);

/** The organisation the caller's orders and invoice titles are recorded under (null: personal). */
export async function actingOrgId(db: Db, userId: number): Promise<number | null> {
  return recordedUnder(await currentMembership(db, userId));
}

/** Why the caller may not place an order for their current organisation (仅查看), or null. */
export async function orderRefusal(db: Db, userId: number): Promise<string | null> {
  const acting = await currentMembership(db, userId);
  return acting?.m.role === 'viewer' ? ORG_ERR.viewerCannotOrder : null;
}

export async function assertCanOrder(db: Db, userId: number): Promise<number | null> {
  const acting = await currentMembership(db, userId);
  if (acting?.m.role === 'viewer') throw reject(ORG_ERR.viewerCannotOrder);
  return recordedUnder(acting);
}

/** The caller's current organisation, where they are an active 管理员; refused otherwise. */
export async function requireAdmin(db: Db, userId: number): Promise<Acting> {
  const acting = await currentMembership(db, userId);
  if (!acting) throw reject(ORG_ERR.noOrg);
  if (acting.m.role !== 'admin') throw reject(ORG_ERR.notAdmin);
  return acting;
}

/** Whether the user is an active admin of this organisation (any, not only the current one). */
export async function isAdminOf(db: Db, userId: number, orgId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orgMemberships.id })
    .from(orgMemberships)
    .where(and(eq(orgMemberships.userId, userId), eq(orgMemberships.orgId, orgId), eq(orgMemberships.role, 'admin'), eq(orgMemberships.status, 'active')));
  return Boolean(row);
}

/** users.org_name := the current organisation's name (null when none). */
export async function syncOrgName(db: Db, userId: number): Promise<void> {
  const acting = await currentMembership(db, userId);
  await db.update(users).set({ orgName: acting?.o.name ?? null }).where(eq(users.id, userId));
}

/** Makes this membership the user's current one (the others stop being current). */
export async function makeCurrent(db: Db, userId: number, membershipId: number): Promise<void> {
  await db.update(orgMemberships).set({ isCurrent: false }).where(and(eq(orgMemberships.userId, userId), ne(orgMemberships.id, membershipId)));
  await db.update(orgMemberships).set({ isCurrent: true, updatedAt: new Date() }).where(eq(orgMemberships.id, membershipId));
  await syncOrgName(db, userId);
}

/** When the user has no current organisation, their oldest active membership becomes it. */
export async function ensureCurrent(db: Db, userId: number): Promise<void> {
  if (await currentMembership(db, userId)) return;
  const [first] = await db
    .select({ id: orgMemberships.id })
    .from(orgMemberships)
    .where(and(eq(orgMemberships.userId, userId), eq(orgMemberships.status, 'active')))
    .orderBy(asc(orgMemberships.id))
    .limit(1);
  if (first) await makeCurrent(db, userId, first.id);
  else await syncOrgName(db, userId);
}

/**
 * A disabled membership stops acting at once: it is no longer current; another active membership takes its
 * place, and when there is none the user's sessions end (their token answers code -1 from the next call).
 */
export async function afterDisable(db: Db, userId: number): Promise<void> {
  await ensureCurrent(db, userId);
  const [other] = await db
    .select({ id: orgMemberships.id })
    .from(orgMemberships)
    .where(and(eq(orgMemberships.userId, userId), eq(orgMemberships.status, 'active')))
    .limit(1);
  if (!other) await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Members (user ids) of an organisation with these statuses. */
export async function memberIds(db: Db, orgId: number, statuses: MembershipRow['status'][] = ['active']): Promise<number[]> {
  const rows = await db
    .select({ userId: orgMemberships.userId })
    .from(orgMemberships)
    .where(and(eq(orgMemberships.orgId, orgId), inArray(orgMemberships.status, statuses)));
  return rows.map((r) => r.userId);
}
