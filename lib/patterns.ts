/**
 * SPEC §5's patterns and the checks built on them, in a module without zod: code in a page's first load (the
 * send-code button of the login forms) checks a phone without loading the forms' schemas (lib/validation.ts).
 */
export const PATTERNS = {
  /** 11 digits starting with 1. */
  mobile: /^1\d{10}$/,
  /** Feedback form: the second digit 3-9 (mainland mobile). */
  mainlandMobile: /^1[3-9]\d{9}$/,
  /** Helper e-mail pattern: only .com and .cn endings. */
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.(com|cn)$/,
  smsCode: /^\d{6}$/,
} as const;

export const isMobile = (s: string) => PATTERNS.mobile.test(s);
export const isEmail = (s: string) => PATTERNS.email.test(s);

/** SPEC §5's login and phone messages (lib/validation.ts builds the forms' zod rules from them). */
export const RULE_MSG = {
  accountRequired: '请输入手机号/邮箱',
  accountPattern: '请输入正确的手机号码/邮箱',
  passwordRequired: '请输入密码',
  imgCode: '请输入正确验证码',
  mobileRequired: '请输入手机号',
  mobilePattern: '请输入正确的手机号码',
  smsRequired: '请输入验证码',
  bindMobile: '请输入正确手机号',
  bindCode: '请输入手机验证码',
  phoneEmpty: '手机号码不能为空',
  phoneLength: '手机号码长度不为11位',
  phoneFormat: '手机号码格式不正确',
} as const;

/** Why a trimmed mobile cannot be used (SPEC §5 phone login: 请输入手机号 / 请输入正确的手机号码), or null. */
export const mobileProblem = (v: string): string | null => (!v ? RULE_MSG.mobileRequired : isMobile(v) ? null : RULE_MSG.mobilePattern);
/** The messaging-app bind form's check of a mobile (SPEC §5: 请输入正确手机号), or null. */
export const bindMobileProblem = (v: string): string | null => (isMobile(v) ? null : RULE_MSG.bindMobile);
