import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { BodyOf } from '../../lib/api/contract/endpoint';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { rateEvents } from '../../server/db/schema';
import { createProviders } from '../../server/providers';
import { queryRows } from '../../server/search/sql';
import { AUTH_MSG } from '../../server/services/auth';
import { auth, captcha, freshIp, freshMobile, from, passwd, skipResendWait, sendCode, smsLogin } from './accounts-helpers';
import { contractCalls, ok, rejected, type Answer } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/*
 * The password lockout holds under parallel attempts and across two API processes,
 * and an unknown account answers exactly like a known one. Runs on PGlite and on PostgreSQL.
 */

// Every password check is one scrypt derivation: counting them counts the checks that really ran.
const scryptCalls = vi.hoisted(() => ({ n: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof real.scrypt>) => {
    scryptCalls.n++;
    return (real.scrypt as (...a: unknown[]) => void)(...args);
  }) as typeof real.scrypt;
  return { ...real, default: { ...real, scrypt }, scrypt };
});

const RIGHT = 'Secret#2024';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test', CAPTCHA_PER_MINUTE_PER_IP: '1000' } });
});
afterAll(() => api.close());

type Res = Answer<typeof contract.user.accountLogin>;
/** Sends one accountLogin to an API process (this one, or a second one on the same database). */
type Post = (body: BodyOf<typeof contract.user.accountLogin>, headers: Record<string, string>) => Promise<Res>;
const postHere: Post = (body, headers) => api.call(contract.user.accountLogin, { body }, headers);

async function userWithPassword(): Promise<string> {
  const login = await smsLogin(api);
  ok(await api.call(contract.user.setPasswd, { body: { passwd: passwd(RIGHT) } }, auth(login.token)));
  return login.mobile;
}

/** One accountLogin with its own captcha; `post` chooses the API process. */
async function prepared(account: string, clear: string, post: Post = postHere): Promise<() => Promise<Res>> {
  const c = await captcha(api);
  return () => post({ account, passwd: passwd(clear), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey }, from(freshIp()));
}
const login = async (account: string, clear: string) => (await prepared(account, clear))();

/** Fires every call at once and sorts the answers: a check ran for "wrong" and "success", none for "locked". */
async function burst(calls: (() => Promise<Res>)[]) {
  scryptCalls.n = 0;
  const answers = await Promise.all(calls.map((call) => call()));
  const tally = { success: 0, wrong: 0, locked: 0, other: [] as unknown[] };
  for (const { json } of answers) {
    if (json.code === 1) tally.success++;
    else if (json.message === AUTH_MSG.badCredentials) tally.wrong++;
    else if (json.message === AUTH_MSG.locked) tally.locked++;
    else tally.other.push(json);
  }
  return { ...tally, scrypts: scryptCalls.n };
}

