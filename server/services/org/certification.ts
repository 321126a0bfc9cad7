import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { ORG_STATUS, ORG_STATUS_TEXT, type OrgStatus } from '../../../lib/api/contract/org';
import type { Db } from '../../db/client';
import { orgFiles, orgMemberships, organisations, users } from '../../db/schema';
import { reject } from '../../http/errors';
import { claimFiles } from './files';
import { makeCurrent, ORG_ERR, requireAdmin } from './membership';
import { organizationInfo } from './views';

interface Certification {
  name: string;
  creditCode: string;
  legalRepresentative: string;
  corpType: string;
  licenseFileId: number;
  otherFileIds: number[];
}

async function codeHolder(db: Db, creditCode: string) {
  const [row] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.creditCode, creditCode));
  return row?.id ?? null;
}

/** Attaches the claimed files to the organisation; its files not in this submission are removed. */
async function attachFiles(tx: Db, orgId: number, fileIds: number[]) {
  await tx.delete(orgFiles).where(and(eq(orgFiles.orgId, orgId), notInArray(orgFiles.id, fileIds)));
  await tx.update(orgFiles).set({ orgId }).where(and(inArray(orgFiles.id, fileIds), isNull(orgFiles.orgId)));
}

/**
 * corpCertification: creates the organisation (审核中) with the caller as its 管理员 and makes it their current
 * one. One organisation per unified social credit code; one certification in review per applicant.
 */
export async function certify(db: Db, userId: number, body: Certification) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('org-certify'))`);
    if ((await codeHolder(tx, body.creditCode)) !== null) throw reject(ORG_ERR.codeTaken);
    const [pending] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.createdBy, userId), eq(organisations.status, ORG_STATUS.pending)));
    if (pending) throw reject(ORG_ERR.alreadyPending);
    const fileIds = await claimFiles(tx, userId, null, body.licenseFileId, body.otherFileIds);
    const [o] = await tx
      .insert(organisations)
      .values({ name: body.name, creditCode: body.creditCode, legalRepresentative: body.legalRepresentative, corpType: body.corpType, status: ORG_STATUS.pending, createdBy: userId, submittedAt: new Date() })
      .returning();
    await attachFiles(tx, o.id, fileIds);
    const [m] = await tx.insert(orgMemberships).values({ orgId: o.id, userId, role: 'admin', status: 'active' }).returning();
    await makeCurrent(tx, userId, m.id);
  });
  return organizationInfo(db, userId);
}

/** improveCertification: the current organisation's admin completes or corrects a refused (or unsubmitted) one. */
export async function improve(db: Db, userId: number, body: Certification) {
  await db.transaction(async (tx) => {
    const { o } = await requireAdmin(tx, userId);
    const [locked] = await tx.select().from(organisations).where(eq(organisations.id, o.id)).for('update');
    if (locked.status !== ORG_STATUS.rejected && locked.status !== ORG_STATUS.none) throw reject(ORG_ERR.notEditable(ORG_STATUS_TEXT[locked.status as OrgStatus]));
    const holder = await codeHolder(tx, body.creditCode);
    if (holder !== null && holder !== o.id) throw reject(ORG_ERR.codeTaken);
    const fileIds = await claimFiles(tx, userId, o.id, body.licenseFileId, body.otherFileIds);
    await tx
      .update(organisations)
      .set({ name: body.name, creditCode: body.creditCode, legalRepresentative: body.legalRepresentative, corpType: body.corpType, status: ORG_STATUS.pending, reason: null, submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(organisations.id, o.id));
    await attachFiles(tx, o.id, fileIds);
    // The name may have changed: every member acting for it sees the new one.
    const current = tx.select({ id: orgMemberships.userId }).from(orgMemberships).where(and(eq(orgMemberships.orgId, o.id), eq(orgMemberships.isCurrent, true), eq(orgMemberships.status, 'active')));
    await tx.update(users).set({ orgName: body.name }).where(inArray(users.id, current));
  });
  return organizationInfo(db, userId);
}
