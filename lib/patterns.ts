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
