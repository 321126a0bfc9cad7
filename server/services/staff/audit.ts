import type { AuditOutcome, Permission } from '../../../lib/api/contract/staff';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor, StaffDeps } from './context';

/*
 * The audit log: one row per thing done (or refused) by staff, API keys, the system and the command line.
 * Two ways to write, by what is at stake:
 * - recordAudit: for a change. Call it with the change's transaction: if the entry cannot be written, the change
 *   is rolled back and the call fails — nothing changes without its entry. After the commit nothing can fail.
 * - noteAudit: for what changed nothing (a refused login, a denied call). A failure to write is logged and
 *   swallowed: the caller's own answer (the refusal) is what the client gets, never a database error.
 * The table refuses UPDATE, DELETE and TRUNCATE itself (trigger audit_log_append_only, migration 0030).
 */
export interface AuditEntry {
  actor: Actor;
  /** The permission the action needed, when it needed one. */
  permission?: Permission | null;
  /** The endpoint's Chinese title, or a verb such as staff.login. */
  action: string;
  entity?: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  outcome?: AuditOutcome;
  detail?: string;
}

/** Keeps the text columns sane whatever a caller passes (an account typed at the login, a user agent). */
const clip = (s: string | null | undefined, max: number) => (s == null ? null : s.slice(0, max));

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await db.insert(auditLog).values({
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: clip(actor.name, 100) ?? '',
    permission: entry.permission ?? null,
    action: clip(entry.action, 200)!,
    entity: clip(entry.entity, 50),
    entityId: entry.entityId == null ? null : clip(String(entry.entityId), 100),
    before: entry.before ?? null,
    after: entry.after ?? null,
    outcome: entry.outcome ?? 'ok',
    ip: clip(actor.ip, 100),
    requestId: clip(actor.requestId, 100),
    detail: clip(entry.detail, 1000),
  });
  actor.onRecorded?.();
}

/** An entry for something that changed nothing: never throws; a failure to write is logged. */
export async function noteAudit(deps: Pick<StaffDeps, 'db' | 'logger'>, entry: AuditEntry): Promise<void> {
  try {
    await recordAudit(deps.db, entry);
  } catch (err) {
    if (deps.logger) deps.logger.warn({ err, action: entry.action }, 'audit entry not written');
    else console.warn(`audit entry not written (${entry.action}):`, err);
  }
}

/** The fields that differ between two views of a thing, as an audit entry's before and after (equal fields left out). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T>) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}
