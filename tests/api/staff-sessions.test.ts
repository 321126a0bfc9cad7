import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions } from '../../server/db/schema';
import { hashToken } from '../../server/services/sessions';
import { disableStaff, enableStaff, getStaff, resetEnrolment, setGroups } from '../../server/services/staff/accounts';
import { STAFF_MSG } from '../../server/services/staff/context';
import { startEnrolment } from '../../server/services/staff/enrolment';
import { passwordStep } from '../../server/services/staff/login';
import { listAllSessions, listSessions, logout, resolveStaffSession, revokeSession } from '../../server/services/staff/sessions';
import { passwd } from './accounts-helpers';
import { createTestApi, type TestApi } from './harness';
import { ADMIN, auditOf, clock, enrolledStaff, groupId, logIn, refusal, RIGHT, staffDeps } from './staff-helpers';

/* Staff sessions: 30 idle minutes, 12 hours at most, revoked, disabled staff; permissions from groups. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  clock.start();
});
afterAll(async () => {
  clock.stop();
  await api.close();
});
const deps = () => staffDeps(api);
const db = () => api.database.db;
const MIN = 60_000;

async function sessionRow(token: string) {
  const [row] = await db().select().from(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  return row;
}
const setTimes = (token: string, times: Partial<{ createdAt: Date; lastSeenAt: Date; expiresAt: Date }>) =>
  db().update(staffSessions).set(times).where(eq(staffSessions.tokenHash, hashToken(token)));

describe('permissions', () => {
  it('are the union of the groups, and follow a change of groups at the next call', async () => {
    const who = await enrolledStaff(api, ['商品目录组', '财务组', '商品目录组']);
    const { token } = await logIn(api, who);
    expect([...(await resolveStaffSession(db(), token))!.permissions]).toEqual(['catalogue', 'finance']);
    await setGroups(deps(), who.id, [await groupId(api, '客户服务组'), await groupId(api, '合规审核组')], ADMIN);
    expect([...(await resolveStaffSession(db(), token))!.permissions]).toEqual(['compliance', 'service']);
    await setGroups(deps(), who.id, [], ADMIN);
    expect((await resolveStaffSession(db(), token))!.permissions.size).toBe(0);
    const [change] = (await auditOf(api, 'staff.groups')).filter((e) => e.entityId === String(who.id));
    expect(change).toMatchObject({ before: { groups: ['商品目录组', '财务组'] }, after: { groups: ['合规审核组', '客户服务组'] }, actorName: ADMIN.name, permission: 'staff' });
  });

  it('超级管理员 holds every permission', async () => {
    const who = await enrolledStaff(api);
    expect((await getStaff(db(), who.id)).permissions).toEqual(['catalogue', 'orders', 'finance', 'compliance', 'service', 'content', 'staff']);
  });
});

describe('a session ends', () => {
  it('after 30 idle minutes; use within them keeps it alive', async () => {
    const who = await enrolledStaff(api);
    const { token } = await logIn(api, who);
    await setTimes(token, { lastSeenAt: new Date(Date.now() - 29 * MIN) });
    expect(await resolveStaffSession(db(), token)).not.toBeNull();
    // The use was recorded: the 30 minutes start again.
    expect((await sessionRow(token)).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - MIN);
    await setTimes(token, { lastSeenAt: new Date(Date.now() - 31 * MIN) });
    expect(await resolveStaffSession(db(), token)).toBeNull();
  });

  it('12 hours after the login, however busy', async () => {
    const who = await enrolledStaff(api);
    const { token, expiresAt } = await logIn(api, who);
    const row = await sessionRow(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(12 * 60 * MIN);
    expect(expiresAt).toBe(row.expiresAt.toISOString());
    await setTimes(token, { createdAt: new Date(Date.now() - 12 * 60 * MIN - MIN), expiresAt: new Date(Date.now() - MIN), lastSeenAt: new Date() });
    expect(await resolveStaffSession(db(), token)).toBeNull();
  });

  it('when revoked, or logged out; the lists show live sessions only', async () => {
    const who = await enrolledStaff(api);
    const a = await logIn(api, who);
    const b = await logIn(api, who);
    const mine = await listSessions(db(), who.id);
    expect(mine.map((s) => s.staffId)).toEqual([who.id, who.id]);
    expect(mine[0]).toMatchObject({ ip: '10.0.0.1', userAgent: 'vitest', staffName: '测试员工' });
    expect((await listAllSessions(db())).filter((s) => s.staffId === who.id)).toHaveLength(2);

    const aId = (await sessionRow(a.token)).id;
    // Another person cannot end it as their own.
    expect(await refusal(revokeSession(deps(), aId, ADMIN, who.id + 1000))).toBe(STAFF_MSG.sessionNotFound);
    await revokeSession(deps(), aId, ADMIN);
    expect(await resolveStaffSession(db(), a.token)).toBeNull();
    expect(await refusal(revokeSession(deps(), aId, ADMIN))).toBe(STAFF_MSG.sessionNotFound);
    expect((await auditOf(api, 'staff.session.revoke')).map((e) => e.entityId)).toContain(String(aId));

    await logout(deps(), b.token, { ip: '10.2.2.2' });
    expect(await resolveStaffSession(db(), b.token)).toBeNull();
    expect(await listSessions(db(), who.id)).toEqual([]);
    expect((await auditOf(api, 'staff.logout')).at(-1)).toMatchObject({ actorId: who.id, ip: '10.2.2.2' });
  });

  it('when the person is disabled: no session, no login; enabled again, a new login works', async () => {
    const who = await enrolledStaff(api);
    const { token } = await logIn(api, who);
    expect(await refusal(disableStaff(deps(), who.id, { ...ADMIN, id: who.id }))).toBe(STAFF_MSG.selfDisable);
    await disableStaff(deps(), who.id, ADMIN);
    expect(await resolveStaffSession(db(), token)).toBeNull();
    // Even a session the revocation missed is dead while the person is disabled.
    await db().update(staffSessions).set({ revokedAt: null }).where(eq(staffSessions.tokenHash, hashToken(token)));
    expect(await resolveStaffSession(db(), token)).toBeNull();
    expect(await refusal(logIn(api, who))).toBe(STAFF_MSG.badCredentials);
    expect((await auditOf(api, 'staff.disable')).filter((e) => e.entityId === String(who.id))).toMatchObject([{ before: { status: 'active' }, after: { status: 'disabled' } }]);

    await enableStaff(deps(), who.id, ADMIN);
    expect(await resolveStaffSession(db(), (await logIn(api, who)).token)).not.toBeNull();
  });

  it('when the enrolment is reset (a lost phone): password and TOTP are cleared, a new link works', async () => {
    const who = await enrolledStaff(api);
    const { token } = await logIn(api, who);
    const { enrolToken, enrol, staff } = await resetEnrolment(deps(), who.id, ADMIN);
    expect(staff.enrolled).toBe(false);
    expect(enrol.url).toContain(`/operator/enrol?token=${enrolToken}`);
    expect(await resolveStaffSession(db(), token)).toBeNull();
    expect(await refusal(passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) }))).toBe(STAFF_MSG.badCredentials);
    const fresh = await startEnrolment(deps(), enrolToken);
    expect(fresh.secret).not.toBe(who.secret);
    expect((await auditOf(api, 'staff.enrol.reset')).filter((e) => e.entityId === String(who.id))).toHaveLength(1);
  });
});
