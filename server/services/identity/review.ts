import { and, asc, count, eq } from 'drizzle-orm';
import { ID_CASE_STATUS, ID_CASE_STATUS_TEXT, type IdCaseStatus } from '../../../lib/api/contract/identity';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { identityCases, users } from '../../db/schema';
import { reject } from '../../http/errors';
import { maskMobile } from '../../providers/outbox';
import { ID_ERR } from './cases';
import { identityKeys, openText } from './crypto';

type Config = Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir'>;

const caseCols = {
  c: identityCases,
  mobile: users.mobile,
};

function operatorView(config: Config, row: { c: typeof identityCases.$inferSelect; mobile: string | null }) {
  const keys = identityKeys(config);
  const { c } = row;
  const status = c.status as IdCaseStatus;
  return {
    id: c.id,
    userId: c.userId,
    mobile: row.mobile ? maskMobile(row.mobile) : null,
    name: openText(keys, c.nameEnc),
    idCard: openText(keys, c.idNoEnc),
    status,
    statusText: ID_CASE_STATUS_TEXT[status],
    reason: c.reason,
    submittedAt: c.createdAt.toISOString(),
    reviewedAt: c.reviewedAt?.toISOString() ?? null,
    frontImageId: c.frontImageId,
    backImageId: c.backImageId,
  };
}

/** Cases in one status, oldest first (the review queue). */
export async function listCases(db: Db, config: Config, status: 1 | 2 | 3, limit: number, offset: number) {
  const rows = await db
    .select(caseCols)
    .from(identityCases)
    .innerJoin(users, eq(users.id, identityCases.userId))
    .where(eq(identityCases.status, status))
    .orderBy(asc(identityCases.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(identityCases).where(eq(identityCases.status, status));
  return { rows: rows.map((r) => operatorView(config, r)), total: n };
}

/** Approves (→ 2, the account's status '2') or rejects (→ 3 with the reason) a pending case, once. */
export async function reviewCase(db: Db, config: Config, caseId: number, decision: 'approve' | 'reject', reason: string) {
  await db.transaction(async (tx) => {
    const [c] = await tx.select().from(identityCases).where(eq(identityCases.id, caseId)).for('update');
    if (!c) throw reject(ID_ERR.caseNotFound);
    if (c.status !== ID_CASE_STATUS.pending) throw reject(ID_ERR.notPending);
    const status = decision === 'approve' ? ID_CASE_STATUS.verified : ID_CASE_STATUS.rejected;
    await tx
      .update(identityCases)
      .set({ status, reason: decision === 'reject' ? reason : null, reviewedAt: new Date() })
      .where(and(eq(identityCases.id, caseId), eq(identityCases.status, ID_CASE_STATUS.pending)));
    await tx.update(users).set({ authStatus: String(status) }).where(eq(users.id, c.userId));
  });
  const [row] = await db.select(caseCols).from(identityCases).innerJoin(users, eq(users.id, identityCases.userId)).where(eq(identityCases.id, caseId));
  return operatorView(config, row);
}
