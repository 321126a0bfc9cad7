import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import { STAFF_ONLY_PERMISSION, STAFF_RULE_MSG, type ApiKeyCreateInput, type ApiKeyView, type Permission } from '../../../lib/api/contract/staff';
import type { Db } from '../../db/client';
import { apiKeys, staffMembers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isUniqueViolation } from '../security/challenges';
import { hashToken } from '../sessions';
import { recordAudit } from './audit';
import { STAFF_MSG, type Actor, type StaffDeps } from './context';
import { knownPermissions } from './groups';

/*
 * API keys for machines (a shipping robot, a finance export): rk_ and 40 random base62 characters (~238 bits),
 * shown once; only the sha256 is kept, and the first 8 characters to tell keys apart. Each key has its own
 * permissions (never 员工与权限) and can be revoked alone, unlike one shared ADMIN_TOKEN.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_LENGTH = 40;
export const API_KEY_FORMAT = /^rk_[0-9A-Za-z]{40}$/;
const PREFIX_LENGTH = 8;
/** last_used_at is written at most once a minute per key. */
const USED_EVERY_MS = 60_000;

/** A new random key (rk_ + 40 base62 characters). */
export function newApiKey(): string {
  let out = '';
  while (out.length < KEY_LENGTH) {
    // 248 = 4 × 62: bytes above it are dropped, so every character is equally likely.
    for (const b of randomBytes(KEY_LENGTH)) if (b < 248 && out.length < KEY_LENGTH) out += ALPHABET[b % 62];
  }
  return `rk_${out}`;
}

export interface ApiKeyActor {
  id: number;
  name: string;
  permissions: Set<Permission>;
}

const grantable = (permissions: Iterable<string>) => knownPermissions(permissions).filter((p) => p !== STAFF_ONLY_PERMISSION);

/** The row of a key as it is kept: its name, the first characters to tell it apart, the sha256, its permissions. */
export const storedKey = (name: string, key: string, permissions: readonly Permission[]) => ({ name, keyPrefix: key.slice(0, PREFIX_LENGTH), keyHash: hashToken(key), permissions: [...permissions] });

async function views(db: Db, where?: SQL): Promise<ApiKeyView[]> {
  const rows = await db
    .select({ k: apiKeys, createdBy: staffMembers.name })
    .from(apiKeys)
    .leftJoin(staffMembers, eq(staffMembers.id, apiKeys.createdBy))
    .where(where)
    .orderBy(desc(apiKeys.id));
  return rows.map(({ k, createdBy }) => ({
    id: k.id,
    name: k.name,
    keyPrefix: k.keyPrefix,
    permissions: grantable(k.permissions),
    createdBy,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  }));
}

/** Every key, revoked ones too (their history stays readable), newest first. */
export const listApiKeys = (db: Db) => views(db);

export async function createApiKey(deps: StaffDeps, input: ApiKeyCreateInput, actor: Actor): Promise<{ key: string; row: ApiKeyView }> {
  const permissions = grantable(input.permissions);
  if (input.permissions.includes(STAFF_ONLY_PERMISSION)) throw new ApiError(STAFF_RULE_MSG.keyStaff);
  if (!permissions.length) throw new ApiError(STAFF_RULE_MSG.permissions);
  const key = newApiKey();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(apiKeys)
        .values({ ...storedKey(input.name, key, permissions), createdBy: actor.kind === 'staff' ? actor.id : null })
        .returning({ id: apiKeys.id });
      const [view] = await views(tx, eq(apiKeys.id, made.id));
      await recordAudit(tx, { actor, permission: 'staff', action: 'api_key.create', entity: 'api_key', entityId: made.id, after: { name: view.name, keyPrefix: view.keyPrefix, permissions } });
      return view;
    });
    return { key, row };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(STAFF_MSG.keyNameTaken);
    throw err;
  }
}

export async function revokeApiKey(deps: StaffDeps, id: number, actor: Actor): Promise<ApiKeyView> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name, keyPrefix: apiKeys.keyPrefix });
    if (!row) throw new ApiError(STAFF_MSG.keyNotFound);
    await recordAudit(tx, { actor, permission: 'staff', action: 'api_key.revoke', entity: 'api_key', entityId: id, before: { name: row.name, keyPrefix: row.keyPrefix, revoked: false }, after: { revoked: true } });
    return (await views(tx, eq(apiKeys.id, id)))[0];
  });
}

/** The live key a caller presents, or null (malformed, unknown, revoked). */
export async function resolveApiKey(db: Db, plain: string | null | undefined): Promise<ApiKeyActor | null> {
  if (!plain || !API_KEY_FORMAT.test(plain)) return null;
  const [row] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, permissions: apiKeys.permissions, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashToken(plain)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const now = new Date();
  if (!row.lastUsedAt || row.lastUsedAt.getTime() < now.getTime() - USED_EVERY_MS) {
    const stale = new Date(now.getTime() - USED_EVERY_MS);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { id: row.id, name: row.name, permissions: new Set(grantable(row.permissions)) };
}
