import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_CODE } from '../../../lib/api/contract/staff';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { identityKeys, openText, seal } from '../identity/crypto';

/*
 * TOTP (RFC 6238, the authenticator apps' defaults: SHA-1, 6 digits, 30 s). A code of the step before or after
 * the current one is accepted (a phone's clock a little off), and only a step later than the last one accepted
 * for the person (staff_members.totp_last_step): a code seen once, by a shoulder or a proxy, is dead.
 * The secret is kept sealed with the identity key (AES-GCM, server/services/identity/crypto.ts).
 */
const PERIOD_S = 30;
/** The name the authenticator app shows beside the account. */
export const TOTP_ISSUER = '标准品商城运营后台';

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (account: string, secret: string) => generateURI({ issuer: TOTP_ISSUER, label: account, secret });

type KeyConfig = Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir'>;
export const sealTotpSecret = (config: KeyConfig, secret: string) => seal(identityKeys(config), secret);
export const openTotpSecret = (config: KeyConfig, sealed: Uint8Array) => openText(identityKeys(config), sealed);

/** The time step `code` belongs to, or null: wrong, malformed, too old, too far ahead, or not after `lastStep`. */
export async function matchTotp(secret: string, code: string, lastStep: number | null, nowMs = Date.now()): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null;
  const epoch = Math.floor(nowMs / 1000);
  // Every step of the window (current ± 1) is at or before lastStep: nothing can match (otplib refuses to look).
  if (lastStep !== null && lastStep >= Math.floor(epoch / PERIOD_S) + 1) return null;
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_S, afterTimeStep: lastStep ?? undefined });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Records `step` as the person's last accepted one, only if it is later than it: the same code twice at once, one wins. */
export async function acceptStep(tx: Db, staffId: number, step: number): Promise<boolean> {
  const [row] = await tx
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(staffMembers.id, staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
    .returning({ id: staffMembers.id });
  return Boolean(row);
}
