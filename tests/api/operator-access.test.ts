import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, contract } from '../../lib/api/contract';
import { API_KEY_HEADER, buildPath, STAFF_TOKEN_HEADER, type Endpoint } from '../../lib/api/contract/endpoint';
import { PERMISSION_TEXT, PERMISSIONS, type Permission } from '../../lib/api/contract/staff';
import { auditLog } from '../../server/db/schema';
import { OPERATOR_MSG } from '../../server/http/operator';
import { createApiKey, revokeApiKey } from '../../server/services/staff/api-keys';
import { disableStaff } from '../../server/services/staff/accounts';
import { customer } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { admin } from './order-helpers';
import { ADMIN, clock, enrolledStaff, logIn, staffDeps } from './staff-helpers';

/*
 * The staff dimension of the authorization matrix: every operator endpoint against every permission group and
 * against API keys, checked before any input is read (so a call with no body tells the permission check apart).
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  clock.start();
});
afterAll(async () => {
  clock.stop();
  await api.close();
});

const operatorEndpoints = allEndpoints.filter((ep) => ep.auth === 'operator');
/**
 * The message of an endpoint called with every path parameter one no row has and no body — enough to pass or fail
 * the caller check without changing anything (no key revoked, no person disabled); a file served (the caller
 * passed) reads as its content type.
 */
async function messageOf(ep: Endpoint, headers: Record<string, string>): Promise<string> {
  const res = await api.app.request(buildPath(ep.path, Object.fromEntries([...ep.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '987654']))), {
    method: ep.method,
    body: ep.method === 'POST' ? '{}' : undefined,
    headers: { 'content-type': 'application/json', ...headers },
  });
  const text = await res.text();
  try {
    return (JSON.parse(text) as { message: string }).message;
  } catch {
    return `file ${res.headers.get('content-type')}`;
  }
}

/** The seeded group holding exactly one permission (商品目录组 → catalogue …). */
const GROUP_OF: Record<Permission, string> = { catalogue: '商品目录组', orders: '订单与发货组', finance: '财务组', compliance: '合规审核组', service: '客户服务组', content: '内容运营组', staff: '员工管理组' };

