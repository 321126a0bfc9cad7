import { ApiError } from '../../http/errors';
import { forget, take, type Limit } from '../rate-limit';
import { limitOf, RATE_RULES } from '../rate-rules';
import { noteAudit } from './audit';
import { STAFF_MSG, type Actor, type StaffDeps } from './context';

/*
 * The staff login's lockout, on the shoppers' model (server/services/auth.ts): at most five checks per account in
 * any 15 minutes, counted in rate_events under an advisory lock (rate-limit `take`), so parallel tries and other
 * API processes cannot slip past. A password check claims one before the hash is compared; a wrong TOTP or
 * recovery code adds one after. A known account is counted per person, an unknown one per account text.
 */
const RULE = RATE_RULES.staffLoginChecks;
/** One "locked" audit entry per account and lock window, however many tries meet the lock. */
const NOTED_BUCKET = 'staff-login:lock-noted';

export const lockSubject = (staffId: number | null, account: string) => (staffId !== null ? `staff:${staffId}` : `account:${account}`);

const check = (subject: string): Limit => limitOf(RULE, subject, () => STAFF_MSG.locked);
const lockNoted = (subject: string): Limit => ({ ...check(subject), bucket: NOTED_BUCKET, max: 1 });

/** Claims one check; throws STAFF_MSG.locked (and notes the lock once) when the five are spent. */
export async function claimCheck(deps: StaffDeps, subject: string, who: Actor): Promise<void> {
  try {
    await take(deps.db, [check(subject)]);
  } catch (err) {
    if (err instanceof ApiError) await noteLock(deps, subject, who);
    throw err;
  }
}

/** A wrong second factor counts like a wrong password; once locked, nothing more to count. */
export async function countFailure(deps: StaffDeps, subject: string): Promise<void> {
  try {
    await take(deps.db, [check(subject)]);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
}

async function noteLock(deps: StaffDeps, subject: string, who: Actor): Promise<void> {
  try {
    await take(deps.db, [lockNoted(subject)]);
  } catch {
    return; // already noted in this window
  }
  await noteAudit(deps, { actor: who, action: 'staff.login.locked', entity: 'staff', entityId: who.id, outcome: 'denied', detail: '15分钟内的5次验证机会已用完，账号锁定' });
}

/** A person who just set a new password through the enrolment link is not kept locked out. */
export const liftLock = (deps: StaffDeps, staffId: number) => forget(deps.db, RULE.bucket, lockSubject(staffId, ''));
