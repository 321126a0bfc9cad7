import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchas, paymentNotifyNonces, smsCodes, staffLoginChallenges, wechatScenes } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Short-lived rows (captchas, SMS codes, QR scenes, staff login challenges) are useless a day after they
 * expire. Instead of a scheduler (one more process to run), the calls that create them clean up now and then:
 * about one call in fifty, so the cost is spread and several API processes need no coordination.
 */
export async function maybeSweepExpired(db: Db, chance = 0.02): Promise<void> {
  if (Math.random() >= chance) return;
  const before = new Date(Date.now() - DAY_MS);
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, before));
  await db.delete(wechatScenes).where(lt(wechatScenes.expiresAt, before));
  await db.delete(staffLoginChallenges).where(lt(staffLoginChallenges.expiresAt, before));
  // A notify's nonce guards only within its 5-minute freshness window: a day later its timestamp refuses it anyway.
  await db.delete(paymentNotifyNonces).where(lt(paymentNotifyNonces.seenAt, before));
}
