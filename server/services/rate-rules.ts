import type { Endpoint } from '../../lib/api/contract/endpoint';
import { custom } from '../../lib/api/contract/custom';
import { security } from '../../lib/api/contract/security';
import { serviceRequest } from '../../lib/api/contract/service-request';
import { staff } from '../../lib/api/contract/staff';
import { user } from '../../lib/api/contract/user';
import type { ApiConfig } from '../config';
import { DAY_MS, MINUTE_MS, type Limit } from './rate-limit';

const HOUR_MS = 60 * MINUTE_MS;

/** A number fixed here, or read from the settings (server/config.ts). */
type Setting = number | ((config: ApiConfig) => number);

/** One abuse limit: at most `max` events per `per` in any `windowMs`, counted in rate_events under `bucket`. */
export interface RateRule {
  bucket: string;
  /** Who or what is counted, as the OpenAPI document says it. */
  per: string;
  max: Setting;
  windowMs: Setting;
  /** The calls that spend one. */
  calls: readonly Endpoint[];
  /** What spends one, when it is not every call. */
  counts?: string;
}

/** The calls that text an SMS code. */
const SMS_CALLS = [user.getMsgCode, security.getMsgCodeTest, security.phoneOldCode, security.phoneNewCode];
const STAFF_ENTRY_CALLS = [staff.loginPassword, staff.loginCode, staff.enrolStart, staff.enrolFinish];

/**
 * Every abuse limit of the API, once: the services take them (`limitOf`), the OpenAPI document describes them on
 * their calls (`rateLimitNotes`). Exceeding one answers code 0 with the limit's Chinese message.
 */
export const RATE_RULES = {
  captchaPerIp: { bucket: 'captcha:ip', per: '每个 IP', max: (c) => c.CAPTCHA_PER_MINUTE_PER_IP, windowMs: MINUTE_MS, calls: [user.getImgCode] },
  // The resend rule holds across scenes: it protects the phone, not the form (the bucket keeps its historical name).
  smsResend: { bucket: 'sms:mobile:60s', per: '每个手机号', max: 1, windowMs: (c) => c.SMS_RESEND_SECONDS * 1000, calls: SMS_CALLS },
  smsPerMobile: { bucket: 'sms:mobile:day', per: '每个手机号', max: (c) => c.SMS_DAILY_CAP_PER_MOBILE, windowMs: DAY_MS, calls: SMS_CALLS },
  smsPerIp: { bucket: 'sms:ip:day', per: '每个 IP', max: (c) => c.SMS_DAILY_CAP_PER_IP, windowMs: DAY_MS, calls: SMS_CALLS },
  mailResend: { bucket: 'mail:address:resend', per: '每个邮箱', max: 1, windowMs: (c) => c.SMS_RESEND_SECONDS * 1000, calls: [security.emailCode] },
  mailPerAddress: { bucket: 'mail:address:day', per: '每个邮箱', max: (c) => c.SMS_DAILY_CAP_PER_MOBILE, windowMs: DAY_MS, calls: [security.emailCode] },
  mailPerUser: { bucket: 'mail:user:day', per: '每个账户', max: (c) => c.SMS_DAILY_CAP_PER_MOBILE, windowMs: DAY_MS, calls: [security.emailCode] },
  wechatScanPerIp: { bucket: 'wechat-scan:ip', per: '每个 IP', max: 30, windowMs: MINUTE_MS, calls: [user.wechatScan] },
  wechatConfirmPerIp: { bucket: 'wechat-confirm:ip', per: '每个 IP', max: 20, windowMs: MINUTE_MS, calls: [user.wechatSimulateConfirm] },
  passwordChecks: {
    bucket: 'login:password',
    per: '每个账户',
    max: 5,
    windowMs: 15 * MINUTE_MS,
    calls: [user.accountLogin, security.changePasswd],
    counts: '每次核对密码，成功也算；用短信验证码设置新密码后清零',
  },
  customRequestPerUser: { bucket: 'custom-request:user', per: '每个账户', max: 20, windowMs: HOUR_MS, calls: [custom.submit] },
  serviceRequestPerIp: { bucket: 'service-request:ip', per: '每个 IP', max: 5, windowMs: MINUTE_MS, calls: [serviceRequest.submit] },
  serviceRequestPerIpHour: { bucket: 'service-request:ip-hour', per: '每个 IP', max: 20, windowMs: HOUR_MS, calls: [serviceRequest.submit] },
  serviceRequestPerPhone: { bucket: 'service-request:phone', per: '每个联系电话', max: 10, windowMs: DAY_MS, calls: [serviceRequest.submit] },
  staffEntryPerIp: { bucket: 'staff-entry:ip', per: '每个 IP', max: 30, windowMs: MINUTE_MS, calls: STAFF_ENTRY_CALLS },
  staffLoginChecks: {
    bucket: 'staff-login:checks',
    per: '每个员工账号',
    max: 5,
    windowMs: 15 * MINUTE_MS,
    calls: [staff.loginPassword, staff.loginCode],
    counts: '每次核对密码，以及每个错误的动态验证码或恢复码',
  },
} satisfies Record<string, RateRule>;

function settingOf(value: Setting, config: ApiConfig | undefined): number {
  if (typeof value === 'number') return value;
  if (!config) throw new Error('this limit reads the settings: pass the config');
  return value(config);
}

/** The limit `take` checks: `rule` for one subject (an IP, a mobile, an account), with the refusal's message. */
export function limitOf(rule: RateRule, subject: string, message: (retryAfterS: number) => string, config?: ApiConfig): Limit {
  return { bucket: rule.bucket, subject, max: settingOf(rule.max, config), windowMs: settingOf(rule.windowMs, config), message };
}

/** A window in words: 60 秒, 1 分钟, 15 分钟, 1 小时, 24 小时. */
function windowText(ms: number): string {
  if (ms % HOUR_MS === 0) return `${ms / HOUR_MS} 小时`;
  if (ms % MINUTE_MS === 0) return `${ms / MINUTE_MS} 分钟`;
  return `${Math.round(ms / 1000)} 秒`;
}

/** Each limited call's limits in words, with this configuration's numbers: 每个 IP 在任意 1 分钟内最多 30 次. */
export function rateLimitNotes(config: ApiConfig): Map<Endpoint, string[]> {
  const notes = new Map<Endpoint, string[]>();
  for (const rule of Object.values(RATE_RULES) as RateRule[]) {
    const text = `${rule.per}${/[A-Za-z0-9]$/.test(rule.per) ? ' ' : ''}在任意 ${windowText(settingOf(rule.windowMs, config))}内最多 ${settingOf(rule.max, config)} 次${rule.counts ? `（${rule.counts}）` : ''}`;
    for (const call of rule.calls) notes.set(call, [...(notes.get(call) ?? []), text]);
  }
  return notes;
}
