import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLoginChallenges, staffMembers, staffRecoveryCodes } from '../../server/db/schema';
import { maybeSweepExpired } from '../../server/services/housekeeping';
import { hashToken } from '../../server/services/sessions';
import { createStaff } from '../../server/services/staff/accounts';
import { STAFF_MSG } from '../../server/services/staff/context';
import { finishEnrolment, regenerateRecoveryCodes, startEnrolment } from '../../server/services/staff/enrolment';
import { passwordStep, totpStep } from '../../server/services/staff/login';
import { resolveStaffSession } from '../../server/services/staff/sessions';
import { freshMobile, passwd } from './accounts-helpers';
import { createTestApi, type TestApi } from './harness';
import { ADMIN, auditOf, clock, codeAt, enrolledStaff, groupId, logIn, refusal, RIGHT, staffDeps, wrongCode } from './staff-helpers';

/* Staff enrolment and the two-step login (password, then TOTP or a recovery code). PGlite and PostgreSQL. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { PUBLIC_ORIGIN: 'https://shop.example.cn/' } });
  clock.start();
});
afterAll(async () => {
  clock.stop();
  await api.close();
});
const deps = () => staffDeps(api);
const db = () => api.database.db;

describe('enrolment', () => {
  it('gives a one-time link; opening it shows one secret, kept sealed; a right code sets password and TOTP', async () => {
    const mobile = freshMobile();
    const { staff, enrolToken, enrol } = await createStaff(deps(), { name: '张三', mobile, groupIds: [await groupId(api, '财务组')] }, ADMIN);
    expect(enrol.url).toBe(`https://shop.example.cn/operator/enrol?token=${enrolToken}`);
    expect(staff).toMatchObject({ name: '张三', mobile, status: 'active', enrolled: false, permissions: ['finance'] });

    const first = await startEnrolment(deps(), enrolToken);
    const again = await startEnrolment(deps(), enrolToken);
    expect(again.secret).toBe(first.secret);
    expect(first.name).toBe('张三');
    expect(first.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(first.otpauthUri).toContain(`secret=${first.secret}`);
    const [row] = await db().select().from(staffMembers).where(eq(staffMembers.id, staff.id));
    expect(row.enrolTokenHash).toBe(hashToken(enrolToken));
    expect(Buffer.from(row.totpSecretEnc!).toString('latin1')).not.toContain(first.secret);

    expect(await refusal(finishEnrolment(deps(), { token: enrolToken, passwd: passwd(RIGHT), totpCode: await wrongCode(first.secret) }))).toBe(STAFF_MSG.enrolCode);
    const { recoveryCodes } = await finishEnrolment(deps(), { token: enrolToken, passwd: passwd(RIGHT), totpCode: await codeAt(first.secret) });
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(10);

    const [done] = await db().select().from(staffMembers).where(eq(staffMembers.id, staff.id));
    expect(done.enrolTokenHash).toBeNull();
    expect(done.totpEnabledAt).not.toBeNull();
    expect(done.passwordHash).toMatch(/^scrypt\$/);
    const stored = await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
    expect(stored).toHaveLength(10);
    for (const c of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(c.replace(/-/g, ''));

    // The link is spent.
    expect(await refusal(startEnrolment(deps(), enrolToken))).toBe(STAFF_MSG.enrolGone);
    expect(await refusal(finishEnrolment(deps(), { token: enrolToken, passwd: passwd(RIGHT), totpCode: await codeAt(first.secret) }))).toBe(STAFF_MSG.enrolGone);
    expect((await auditOf(api, 'staff.enrol')).map((e) => e.entityId)).toContain(String(staff.id));
  });

  it('refuses an expired link, and an account that has not enrolled cannot log in', async () => {
    const mobile = freshMobile();
    const { staff, enrolToken } = await createStaff(deps(), { name: '过期', mobile, groupIds: [] }, ADMIN);
    await db()
      .update(staffMembers)
      .set({ enrolExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffMembers.id, staff.id));
    expect(await refusal(startEnrolment(deps(), enrolToken))).toBe(STAFF_MSG.enrolGone);
    expect(await refusal(startEnrolment(deps(), 'no-such-token'))).toBe(STAFF_MSG.enrolGone);
    expect(await refusal(passwordStep(deps(), { account: mobile, passwd: passwd(RIGHT) }))).toBe(STAFF_MSG.badCredentials);
    const failed = (await auditOf(api, 'staff.login')).filter((e) => e.actorName === mobile);
    expect(failed).toMatchObject([{ outcome: 'failed', detail: '账号尚未完成开通', actorId: staff.id }]);
  });

  it('refuses a mobile already used by another staff member', async () => {
    const mobile = freshMobile();
    await createStaff(deps(), { name: '甲', mobile, groupIds: [] }, ADMIN);
    expect(await refusal(createStaff(deps(), { name: '乙', mobile, groupIds: [] }, ADMIN))).toBe(STAFF_MSG.mobileTaken);
    expect(await refusal(createStaff(deps(), { name: '丙', mobile: freshMobile(), groupIds: [999_999] }, ADMIN))).toBe(STAFF_MSG.groupMissing);
  });
});

describe('the login needs the password and the second factor', () => {
  it('a right password alone gives a challenge, never a session; the TOTP code gives the session', async () => {
    const who = await enrolledStaff(api, ['商品目录组']);
    clock.advance(30_000);
    const step = await passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) }, { ip: '10.1.1.1' });
    expect(step.challenge).toBeTruthy();
    expect(await resolveStaffSession(db(), step.challenge)).toBeNull();
    const login = await totpStep(deps(), { challenge: step.challenge, code: await codeAt(who.secret) }, { ip: '10.1.1.1' });
    expect(login).toMatchObject({ name: '测试员工', permissions: ['catalogue'], recoveryCodesLeft: 10 });
    const session = await resolveStaffSession(db(), login.token);
    expect(session).toMatchObject({ staffId: who.id, name: '测试员工' });
    expect([...session!.permissions]).toEqual(['catalogue']);
    // The challenge is single use.
    expect(await refusal(totpStep(deps(), { challenge: step.challenge, code: await codeAt(who.secret, 1) }))).toBe(STAFF_MSG.challengeGone);
    const ok = (await auditOf(api, 'staff.login')).filter((e) => e.actorId === who.id && e.outcome === 'ok');
    expect(ok).toMatchObject([{ actorKind: 'staff', actorName: '测试员工', ip: '10.1.1.1', detail: '动态验证码登录' }]);
  });

  it('answers a wrong password, an unknown account and a disabled one alike, and logs the account text', async () => {
    const who = await enrolledStaff(api);
    expect(await refusal(passwordStep(deps(), { account: who.account, passwd: passwd('wrong') }))).toBe(STAFF_MSG.badCredentials);
    expect(await refusal(passwordStep(deps(), { account: 'Nobody@Example.com', passwd: passwd(RIGHT) }))).toBe(STAFF_MSG.badCredentials);
    await db().update(staffMembers).set({ status: 'disabled' }).where(eq(staffMembers.id, who.id));
    expect(await refusal(passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) }))).toBe(STAFF_MSG.badCredentials);
    const failed = (await auditOf(api, 'staff.login')).filter((e) => e.outcome === 'failed');
    expect(failed.filter((e) => e.actorName === who.account).map((e) => e.detail)).toEqual(['密码错误', '账号已停用']);
    expect(failed.find((e) => e.actorName === 'nobody@example.com')).toMatchObject({ actorKind: 'staff', actorId: null, detail: '账号不存在' });
  });

  it('refuses a code already used, and counts a wrong one on the challenge and toward the lockout', async () => {
    const who = await enrolledStaff(api);
    clock.advance(30_000);
    const code = await codeAt(who.secret);
    const first = await passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) });
    await totpStep(deps(), { challenge: first.challenge, code });
    const second = await passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) });
    expect(await refusal(totpStep(deps(), { challenge: second.challenge, code }))).toBe(STAFF_MSG.badCode);
    // A code of the previous step is older than the one used: refused too.
    expect(await refusal(totpStep(deps(), { challenge: second.challenge, code: await codeAt(who.secret, -1) }))).toBe(STAFF_MSG.badCode);
    const [challenge] = await db().select().from(staffLoginChallenges).where(eq(staffLoginChallenges.tokenHash, hashToken(second.challenge)));
    expect(challenge).toMatchObject({ attempts: 2, usedAt: null });
    // The next step's code still works on the same challenge.
    const login = await totpStep(deps(), { challenge: second.challenge, code: await codeAt(who.secret, 1) });
    expect(await resolveStaffSession(db(), login.token)).not.toBeNull();
    const failed = (await auditOf(api, 'staff.login')).filter((e) => e.actorId === who.id && e.outcome === 'failed');
    expect(failed.map((e) => e.detail)).toEqual(['动态验证码错误或已使用', '动态验证码错误或已使用']);
  });

  it('forgets challenges a day after they expire', async () => {
    const who = await enrolledStaff(api);
    const { challenge } = await passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) });
    const mine = eq(staffLoginChallenges.tokenHash, hashToken(challenge));
    await db()
      .update(staffLoginChallenges)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(mine);
    await maybeSweepExpired(db(), 1);
    expect(await db().select().from(staffLoginChallenges).where(mine)).toEqual([]);
  });

  it('gives a challenge five codes at most', async () => {
    const who = await enrolledStaff(api);
    clock.advance(30_000);
    const right = await codeAt(who.secret);
    const wrong = await wrongCode(who.secret);
    const { challenge } = await passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await refusal(totpStep(deps(), { challenge, code: wrong })));
    expect(answers).toEqual([...Array(4).fill(STAFF_MSG.badCode), STAFF_MSG.tooManyCodes]);
    expect(await refusal(totpStep(deps(), { challenge, code: right }))).toBe(STAFF_MSG.challengeGone);
  });

  it('takes a recovery code once (dashes and case forgiven); new codes replace all the old ones', async () => {
    const who = await enrolledStaff(api);
    const login = await logIn(api, who, who.recoveryCodes[0]);
    expect(login.recoveryCodesLeft).toBe(9);
    expect(await resolveStaffSession(db(), login.token)).not.toBeNull();
    expect(await refusal(logIn(api, who, who.recoveryCodes[0]))).toBe(STAFF_MSG.badCode);
    const typed = who.recoveryCodes[1].replace(/-/g, '').toUpperCase();
    expect((await logIn(api, who, typed)).recoveryCodesLeft).toBe(8);
    const used = await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, who.id));
    expect(used.filter((r) => r.usedAt !== null)).toHaveLength(2);

    clock.advance(30_000);
    const { recoveryCodes } = await regenerateRecoveryCodes(deps(), who.id, await codeAt(who.secret), { ...ADMIN, id: who.id });
    expect(recoveryCodes).toHaveLength(10);
    // The fifth password check of these 15 minutes: the old code is refused, a new one logs in.
    const { challenge } = await passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) });
    expect(await refusal(totpStep(deps(), { challenge, code: who.recoveryCodes[2] }))).toBe(STAFF_MSG.badCode);
    expect((await totpStep(deps(), { challenge, code: recoveryCodes[0] })).recoveryCodesLeft).toBe(9);
  });
});
