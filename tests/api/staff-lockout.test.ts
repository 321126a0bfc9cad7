import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_MSG } from '../../server/services/staff/context';
import { passwordStep, totpStep } from '../../server/services/staff/login';
import { passwd } from './accounts-helpers';
import { createTestApi, type TestApi } from './harness';
import { auditOf, clock, enrolledStaff, refusal, RIGHT, staffDeps, wrongCode } from './staff-helpers';

/*
 * The staff login's lockout: five checks per account in any 15 minutes, parallel tries included (on PostgreSQL the
 * calls run on separate connections, truly at once). Every password check is one scrypt: counting them counts the
 * checks that really ran.
 */
const scryptCalls = vi.hoisted(() => ({ n: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof real.scrypt>) => {
    scryptCalls.n++;
    return (real.scrypt as (...a: unknown[]) => void)(...args);
  }) as typeof real.scrypt;
  return { ...real, default: { ...real, scrypt }, scrypt };
});

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

/** Every try at once; the answers sorted, and how many passwords were really checked. */
async function burst(tries: (() => Promise<unknown>)[]) {
  scryptCalls.n = 0;
  const answers = await Promise.all(tries.map((t) => t().then(() => 'ok', (err: Error) => err.message)));
  const count = (m: string) => answers.filter((a) => a === m).length;
  return { ok: count('ok'), wrong: count(STAFF_MSG.badCredentials), locked: count(STAFF_MSG.locked), checked: scryptCalls.n, all: answers.length };
}

describe('the staff lockout', () => {
  it('locks an account after five password checks; the right password is then refused too', async () => {
    const who = await enrolledStaff(api);
    for (let i = 0; i < 5; i++) expect(await refusal(passwordStep(deps(), { account: who.account, passwd: passwd(`wrong${i}`) }))).toBe(STAFF_MSG.badCredentials);
    expect(await refusal(passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) }))).toBe(STAFF_MSG.locked);
    expect(await refusal(passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) }))).toBe(STAFF_MSG.locked);
    // The lock is noted once per window, however many tries meet it.
    expect((await auditOf(api, 'staff.login.locked')).filter((e) => e.actorId === who.id)).toMatchObject([{ outcome: 'denied', actorName: who.account }]);
    // Fifteen minutes later the account opens again.
    clock.advance(15 * 60_000 + 1000);
    expect((await passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) })).challenge).toBeTruthy();
  });

  it('checks exactly five of 20 parallel tries', async () => {
    const who = await enrolledStaff(api);
    const t = await burst(Array.from({ length: 20 }, (_, i) => () => passwordStep(deps(), { account: who.account, passwd: passwd(`wrong${i}`) })));
    expect(t).toEqual({ ok: 0, wrong: 5, locked: 15, checked: 5, all: 20 });
  });

  it('checks exactly five of 20 parallel tries on an unknown account, and answers like a known one', async () => {
    const t = await burst(Array.from({ length: 20 }, (_, i) => () => passwordStep(deps(), { account: 'ghost@example.com', passwd: passwd(`guess${i}`) })));
    expect(t).toEqual({ ok: 0, wrong: 5, locked: 15, checked: 5, all: 20 });
  });

  it('counts wrong TOTP codes toward the lockout', async () => {
    const who = await enrolledStaff(api);
    clock.advance(30_000);
    const { challenge } = await passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) });
    const wrong = await wrongCode(who.secret);
    for (let i = 0; i < 4; i++) expect(await refusal(totpStep(deps(), { challenge, code: wrong }))).toBe(STAFF_MSG.badCode);
    expect(await refusal(passwordStep(deps(), { account: who.account, passwd: passwd(RIGHT) }))).toBe(STAFF_MSG.locked);
  });
});