describe('the password lockout under parallel attempts (10.1)', () => {
  for (const position of [11, 16, 20]) {
    it(`checks at most 5 passwords of 20 parallel tries, the right one in position ${position}`, async () => {
      const mobile = await userWithPassword();
      const calls = await Promise.all(Array.from({ length: 20 }, (_, i) => prepared(mobile, i + 1 === position ? RIGHT : `wrong${i}`)));
      const t = await burst(calls);
      expect(t.other).toEqual([]);
      expect(t.success + t.wrong).toBeLessThanOrEqual(5);
      expect(t.scrypts).toBeLessThanOrEqual(5);
      expect(t.locked).toBeGreaterThanOrEqual(15);
      // Whatever got through, the account is now locked: the right password is refused too.
      rejected(await login(mobile, RIGHT), AUTH_MSG.locked);
    });
  }

  it('a success does not reopen the door: after it, the checks left in the window are what is left', async () => {
    const mobile = await userWithPassword();
    for (let i = 0; i < 3; i++) rejected(await login(mobile, `wrong${i}`), AUTH_MSG.badCredentials);
    ok(await login(mobile, RIGHT));
    // Four checks used; twenty parallel wrong guesses get one more check, not twenty.
    const t = await burst(await Promise.all(Array.from({ length: 20 }, (_, i) => prepared(mobile, `again${i}`))));
    expect(t.wrong).toBe(1);
    expect(t.locked).toBe(19);
    expect(t.scrypts).toBe(1);
  });

  it('the fifth check is the last; the sixth is refused without a check, and the window passing opens it again', async () => {
    const mobile = await userWithPassword();
    for (let i = 0; i < 5; i++) rejected(await login(mobile, `wrong${i}`), AUTH_MSG.badCredentials);
    scryptCalls.n = 0;
    rejected(await login(mobile, RIGHT), AUTH_MSG.locked);
    expect(scryptCalls.n).toBe(0);
    // Fifteen minutes pass (the window's events are moved back instead of sleeping).
    await api.database.db.update(rateEvents).set({ at: sql`${rateEvents.at} - interval '16 minutes'` }).where(sql`${rateEvents.bucket} like 'login:%'`);
    ok(await login(mobile, RIGHT));
  });

  it('a wrong image code is not a password check', async () => {
    const mobile = await userWithPassword();
    for (let i = 0; i < 8; i++) {
      const c = await captcha(api);
      const wrongCode = c.imgCode === 'AAAA' ? 'CCCC' : 'AAAA';
      rejected(await postHere({ account: mobile, passwd: passwd(RIGHT), imgCode: wrongCode, imgCodeKey: c.imgCodeKey }, from(freshIp())), /图形验证码错误/);
    }
    ok(await login(mobile, RIGHT));
  });

  it('a new password set with an SMS code lifts the lock (the person has proved the phone)', async () => {
    const mobile = await userWithPassword();
    for (let i = 0; i < 5; i++) rejected(await login(mobile, `wrong${i}`), AUTH_MSG.badCredentials);
    rejected(await login(mobile, RIGHT), AUTH_MSG.locked);
    await skipResendWait(api, mobile);
    const msgCode = await sendCode(api, mobile, 'reset');
    ok(await api.call(contract.user.forgetPasswd, { body: { mobile, msgCode, passwd: passwd('New#pass2') } }));
    ok(await login(mobile, 'New#pass2'));
  });

  it('holds across two API processes sharing the database (PostgreSQL)', async ({ skip }) => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return skip('PGlite is one process; this case runs under scripts/with-postgres.mjs');
    const [{ name }] = await queryRows<{ name: string }>(api.database.db, sql`select current_database() as name`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const second: Database = await openDatabase({ url: url.toString() });
    try {
      const logger = pino({ level: 'silent' });
      const other = createApp({ db: second.db, config: api.config, logger, providers: createProviders(api.config, logger) });
      const otherCalls = contractCalls(other);
      const postOther: Post = (body, headers) => otherCalls.call(contract.user.accountLogin, { body }, headers);
      const mobile = await userWithPassword();
      const calls = await Promise.all(Array.from({ length: 20 }, (_, i) => prepared(mobile, `wrong${i}`, i % 2 ? postOther : postHere)));
      const t = await burst(calls);
      expect(t.wrong).toBe(5);
      expect(t.locked).toBe(15);
    } finally {
      await second.close();
    }
  });
});

describe('unknown and known accounts answer alike (10.2)', () => {
  const unknownAccounts = () => [freshMobile(), `ghost${Math.random().toString(36).slice(2, 8)}@lab-example.com`];

  it('sequentially: the same answers in the same order, locked on the sixth try', async () => {
    const known = await userWithPassword();
    for (const account of [known, ...unknownAccounts()]) {
      const answers: string[] = [];
      for (let i = 0; i < 7; i++) answers.push(String((await login(account, `wrong${i}`)).json.message));
      expect(answers, account).toEqual([...Array(5).fill(AUTH_MSG.badCredentials), AUTH_MSG.locked, AUTH_MSG.locked]);
    }
  });

  it('in parallel: 30 tries lock an unknown account exactly as they lock a known one', async () => {
    const known = await userWithPassword();
    for (const account of [known, ...unknownAccounts()]) {
      const t = await burst(await Promise.all(Array.from({ length: 30 }, (_, i) => prepared(account, `wrong${i}`))));
      expect({ wrong: t.wrong, locked: t.locked, success: t.success, other: t.other }, account).toEqual({ wrong: 5, locked: 25, success: 0, other: [] });
      rejected(await login(account, RIGHT), AUTH_MSG.locked);
    }
  });

  it('an unknown account and an account without a password cost one scrypt each, like a wrong password', async () => {
    const known = await userWithPassword();
    const smsOnly = (await smsLogin(api)).mobile;
    for (const account of [known, smsOnly, ...unknownAccounts()]) {
      scryptCalls.n = 0;
      rejected(await login(account, 'wrong'), AUTH_MSG.badCredentials);
      expect(scryptCalls.n, account).toBe(1);
    }
  });

  it('counts an account per person: its mobile and its e-mail share the five checks', async () => {
    const mobile = await userWithPassword();
    const email = `lock${Date.now()}@lab-example.cn`;
    const { users } = await import('../../server/db/schema');
    await api.database.db.update(users).set({ email }).where(and(eq(users.mobile, mobile)));
    for (let i = 0; i < 3; i++) rejected(await login(mobile, `wrong${i}`), AUTH_MSG.badCredentials);
    for (let i = 0; i < 2; i++) rejected(await login(email, `wrong${i}`), AUTH_MSG.badCredentials);
    rejected(await login(email, RIGHT), AUTH_MSG.locked);
    rejected(await login(mobile, RIGHT), AUTH_MSG.locked);
  });
});
