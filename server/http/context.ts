import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import type { Providers } from '../providers';
import type { SessionUser } from '../services/sessions';
import type { ChangeAudit, OperatorActor } from './operator';
import type { Paging } from '../../lib/api/contract/request';

/** What every handler may use. One instance per process; nothing per-user is kept here. */
export interface AppDeps {
  db: Db;
  config: ApiConfig;
  logger: Logger;
  /** SMS gateway and WeChat login, chosen by config (`createProviders`). */
  providers: Providers;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    envelopeCode?: number;
  };
}

export type { Paging } from '../../lib/api/contract/request';

export interface RequestCtx {
  deps: AppDeps;
  requestId: string;
  /** Present for paged calls. */
  paging: Paging;
  /** The session token from the `token` or `Authorization` header (never from a cookie). */
  token: string | null;
  ip: string;
  userAgent: string;
  /** A request header (conditional requests of file calls). */
  header: (name: string) => string | undefined;
  /** The logged-in customer: always set for `auth: 'user'` calls, null for visitors on `'optional'` ones. */
  user: SessionUser | null;
  /** The staff member or API key of an `auth: 'operator'` call, the staff member of an `auth: 'staff'` one (null on every other call). */
  staff: OperatorActor | null;
  /**
   * On `auth: 'operator'` calls: writes the call's audit entry from the change's own transaction, with the fields
   * before and after (server/http/operator.ts changeAudit); the generic entry is then left out. null on other calls.
   */
  audit: ChangeAudit | null;
}
