import type { Logger } from 'pino';
import type { AuditActorKind } from '../../../lib/api/contract/staff';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';

/** What the staff services use: the API's AppDeps fits, and so does the command line's (no logger there). */
export interface StaffDeps {
  db: Db;
  config: Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir' | 'PUBLIC_ORIGIN'>;
  logger?: Pick<Logger, 'warn'>;
}

/** Who acts, and from where: written to every audit entry the action leaves. */
export interface Actor {
  kind: AuditActorKind;
  /** The staff member's or the API key's id; null for the system and the command line. */
  id: number | null;
  name: string;
  ip?: string;
  requestId?: string;
  /**
   * Told when an entry of this actor has been written (recordAudit). An operator call whose service wrote its own
   * entry, with the fields before and after, then leaves no second, generic one (server/http/operator.ts).
   */
  onRecorded?: () => void;
}

/** The request behind a login or a session check. */
export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  requestId?: string;
}

export const CLI_ACTOR: Actor = { kind: 'cli', id: null, name: '命令行' };

export const STAFF_MSG = {
  badCredentials: '账号或密码错误',
  locked: '账号已锁定，请15分钟后再试',
  challengeGone: '登录验证已失效，请重新输入账号和密码',
  badCode: '动态验证码或恢复码不正确',
  tooManyCodes: '动态验证码错误次数过多，请重新输入账号和密码',
  enrolGone: '开通链接无效或已过期，请联系管理员重新发送',
  enrolCode: '动态验证码不正确，请确认手机时间准确后重试',
  enrolScanFirst: '请先打开开通链接，用身份验证器扫描二维码',
  notFound: '员工不存在',
  mobileTaken: '该手机号已被其他员工使用',
  emailTaken: '该邮箱已被其他员工使用',
  groupMissing: '权限组不存在',
  selfDisable: '不能停用自己的账号',
  sessionNotFound: '会话不存在或已结束',
  keyNameTaken: '已有同名的 API 密钥',
  keyNotFound: 'API 密钥不存在或已吊销',
  tooManyFromIp: '尝试过于频繁，请稍后再试',
} as const;