describe('operator endpoints', () => {
  it('each names the permission it needs', () => {
    expect(operatorEndpoints.length).toBeGreaterThanOrEqual(45);
    expect(operatorEndpoints.filter((ep) => !ep.permission).map((ep) => ep.path)).toEqual([]);
  });

  it('refuse callers without a staff session or API key, a customer session, and a made-up or revoked key', async () => {
    const shopper = await customer(api);
    const { key, row } = await createApiKey(staffDeps(api), { name: '即将吊销', permissions: ['orders'] }, ADMIN);
    await revokeApiKey(staffDeps(api), row.id, ADMIN);
    for (const ep of operatorEndpoints) {
      for (const h of [{} as Record<string, string>, shopper.h, { [API_KEY_HEADER]: `rk_${'x'.repeat(40)}` }, { [API_KEY_HEADER]: key }, { [STAFF_TOKEN_HEADER]: 'not-a-session' }]) {
        expect(await messageOf(ep, h)).toBe(OPERATOR_MSG.loginRequired);
      }
    }
  });

  it('every permission group reaches the endpoints of its permission and no other; each refusal names the permission and is audited', async () => {
    for (const permission of PERMISSIONS) {
      const member = await enrolledStaff(api, [GROUP_OF[permission]], `${PERMISSION_TEXT[permission]}专员`);
      const { token } = await logIn(api, member);
      const h = { [STAFF_TOKEN_HEADER]: token };
      for (const ep of operatorEndpoints) {
        const message = await messageOf(ep, h);
        if (ep.permission === permission) expect([OPERATOR_MSG.loginRequired, OPERATOR_MSG.denied(ep.permission)]).not.toContain(message);
        else expect(message).toBe(OPERATOR_MSG.denied(ep.permission!));
      }
      const denied = await api.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, member.id), eq(auditLog.actorKind, 'staff'), eq(auditLog.outcome, 'denied')));
      expect(denied).toHaveLength(operatorEndpoints.filter((ep) => ep.permission !== permission).length);
      expect(denied.every((d) => d.actorName === `${PERMISSION_TEXT[permission]}专员` && d.permission !== permission)).toBe(true);
    }
  });

  it('an API key reaches the endpoints of its own permissions only', async () => {
    const { key } = await createApiKey(staffDeps(api), { name: '发货机器人', permissions: ['orders'] }, ADMIN);
    for (const ep of operatorEndpoints) {
      const message = await messageOf(ep, { [API_KEY_HEADER]: key });
      if (ep.permission === 'orders') expect(message).not.toBe(OPERATOR_MSG.denied('orders'));
      else expect(message).toBe(OPERATOR_MSG.denied(ep.permission!));
    }
  });

  it('a staff session does not open customer calls, and a disabled member is out at once', async () => {
    const member = await enrolledStaff(api, ['超级管理员'], '停用前的管理员');
    const { token } = await logIn(api, member);
    expect((await api.raw(contract.cart.list, { headers: { token } })).json).toMatchObject({ code: -1, message: '登录已失效，请重新登录' });
    ok(await api.call(contract.order.operatorList, {}, { [STAFF_TOKEN_HEADER]: token }));
    await disableStaff(staffDeps(api), member.id, ADMIN);
    rejected(await api.call(contract.order.operatorList, {}, { [STAFF_TOKEN_HEADER]: token }), OPERATOR_MSG.loginRequired);
  });

  it('a change through an operator call is in the audit log: who, which permission, what, on which entity', async () => {
    const member = await enrolledStaff(api, ['内容运营组'], '王编辑');
    const { token } = await logIn(api, member);
    const created = ok(await api.call(contract.content.newsCreate, { body: { title: '审计测试资讯', category: 'company', summary: '摘要', body: '正文' } }, { [STAFF_TOKEN_HEADER]: token }));
    const [entry] = await api.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, member.id), eq(auditLog.outcome, 'ok'), eq(auditLog.action, contract.content.newsCreate.title)));
    expect(entry).toMatchObject({ actorKind: 'staff', actorName: '王编辑', permission: 'content', entity: 'news' });
    expect(JSON.stringify(entry.after)).toContain('审计测试资讯');
    expect(created).toBeTruthy();
    // The tests' own key is an actor like a person.
    ok(await api.call(contract.content.newsPublish, { params: { id: created.id }, body: { published: true } }, admin));
    const [byKey] = await api.database.db.select().from(auditLog).where(and(eq(auditLog.actorKind, 'api_key'), eq(auditLog.outcome, 'ok'), eq(auditLog.action, contract.content.newsPublish.title)));
    expect(byKey).toMatchObject({ actorName: '测试运营', permission: 'content', entityId: String(created.id), outcome: 'ok' });
  });
});

describe("a person's own calls (auth 'staff')", () => {
  // Logging out ends the session the other calls use: last.
  const own = allEndpoints.filter((ep) => ep.auth === 'staff').sort((a, b) => Number(a === contract.staff.logout) - Number(b === contract.staff.logout));

  it('need a live staff session: an API key, a customer session or a made-up token is refused before any input', async () => {
    expect(own.length).toBeGreaterThanOrEqual(5);
    expect(own.filter((ep) => ep.permission).map((ep) => ep.path)).toEqual([]);
    const shopper = await customer(api);
    for (const ep of own) {
      for (const h of [{} as Record<string, string>, shopper.h, admin, { [STAFF_TOKEN_HEADER]: 'not-a-session' }]) {
        expect(await messageOf(ep, h)).toBe(OPERATOR_MSG.loginRequired);
      }
    }
  });

  it('are open to every person, whatever their groups', async () => {
    const member = await enrolledStaff(api, ['客户服务组'], '只有客服权限');
    const { token } = await logIn(api, member);
    for (const ep of own) expect([OPERATOR_MSG.loginRequired, ...PERMISSIONS.map(OPERATOR_MSG.denied)]).not.toContain(await messageOf(ep, { [STAFF_TOKEN_HEADER]: token }));
    expect(await messageOf(contract.staff.me, { [STAFF_TOKEN_HEADER]: token })).toBe(OPERATOR_MSG.loginRequired);
    const denied = await api.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, member.id), eq(auditLog.outcome, 'denied')));
    expect(denied).toEqual([]);
  });
});
