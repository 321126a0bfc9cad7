import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, staffMembers } from '../../server/db/schema';
import { createStaff } from '../../server/services/staff/accounts';
import { noteAudit, recordAudit, type AuditEntry } from '../../server/services/staff/audit';
import { AUDIT_CSV_HEADER, auditCsv, searchAudit } from '../../server/services/staff/audit-search';
import type { Actor } from '../../server/services/staff/context';
import { freshMobile } from './accounts-helpers';
import { createTestApi, type TestApi } from './harness';
import { staffDeps } from './staff-helpers';

/* The audit log: append-only in the database itself, written with the change it records, searched and exported. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
const db = () => api.database.db;

/** Every message along an error's causes (drizzle wraps the driver's error). */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    const messages: string[] = [];
    for (let e: unknown = err; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  return 'allowed';
}

const ALICE: Actor = { kind: 'staff', id: 7, name: '审计甲', ip: '10.3.3.3', requestId: 'req-1' };
const ROBOT: Actor = { kind: 'api_key', id: 3, name: '发货机器人' };

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit_log, whoever asks', async () => {
    await recordAudit(db(), { actor: ALICE, action: 'append.probe', entity: 'probe', entityId: 1, after: { status: 'paid' } });
    const before = await db().select().from(auditLog);
    for (const statement of ['update audit_log set detail = \'changed\'', 'delete from audit_log', 'truncate audit_log', 'delete from audit_log where action = \'append.probe\'']) {
      expect(await failure(() => db().execute(sql.raw(statement)))).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    expect(await db().select().from(auditLog)).toEqual(before);
  });

  it('writes a change and its entry together: an entry that cannot be written undoes the change', async () => {
    const mobile = freshMobile();
    const bad = { kind: 'robot', id: null, name: '?' } as unknown as Actor;
    expect(await failure(() => createStaff(staffDeps(api), { name: '无审计', mobile, groupIds: [] }, bad))).toMatch(/audit_log_actor_kind_check/);
    expect(await db().select().from(staffMembers).where(eq(staffMembers.mobile, mobile))).toEqual([]);
  });

  it('an entry of something that changed nothing never fails its caller', async () => {
    const warn = vi.fn();
    const bad = { actor: { kind: 'robot', id: null, name: '?' }, action: 'x', outcome: 'denied' } as unknown as AuditEntry;
    await expect(noteAudit({ db: db(), logger: { warn } }, bad)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ action: 'x' }), 'audit entry not written');
  });
});

describe('search and export', () => {
  beforeAll(async () => {
    const entries: AuditEntry[] = [
      { actor: ALICE, permission: 'orders', action: '运营：订单发货', entity: 'order', entityId: 'SO-1001', before: { status: 'paid' }, after: { status: 'shipped' } },
      { actor: ALICE, permission: 'catalogue', action: '运营：修改商品', entity: 'product', entityId: 42, detail: '改价 =1+1' },
      { actor: ROBOT, permission: 'orders', action: '运营：订单发货', entity: 'order', entityId: 'SO-1002', detail: '批量发货' },
      { actor: ROBOT, permission: 'finance', action: '运营：确认收款', entity: 'order', entityId: 'SO-1002', outcome: 'denied', detail: '缺少权限' },
      { actor: { kind: 'staff', id: null, name: '=cmd|\' /C calc\'!A0' }, action: 'staff.login', entity: 'staff', outcome: 'failed', detail: '@SUM(1+1)' },
    ];
    for (const e of entries) await recordAudit(db(), e);
  });
  const search = (filters: Parameters<typeof searchAudit>[1], limit = 50) => searchAudit(db(), filters, { limit, offset: 0 });

  it('filters by action, entity, outcome, actor and text, newest first, with the total', async () => {
    const shipped = await search({ action: '运营：订单发货' });
    expect(shipped.total).toBe(2);
    expect(shipped.rows.map((r) => r.entityId)).toEqual(['SO-1002', 'SO-1001']);
    expect(shipped.rows[1]).toMatchObject({ actorKind: 'staff', actorId: 7, actorName: '审计甲', ip: '10.3.3.3', requestId: 'req-1', before: { status: 'paid' }, after: { status: 'shipped' }, outcome: 'ok' });
    expect((await search({ entity: 'order', entityId: 'SO-1002' })).rows.map((r) => r.action)).toEqual(['运营：确认收款', '运营：订单发货']);
    expect((await search({ outcome: 'denied' })).rows.map((r) => r.detail)).toEqual(['缺少权限']);
    expect((await search({ actor: '机器' })).total).toBe(2);
    expect((await search({ q: 'SO-100' })).total).toBe(3);
    expect((await search({ q: '改价' })).rows.map((r) => r.entityId)).toEqual(['42']);
    // LIKE's own characters are taken literally.
    expect((await search({ q: '%' })).total).toBe(0);
    const page = await search({ entity: 'order' }, 1);
    expect({ rows: page.rows.length, total: page.total }).toEqual({ rows: 1, total: 3 });
  });

  it('filters by day, China time, both ends included', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    expect((await search({ from: today, to: today, entity: 'order' })).total).toBe(3);
    expect((await search({ to: yesterday, entity: 'order' })).total).toBe(0);
    expect((await search({ from: tomorrow, entity: 'order' })).total).toBe(0);
  });

  it('exports CSV with formula cells neutralised', async () => {
    const csv = await auditCsv(db(), { entity: 'staff' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.map((h) => `"${h}"`).join(','));
    const login = lines.find((l) => l.includes('calc'))!;
    expect(login).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(login).toContain(`"'@SUM(1+1)"`);
    expect(login).toContain('"员工"');
    expect(login).toContain('"失败"');
    expect(login).not.toMatch(/(^|,)"[=+\-@]/);
    const all = await auditCsv(db(), { action: '运营：订单发货' });
    expect(all).toContain('"订单与发货"');
    expect(all).toContain('"{""status"":""shipped""}"');
  });
});
