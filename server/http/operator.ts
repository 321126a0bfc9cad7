import type { Context } from 'hono';
import { API_KEY_HEADER, STAFF_TOKEN_HEADER, type Endpoint } from '../../lib/api/contract/endpoint';
import { PERMISSION_TEXT, STAFF_LOGIN_REQUIRED, type Permission } from '../../lib/api/contract/staff';
import { resolveApiKey } from '../services/staff/api-keys';
import { noteAudit, recordAudit } from '../services/staff/audit';
import type { Actor } from '../services/staff/context';
import type { Db } from '../db/client';
import { resolveStaffSession } from '../services/staff/sessions';
import { clientIp } from './client-ip';
import type { AppEnv } from './context';
import { ApiError } from './errors';

export const OPERATOR_MSG = {
  /** No staff session or API key, or one that has ended (idle 30 min, 12 h, revoked, disabled, revoked key). */
  loginRequired: '请先登录运营后台（登录已失效或未登录）',
  denied: (p: Permission) => `没有「${PERMISSION_TEXT[p]}」权限，请联系管理员加入相应权限组`,
} as const;
/** messageCode of OPERATOR_MSG.loginRequired (the contract's): the console sends the person to its login page. */
export { STAFF_LOGIN_REQUIRED };

/** Who made an operator or staff call: a staff member (session) or an API key, with what they may do. */
export interface OperatorActor extends Actor {
  permissions: ReadonlySet<Permission>;
  /** The staff session's id (null for an API key). */
  sessionId: number | null;
}

/**
 * The caller of an 'operator' or 'staff' endpoint, checked before any input is read: a staff session
 * (x-staff-token, opened only after the second factor) or, on 'operator' calls only, a named API key (x-api-key).
 * Without either: code 0 with STAFF_LOGIN_REQUIRED. A 'staff' call needs no permission; an 'operator' call without
 * the endpoint's permission: code 0 naming it, and the refusal is in the audit log.
 */
export async function checkOperator(c: Context<AppEnv>, ep: Endpoint): Promise<OperatorActor> {
  const deps = c.get('deps');
  const meta = { ip: clientIp(c), requestId: c.get('requestId') };
  const staffToken = c.req.header(STAFF_TOKEN_HEADER);
  const keyText = ep.auth === 'staff' ? undefined : c.req.header(API_KEY_HEADER);
  let actor: OperatorActor | null = null;
  if (staffToken) {
    const s = await resolveStaffSession(deps.db, staffToken);
    if (s) actor = { kind: 'staff', id: s.staffId, name: s.name, permissions: s.permissions, sessionId: s.sessionId, ...meta };
  } else if (keyText) {
    const k = await resolveApiKey(deps.db, keyText);
    if (k) actor = { kind: 'api_key', id: k.id, name: k.name, permissions: k.permissions, sessionId: null, ...meta };
  }
  if (!actor) throw new ApiError(OPERATOR_MSG.loginRequired, undefined, STAFF_LOGIN_REQUIRED);
  if (ep.auth === 'staff') return actor;
  const needed = ep.permission;
  // Every operator endpoint names its permission (tests/api/operator-access.test.ts checks it): one without is nobody's.
  if (!needed || !actor.permissions.has(needed)) {
    await noteAudit(deps, { actor, permission: needed ?? null, action: ep.title, entity: entityOf(ep), entityId: c.req.param('id') ?? null, outcome: 'denied', detail: `${ep.method} ${c.req.path}` });
    throw new ApiError(needed ? OPERATOR_MSG.denied(needed) : OPERATOR_MSG.loginRequired);
  }
  return actor;
}

/** The kind of thing an operator path acts on, from its path: …/operator/order/ship/{id} → order. */
export function entityOf(ep: Endpoint): string {
  const parts = ep.path.split('/').filter((s) => s && !s.startsWith('{'));
  const at = parts.lastIndexOf('operator');
  return (at >= 0 ? parts[at + 1] : undefined) ?? parts[parts.length - 1] ?? '';
}

/** Fields of an operator call's input kept in its audit entry: everything but file bytes, long texts clipped. */
function auditInput(input: { params?: unknown; body?: unknown; file?: { name: string; bytes: Uint8Array } | null }) {
  const clip = (v: unknown): unknown => (typeof v === 'string' && v.length > 2000 ? `${v.slice(0, 2000)}…` : v);
  const body = input.body && typeof input.body === 'object' ? Object.fromEntries(Object.entries(input.body as Record<string, unknown>).map(([k, v]) => [k, clip(v)])) : (input.body ?? null);
  return { params: input.params ?? null, body, file: input.file ? { name: input.file.name, size: input.file.bytes.byteLength } : null };
}

/** What a change's service knows of it for the audit log: the thing changed and its fields before and after. */
export interface AuditedChange {
  /** The kind of thing (product, sku, lot, brand, category); default: from the path (entityOf). */
  entity?: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  detail?: string;
}

/** Writes the call's audit entry with the change's transaction (recordAudit: no change without its entry). */
export type ChangeAudit = (db: Db, change: AuditedChange) => Promise<void>;

/**
 * The audit entry an operator call's service writes itself, in its own transaction, with the fields it changed
 * before and after; the call's title, permission and caller come from the call. A call that wrote one leaves no
 * second, generic entry (`written`, checked by route() before auditOperatorCall).
 */
export function changeAudit(c: Context<AppEnv>, ep: Endpoint, actor: OperatorActor): { audit: ChangeAudit; written: () => boolean } {
  let written = false;
  // The service may also write its own entry with this actor (the staff desk's services do): that one counts too.
  actor.onRecorded = () => {
    written = true;
  };
  const audit: ChangeAudit = async (db, change) => {
    await recordAudit(db, {
      actor,
      permission: ep.permission ?? null,
      action: ep.title,
      entity: change.entity ?? entityOf(ep),
      entityId: change.entityId ?? c.req.param('id') ?? null,
      before: change.before,
      after: change.after,
      detail: change.detail,
    });
  };
  return { audit, written: () => written };
}

/**
 * The audit entry of an operator call that succeeded: every POST (a change) and every file it served (a
 * document, a photo of an identity card, the sales ledger). Plain list and detail reads are not entries.
 * Written after the call: a failure to write it is logged as an error, never turned into a failure of a change
 * already made.
 */
export async function auditOperatorCall(c: Context<AppEnv>, ep: Endpoint, actor: OperatorActor, input: Parameters<typeof auditInput>[0]): Promise<void> {
  // A 'staff' call (a person's own sessions, codes, logout) leaves the entry its service writes: its body may hold a code.
  if (ep.auth !== 'operator' || (ep.method !== 'POST' && !ep.produces)) return;
  const deps = c.get('deps');
  try {
    await recordAudit(deps.db, { actor, permission: ep.permission ?? null, action: ep.title, entity: entityOf(ep), entityId: c.req.param('id') ?? c.req.param('slipId') ?? null, after: auditInput(input), outcome: 'ok' });
  } catch (err) {
    deps.logger.error({ err, action: ep.title, reqId: actor.requestId }, 'audit entry of an operator call not written');
  }
}
