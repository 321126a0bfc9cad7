import { z } from 'zod';
import { MSG } from '@/lib/messages';
import { accountRule, bindCodeRule, bindMobileRule, imgCodeRule, mobileRule, RULE_MSG, smsCodeRule } from '@/lib/validation';

/**
 * The forms' zod schemas, built from the SPEC §5 rules of lib/validation.ts (trimmed, exact messages).
 * The image code of the SMS forms is checked when the code is sent (a click on 获取验证码 without 4 characters shows
 * 请输入正确验证码 under it) — the captcha is spent by that call, so it is not part of the login submit.
 */
export const passwordRequiredRule = z.string({ error: RULE_MSG.passwordRequired }).trim().min(1, RULE_MSG.passwordRequired);

export const smsLoginSchema = z.object({ mobile: mobileRule, imgCode: z.string(), msgCode: smsCodeRule });
export type SmsLoginValues = z.input<typeof smsLoginSchema>;
export type SmsLoginOutput = z.output<typeof smsLoginSchema>;

export const passwordLoginSchema = z.object({ account: accountRule, password: passwordRequiredRule, imgCode: imgCodeRule, remember: z.boolean() });
export type PasswordLoginValues = z.input<typeof passwordLoginSchema>;
export type PasswordLoginOutput = z.output<typeof passwordLoginSchema>;

export const bindPhoneSchema = z.object({ mobile: bindMobileRule, code: bindCodeRule });
export type BindPhoneValues = z.input<typeof bindPhoneSchema>;
export type BindPhoneOutput = z.output<typeof bindPhoneSchema>;

/** A new password (register, reset): 8-20 characters with letters and digits — our rule, the spec shows none. */
const NEW_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
export const newPasswordRule = z.string({ error: RULE_MSG.passwordRequired }).trim().min(1, RULE_MSG.passwordRequired).regex(NEW_PASSWORD, MSG.passwordRule);

const consentRule = z.boolean().refine((v) => v, MSG.consentRequired);

export const forgetPasswordSchema = z
  .object({
    mobile: mobileRule,
    imgCode: z.string(),
    msgCode: smsCodeRule,
    password: newPasswordRule,
    confirm: z.string().trim().min(1, MSG.confirmPasswordRequired),
    consent: consentRule,
  })
  .refine((v) => v.password === v.confirm, { message: MSG.passwordMismatch, path: ['confirm'] });
export type ForgetPasswordValues = z.input<typeof forgetPasswordSchema>;
export type ForgetPasswordOutput = z.output<typeof forgetPasswordSchema>;

/** Registration: the password is optional (SMS login works without one); when given it follows the new-password rule. */
export const registerSchema = z
  .object({
    mobile: mobileRule,
    imgCode: z.string(),
    msgCode: smsCodeRule,
    password: z.string().trim().refine((v) => v === '' || NEW_PASSWORD.test(v), MSG.passwordRule),
    confirm: z.string().trim(),
    consent: consentRule,
  })
  .refine((v) => v.password === '' || v.password === v.confirm, { message: MSG.passwordMismatch, path: ['confirm'] });
export type RegisterValues = z.input<typeof registerSchema>;
export type RegisterOutput = z.output<typeof registerSchema>;
