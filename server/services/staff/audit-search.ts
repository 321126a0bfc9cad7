import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { PERMISSION_TEXT, type AuditActorKind, type AuditEntryView, type AuditFilters, type AuditOutcome, type Permission } from '../../../lib/api/contract/staff';
import { formatTime } from '../../../lib/china-time';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { escapeLike } from '../../search/sql';
import { dayStart, toCsv } from '../orders/ledger';

/*
 * Reading the audit log: filters on the indexed columns (time, action, entity, outcome) and text filters (the
 * actor's name; `q` in the actor's name, the action, the entity id and the detail), newest first. The CSV is the
 * sales ledger's (BOM, quoted cells, = + - @ tab CR at a cell's start neutralised with ').
 */
const DAY_MS = 86_400_000;
/** The CSV holds at most this many entries (the newest): narrow the filters for older ones. */
export const AUDIT_CSV_MAX = 50_000;

const ACTOR_TEXT: Record<AuditActorKind, string> = { staff: '员工', api_key: 'API 密钥', system: '系统', cli: '命令行' };
const OUTCOME_TEXT: Record<AuditOutcome, string> = { ok: '成功', denied: '拒绝', failed: '失败' };

function where(f: AuditFilters): SQL | undefined {
  const like = (s: string) => `%${escapeLike(s)}%`;
  return and(
    f.from ? gte(auditLog.at, dayStart(f.from)) : undefined,
    f.to ? lt(auditLog.at, new Date(dayStart(f.to).getTime() + DAY_MS)) : undefined,
    f.actor ? ilike(auditLog.actorName, like(f.actor)) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.outcome ? eq(auditLog.outcome, f.outcome) : undefined,
    f.q ? or(ilike(auditLog.actorName, like(f.q)), ilike(auditLog.action, like(f.q)), ilike(auditLog.entityId, like(f.q)), ilike(auditLog.detail, like(f.q))) : undefined,
  );
}

type Row = typeof auditLog.$inferSelect;
const view = (r: Row): AuditEntryView => ({
  id: r.id,
  at: r.at.toISOString(),
  actorKind: r.actorKind as AuditActorKind,
  actorId: r.actorId,
  actorName: r.actorName,
  permission: r.permission,
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  before: r.before,
  after: r.after,
  outcome: r.outcome as AuditOutcome,
  ip: r.ip,
  requestId: r.requestId,
  detail: r.detail,
});

export async function searchAudit(db: Db, filters: AuditFilters, paging: { limit: number; offset: number }): Promise<{ rows: AuditEntryView[]; total: number }> {
  const cond = where(filters);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(auditLog).where(cond).orderBy(desc(auditLog.id)).limit(paging.limit).offset(paging.offset),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return { rows: rows.map(view), total: n };
}

export const AUDIT_CSV_HEADER = ['编号', '时间', '操作者类型', '操作者', '权限', '操作', '对象', '对象编号', '结果', 'IP', '请求编号', '说明', '变更前', '变更后'];

const json = (v: unknown) => (v == null ? '' : JSON.stringify(v));

export async function auditCsv(db: Db, filters: AuditFilters): Promise<string> {
  const rows = await db.select().from(auditLog).where(where(filters)).orderBy(desc(auditLog.id)).limit(AUDIT_CSV_MAX);
  const body = rows.map((r) => [
    r.id,
    formatTime(r.at), // China time to the second, as the log is read
    ACTOR_TEXT[r.actorKind as AuditActorKind] ?? r.actorKind,
    r.actorName,
    r.permission ? (PERMISSION_TEXT[r.permission as Permission] ?? r.permission) : '',
    r.action,
    r.entity,
    r.entityId,
    OUTCOME_TEXT[r.outcome as AuditOutcome] ?? r.outcome,
    r.ip,
    r.requestId,
    r.detail,
    json(r.before),
    json(r.after),
  ]);
  return toCsv([AUDIT_CSV_HEADER, ...body]);
}
