import { createHash } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { wechatScenes } from '../db/schema';

/**
 * WeChat QR scenes. The page holds `scene_str` (random, 192 bits) and polls with it; the table stores only
 * sha256(scene_str) as its key, and that hash is also the public ticket printed in the QR. So whoever sees
 * the QR on a screen (shoulder, screen share, the simulated phone) can scan it but cannot poll it and
 * pick up the token — only the page that asked for the QR can.
 */
export const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
export const ticketOf = (sceneStr: string) => sha256hex(sceneStr);

/**
 * The bind key handed to the page with poll codes 1/2: derived from scene_str (so every poll hands out
 * the same key and a repeated poll never invalidates the form), stored only as a hash.
 */
export const bindKeyOf = (sceneStr: string) => createHash('sha256').update(`bind:${sceneStr}`).digest('base64url');
export const bindKeyHash = (key: string) => sha256hex(`key:${key}`);

/** Scene states: pending → (confirmed by the phone) authorized | scanned_new | scanned_known → done. */
export const SCENE = {
  pending: 'pending',
  /** Identity bound to a user with a phone: the next poll logs in (code 3). */
  authorized: 'authorized',
  /** Identity without a bound phone, never seen before (poll code 1). */
  scannedNew: 'scanned_new',
  /** Identity without a bound phone that has scanned before (poll code 2). */
  scannedKnown: 'scanned_known',
  /** Token handed out or phone bound: the scene is spent. */
  done: 'done',
} as const;
export const SCANNED = [SCENE.scannedNew, SCENE.scannedKnown];

export type SceneRow = typeof wechatScenes.$inferSelect;

/** How long a scanned identity may take to bind a phone (type the mobile, wait for the SMS). */
export const BIND_WINDOW_MS = 10 * 60_000;

/** A live scene waiting for its phone to be bound, found by the bind key (getMsgCode scene bind, wechatBind). */
export async function findBindableScene(db: Db, key: string | undefined): Promise<SceneRow | null> {
  if (!key) return null;
  const [row] = await db
    .select()
    .from(wechatScenes)
    .where(and(eq(wechatScenes.bindKeyHash, bindKeyHash(key)), inArray(wechatScenes.status, SCANNED), gt(wechatScenes.expiresAt, new Date())));
  return row ?? null;
}
