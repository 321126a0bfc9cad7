import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isMobile } from '../../../lib/validation';
import { TOTP_CODE, type PasswordStep, type StaffLogin } from '../../../lib/api/contract/staff';
import type { Db } from '../../db/client';
import { staffLoginChallenges, staffMembers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { maybeSweepExpired } from '../housekeeping';
import { verifyPassword } from '../passwords';
import { hashToken } from '../sessions';
import { noteAudit, recordAudit } from './audit';
import { STAFF_MSG, type Actor, type RequestMeta, type StaffDeps } from './context';
import { permissionsOf } from './groups';
import { claimCheck, countFailure, lockSubject } from './lockout';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import { createStaffSession } from './sessions';
import { acceptStep, matchTotp, openTotpSecret } from './totp';

/*
 * The staff login, in two steps. A session exists only after both:
 * 1. account (mobile or e-mail) and password: claims one of the account's five checks per 15 minutes first
 *    (lockout.ts), then compares. An unknown account, a disabled one, one not yet enrolled and a wrong password
 *    all spend one scrypt and get the same answer. A right one gets a challenge: 5 minutes, 5 codes, single use.
 * 2. the challenge and a TOTP code (or a recovery code): a wrong one spends a try of the challenge and counts
 *    toward the lockout; a right one ends the challenge and makes the session.
 */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_TRIES = 5;

type StaffRow = typeof staffMembers.$inferSelect;

async function findByAccount(db: Db, account: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(isMobile(account) ? eq(staffMembers.mobile, account) : eq(staffMembers.email, account));
  return row ?? null;
}

const canLogIn = (s: StaffRow | null): s is StaffRow & { totpSecretEnc: Uint8Array } =>
  s !== null && s.status === 'active' && s.passwordHash !== null && s.totpEnabledAt !== null && s.totpSecretEnc !== null;

/** Why a login failed, for the audit log only (the person is told the one generic message). */
const failure = (s: StaffRow | null, matches: boolean) =>
  !s ? '账号不存在' : !s.passwordHash || !s.totpEnabledAt ? '账号尚未完成开通' : !matches ? '密码错误' : '账号已停用';

export async function passwordStep(deps: StaffDeps, body: { account: string; passwd: string }, meta: RequestMeta = {}): Promise<PasswordStep> {
  const { db } = deps;
  const account = body.account.trim().toLowerCase();
  const staff = await findByAccount(db, account);
  // The typed account names the actor of a failure: what was tried is what the log must show.
  const who: Actor = { kind: 'staff', id: staff?.id ?? null, name: account, ip: meta.ip, requestId: meta.requestId };
  await claimCheck(deps, lockSubject(staff?.id ?? null, account), who);
  const matches = await verifyPassword(body.passwd, staff?.passwordHash ?? null, staff?.passwordSalt ?? null);
  if (!matches || !canLogIn(staff)) {
    await noteAudit(deps, { actor: who, action: 'staff.login', entity: 'staff', entityId: staff?.id, outcome: 'failed', detail: failure(staff, matches) });
    throw new ApiError(STAFF_MSG.badCredentials);
  }
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CHALLENGE_MS);
  await db.insert(staffLoginChallenges).values({ staffId: staff.id, tokenHash: hashToken(challenge), expiresAt });
  await maybeSweepExpired(db);
  return { challenge, expiresAt: expiresAt.toISOString() };
}

/** A wrong second factor: rolls back the login's transaction (the challenge stays open for its other tries). */
class WrongCode extends Error {}

export async function totpStep(deps: StaffDeps, body: { challenge: string; code: string }, meta: RequestMeta = {}): Promise<StaffLogin> {
  const { db, config } = deps;
  const now = new Date();
  // One try of the challenge, claimed atomically: parallel guesses cannot exceed five.
  const [claim] = await db
    .update(staffLoginChallenges)
    .set({ attempts: sql`${staffLoginChallenges.attempts} + 1` })
    .where(
      and(
        eq(staffLoginChallenges.tokenHash, hashToken(body.challenge.trim())),
        isNull(staffLoginChallenges.usedAt),
        gt(staffLoginChallenges.expiresAt, now),
        lt(staffLoginChallenges.attempts, CHALLENGE_TRIES),
      ),
    )
    .returning({ id: staffLoginChallenges.id, staffId: staffLoginChallenges.staffId, attempts: staffLoginChallenges.attempts });
  if (!claim) throw new ApiError(STAFF_MSG.challengeGone);
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, claim.staffId));
  const staff = row ?? null;
  if (!canLogIn(staff)) throw new ApiError(STAFF_MSG.challengeGone);
  const who: Actor = { kind: 'staff', id: staff.id, name: staff.name, ip: meta.ip, requestId: meta.requestId };
  const code = body.code.trim();
  const byTotp = TOTP_CODE.test(code);
  try {
    const session = await db.transaction(async (tx) => {
      const [open] = await tx
        .update(staffLoginChallenges)
        .set({ usedAt: now })
        .where(and(eq(staffLoginChallenges.id, claim.id), isNull(staffLoginChallenges.usedAt)))
        .returning({ id: staffLoginChallenges.id });
      if (!open) throw new ApiError(STAFF_MSG.challengeGone);
      if (byTotp) {
        const step = await matchTotp(openTotpSecret(config, staff.totpSecretEnc), code, staff.totpLastStep, now.getTime());
        if (step === null || !(await acceptStep(tx, staff.id, step))) throw new WrongCode();
      } else if (!(await spendRecoveryCode(tx, config, staff.id, code))) {
        throw new WrongCode();
      }
      await tx.update(staffMembers).set({ lastLoginAt: now }).where(eq(staffMembers.id, staff.id));
      const made = await createStaffSession(tx, staff.id, meta, now);
      const left = await recoveryCodesLeft(tx, staff.id);
      await recordAudit(tx, { actor: who, action: 'staff.login', entity: 'staff', entityId: staff.id, detail: byTotp ? '动态验证码登录' : `恢复码登录，剩余 ${left} 个` });
      return { ...made, left };
    });
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      name: staff.name,
      permissions: await permissionsOf(db, staff.id),
      recoveryCodesLeft: session.left,
    };
  } catch (err) {
    if (!(err instanceof WrongCode)) throw err;
    await countFailure(deps, lockSubject(staff.id, ''));
    await noteAudit(deps, { actor: who, action: 'staff.login', entity: 'staff', entityId: staff.id, outcome: 'failed', detail: byTotp ? '动态验证码错误或已使用' : '恢复码错误或已使用' });
    throw new ApiError(claim.attempts >= CHALLENGE_TRIES ? STAFF_MSG.tooManyCodes : STAFF_MSG.badCode);
  }
}
