import { and, asc, count, eq } from 'drizzle-orm';
import { ORG_STATUS } from '../../../lib/api/contract/org';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { reject } from '../../http/errors';
import { maskMobile } from '../../providers/outbox';
import { filesOf } from './files';
import { ORG_ERR } from './membership';
import { orgFacts } from './views';

async function operatorView(db: Db, o: typeof organisations.$inferSelect, mobile: string | null) {
  return { ...orgFacts(o), applicantMobile: mobile ? maskMobile(mobile) : null, files: await filesOf(db, o.id) };
}

/** Certifications in one status, oldest first (the review queue). */
export async function listCertifications(db: Db, status: 1 | 2 | 3, limit: number, offset: number) {
  const rows = await db
    .select({ o: organisations, mobile: users.mobile })
    .from(organisations)
    .innerJoin(users, eq(users.id, organisations.createdBy))
    .where(eq(organisations.status, status))
    .orderBy(asc(organisations.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(organisations).where(eq(organisations.status, status));
  return { rows: await Promise.all(rows.map((r) => operatorView(db, r.o, r.mobile))), total: n };
}

/** Approves (→ 已认证) or refuses (→ 已驳回 with the reason) a certification in review, once. */
export async function reviewCertification(db: Db, orgId: number, decision: 'approve' | 'reject', reason: string) {
  const updated = await db
    .update(organisations)
    .set({ status: decision === 'approve' ? ORG_STATUS.verified : ORG_STATUS.rejected, reason: decision === 'reject' ? reason : null, reviewedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(organisations.id, orgId), eq(organisations.status, ORG_STATUS.pending)))
    .returning({ id: organisations.id });
  if (!updated.length) {
    const [exists] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, orgId));
    throw reject(exists ? ORG_ERR.reviewNotPending : '企业认证不存在');
  }
  const [row] = await db.select({ o: organisations, mobile: users.mobile }).from(organisations).innerJoin(users, eq(users.id, organisations.createdBy)).where(eq(organisations.id, orgId));
  return operatorView(db, row.o, row.mobile);
}
