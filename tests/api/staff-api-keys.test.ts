import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreateBody, STAFF_RULE_MSG } from '../../lib/api/contract/staff';
import { apiKeys } from '../../server/db/schema';
import { queryRows } from '../../server/search/sql';
import { createApiKey, listApiKeys, resolveApiKey, revokeApiKey } from '../../server/services/staff/api-keys';
import { CLI_ACTOR, STAFF_MSG } from '../../server/services/staff/context';
import { createTestApi, type TestApi } from './harness';
import { ADMIN, auditOf, refusal, staffDeps } from './staff-helpers';

/* Named API keys: shown once, stored as a hash, each with its own permissions, revoked alone. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
const deps = () => staffDeps(api);
const db = () => api.database.db;

describe('API keys', () => {
  it('resolve to their permissions; the plain key is stored nowhere', async () => {
    const { key, row } = await createApiKey(deps(), { name: '发货机器人', permissions: ['orders', 'finance'] }, CLI_ACTOR);
    expect(key).toMatch(/^rk_[0-9A-Za-z]{40}$/);
    expect(row).toMatchObject({ name: '发货机器人', keyPrefix: key.slice(0, 8), permissions: ['orders', 'finance'], createdBy: null, lastUsedAt: null, revokedAt: null });

    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.id, row.id));
    expect(stored.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    const everything = JSON.stringify(await queryRows(db(), sql`select * from api_keys`));
    expect(everything).not.toContain(key);
    expect(everything).not.toContain(key.slice(3));

    const actor = await resolveApiKey(db(), key);
    expect(actor).toMatchObject({ id: row.id, name: '发货机器人' });
    expect([...actor!.permissions]).toEqual(['orders', 'finance']);
    const [used] = await db().select().from(apiKeys).where(eq(apiKeys.id, row.id));
    expect(used.lastUsedAt).not.toBeNull();

    expect(await resolveApiKey(db(), `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await resolveApiKey(db(), 'rk_short')).toBeNull();
    expect(await resolveApiKey(db(), '')).toBeNull();
    expect((await auditOf(api, 'api_key.create')).at(-1)).toMatchObject({ actorKind: 'cli', entityId: String(row.id), after: { name: '发货机器人', permissions: ['orders', 'finance'] } });
  });

  it('a revoked key resolves to nothing; its name is free again', async () => {
    const { key, row } = await createApiKey(deps(), { name: '财务导出', permissions: ['finance'] }, ADMIN);
    expect(await refusal(createApiKey(deps(), { name: '财务导出', permissions: ['orders'] }, ADMIN))).toBe(STAFF_MSG.keyNameTaken);
    const revoked = await revokeApiKey(deps(), row.id, ADMIN);
    expect(revoked.revokedAt).not.toBeNull();
    expect(await resolveApiKey(db(), key)).toBeNull();
    expect(await refusal(revokeApiKey(deps(), row.id, ADMIN))).toBe(STAFF_MSG.keyNotFound);
    const again = await createApiKey(deps(), { name: '财务导出', permissions: ['orders'] }, ADMIN);
    expect(await resolveApiKey(db(), again.key)).toMatchObject({ id: again.row.id });
    expect((await listApiKeys(db())).filter((k) => k.name === '财务导出').map((k) => k.revokedAt === null)).toEqual([true, false]);
    expect((await auditOf(api, 'api_key.revoke')).map((e) => e.entityId)).toEqual([String(row.id)]);
  });

  it('never holds 员工与权限', async () => {
    const parsed = apiKeyCreateBody.safeParse({ name: '越权', permissions: ['orders', 'staff'] });
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe(STAFF_RULE_MSG.keyStaff);
    expect(await refusal(createApiKey(deps(), { name: '越权', permissions: ['staff'] }, ADMIN))).toBe(STAFF_RULE_MSG.keyStaff);
    // A row given it by hand still does not grant it.
    const { key, row } = await createApiKey(deps(), { name: '手改', permissions: ['content'] }, ADMIN);
    await db().update(apiKeys).set({ permissions: ['content', 'staff'] }).where(eq(apiKeys.id, row.id));
    expect([...(await resolveApiKey(db(), key))!.permissions]).toEqual(['content']);
  });
});
