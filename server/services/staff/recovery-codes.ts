import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { normaliseRecoveryCode, RECOVERY_CODE } from '../../../lib/api/contract/staff';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { staffRecoveryCodes } from '../../db/schema';
import { identityKeys } from '../identity/crypto';

/*
 * Ten single-use recovery codes per person (48 random bits each, ab12-cd34-ef56), shown once. They stand in for
 * the TOTP code, so they are kept as HMACs under the identity key, like the TOTP secret is sealed under it: a copy
 * of the database alone opens neither.
 */
export const RECOVERY_CODE_COUNT = 10;
type KeyConfig = Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir'>;

const codeHash = (config: KeyConfig, staffId: number, normalised: string) =>
  createHmac('sha256', identityKeys(config).mac).update(`staff-recovery:${staffId}:${normalised}`).digest('hex');

const shown = (hex: string) => `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;

/** Replaces the person's codes with ten new ones; returns them as shown. Call inside the change's transaction. */
export async function replaceRecoveryCodes(tx: Db, config: KeyConfig, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(6).toString('hex'));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ staffId, codeHash: codeHash(config, staffId, c) })));
  return codes.map(shown);
}

/** Spends one code (atomically: two logins with the same code, one wins). False when wrong or already used. */
export async function spendRecoveryCode(db: Db, config: KeyConfig, staffId: number, typed: string): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  if (!RECOVERY_CODE.test(code)) return false;
  const [used] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash(config, staffId, code)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return Boolean(used);
}

export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row.n;
}

export async function clearRecoveryCodes(tx: Db, staffId: number): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}
