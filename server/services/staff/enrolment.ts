import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EnrolStart } from '../../../lib/api/contract/staff';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { hashPassword } from '../passwords';
import { hashToken } from '../sessions';
import { recordAudit } from './audit';
import { STAFF_MSG, type Actor, type RequestMeta, type StaffDeps } from './context';
import { liftLock } from './lockout';
import { replaceRecoveryCodes } from './recovery-codes';
import { acceptStep, matchTotp, newTotpSecret, openTotpSecret, otpauthUri, sealTotpSecret } from './totp';

/*
 * Enrolment through the one-time link. Opening it makes the person's TOTP secret, kept sealed in their row (never
 * sent back by the client): opening it again shows the same secret, so a QR code scanned a moment ago stays good.
 * Finishing it proves the app has the secret (a right code), stores the password, ends the link and returns the
 * ten recovery codes, shown this once.
 */
type StaffRow = typeof staffMembers.$inferSelect;

const linkOpen = (tokenHash: string) => and(eq(staffMembers.enrolTokenHash, tokenHash), gt(staffMembers.enrolExpiresAt, new Date()), eq(staffMembers.status, 'active'));

async function byLink(db: Db, token: string): Promise<StaffRow> {
  const [row] = token ? await db.select().from(staffMembers).where(linkOpen(hashToken(token))) : [];
  if (!row) throw new ApiError(STAFF_MSG.enrolGone);
  return row;
}

const accountOf = (s: StaffRow) => s.mobile ?? s.email ?? s.name;

export async function startEnrolment(deps: StaffDeps, token: string): Promise<EnrolStart> {
  const { db, config } = deps;
  let staff = await byLink(db, token.trim());
  if (!staff.totpSecretEnc) {
    // Two tabs opening the link at once: the first secret written wins, both show it.
    await db
      .update(staffMembers)
      .set({ totpSecretEnc: sealTotpSecret(config, newTotpSecret()) })
      .where(and(eq(staffMembers.id, staff.id), isNull(staffMembers.totpSecretEnc)));
    staff = await byLink(db, token.trim());
  }
  const secret = openTotpSecret(config, staff.totpSecretEnc!);
  return { name: staff.name, otpauthUri: otpauthUri(accountOf(staff), secret), secret };
}

/** Sets the password (the client's SHA-256 hex) once the code from the app matches; returns the recovery codes. */
export async function finishEnrolment(deps: StaffDeps, body: { token: string; passwd: string; totpCode: string }, meta: RequestMeta = {}): Promise<{ recoveryCodes: string[] }> {
  const { db, config } = deps;
  const tokenHash = hashToken(body.token.trim());
  const staff = await byLink(db, body.token.trim());
  if (!staff.totpSecretEnc) throw new ApiError(STAFF_MSG.enrolScanFirst);
  const step = await matchTotp(openTotpSecret(config, staff.totpSecretEnc), body.totpCode.trim(), null);
  if (step === null) throw new ApiError(STAFF_MSG.enrolCode);
  const { hash, salt } = await hashPassword(body.passwd);
  const actor: Actor = { kind: 'staff', id: staff.id, name: staff.name, ip: meta.ip, requestId: meta.requestId };
  const recoveryCodes = await db.transaction(async (tx) => {
    // The link is consumed here: a second finish (another tab, a replay) finds it gone.
    const [done] = await tx
      .update(staffMembers)
      .set({ passwordHash: hash, passwordSalt: salt, totpEnabledAt: new Date(), totpLastStep: step, enrolTokenHash: null, enrolExpiresAt: null })
      .where(and(eq(staffMembers.id, staff.id), linkOpen(tokenHash)))
      .returning({ id: staffMembers.id });
    if (!done) throw new ApiError(STAFF_MSG.enrolGone);
    const codes = await replaceRecoveryCodes(tx, config, staff.id);
    await recordAudit(tx, { actor, action: 'staff.enrol', entity: 'staff', entityId: staff.id, detail: '设置登录密码并绑定动态验证码' });
    return codes;
  });
  await liftLock(deps, staff.id);
  return { recoveryCodes };
}

/** Ten new recovery codes for a logged-in person, replacing all the old ones; needs a current TOTP code. */
export async function regenerateRecoveryCodes(deps: StaffDeps, staffId: number, totpCode: string, actor: Actor): Promise<{ recoveryCodes: string[] }> {
  const { db, config } = deps;
  const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
  if (!staff?.totpSecretEnc || !staff.totpEnabledAt) throw new ApiError(STAFF_MSG.notFound);
  const step = await matchTotp(openTotpSecret(config, staff.totpSecretEnc), totpCode.trim(), staff.totpLastStep);
  if (step === null) throw new ApiError(STAFF_MSG.badCode);
  return db.transaction(async (tx) => {
    if (!(await acceptStep(tx, staffId, step))) throw new ApiError(STAFF_MSG.badCode);
    const recoveryCodes = await replaceRecoveryCodes(tx, config, staffId);
    await recordAudit(tx, { actor, action: 'staff.recovery.regenerate', entity: 'staff', entityId: staffId, detail: '重新生成恢复码（旧码全部作废）' });
    return { recoveryCodes };
  });
}
