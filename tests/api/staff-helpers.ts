import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { vi } from 'vitest';
import { auditLog, staffGroups } from '../../server/db/schema';
import { createStaff } from '../../server/services/staff/accounts';
import type { Actor, StaffDeps } from '../../server/services/staff/context';
import { finishEnrolment, startEnrolment } from '../../server/services/staff/enrolment';
import { passwordStep, totpStep } from '../../server/services/staff/login';
import { freshMobile, passwd } from './accounts-helpers';
import type { TestApi } from './harness';

/* Shared by the staff tests: enrolled staff members, their TOTP codes, and a clock the tests can move. */

export const RIGHT = 'Staff#Pass2026';
export const ADMIN: Actor = { kind: 'staff', id: null, name: '测试管理员', ip: '10.9.9.9', requestId: 'req-admin' };

export const staffDeps = (api: TestApi): StaffDeps => ({ db: api.database.db, config: api.config });

export async function groupId(api: TestApi, name: string): Promise<number> {
  const [row] = await api.database.db.select({ id: staffGroups.id }).from(staffGroups).where(eq(staffGroups.name, name));
  return row.id;
}

/** The TOTP code of the current time (the test clock), `steps` periods ahead. */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A well-formed code that matches none of the steps accepted now. */
export async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-1, 0, 1, 2].map((s) => codeAt(secret, s)));
  return ['000000', '111111', '222222', '333333', '444444'].find((c) => !near.includes(c))!;
}

/**
 * Date only is faked (timers, the database and the drivers run as usual): `advance` moves the clock, so a test
 * can reach the next TOTP time step without waiting 30 seconds.
 */
export const clock = {
  start: () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }),
  advance: (ms: number) => vi.setSystemTime(Date.now() + ms),
  stop: () => vi.useRealTimers(),
};

export interface Enrolled {
  id: number;
  account: string;
  secret: string;
  recoveryCodes: string[];
}

/** A staff member in `groups`, enrolled through the link (password RIGHT, a TOTP secret, ten recovery codes). */
export async function enrolledStaff(api: TestApi, groups: string[] = ['超级管理员'], name = '测试员工'): Promise<Enrolled> {
  const deps = staffDeps(api);
  const groupIds = await Promise.all(groups.map((g) => groupId(api, g)));
  const account = freshMobile();
  const { staff, enrolToken } = await createStaff(deps, { name, mobile: account, groupIds }, ADMIN);
  const { secret } = await startEnrolment(deps, enrolToken);
  const { recoveryCodes } = await finishEnrolment(deps, { token: enrolToken, passwd: passwd(RIGHT), totpCode: await codeAt(secret) });
  return { id: staff.id, account, secret, recoveryCodes };
}

/**
 * Both login steps, half a minute after the last move of the test clock (the enrolment or an earlier login took
 * the current time step: a code is accepted once). `code` overrides the right one.
 */
export async function logIn(api: TestApi, who: Enrolled, code?: string) {
  const deps = staffDeps(api);
  clock.advance(30_000);
  const { challenge } = await passwordStep(deps, { account: who.account, passwd: passwd(RIGHT) }, { ip: '10.0.0.1' });
  return totpStep(deps, { challenge, code: code ?? (await codeAt(who.secret)) }, { ip: '10.0.0.1', userAgent: 'vitest' });
}

/** The refusal message of a call that must fail. */
export async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected a refusal');
}

/** Audit entries of an action, oldest first. */
export const auditOf = (api: TestApi, action: string) =>
  api.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

/** Runs raw SQL (the tests' way to move a session's times back). */
export const exec = (api: TestApi, text: string) => api.database.db.execute(sql.raw(text));
