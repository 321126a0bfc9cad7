import { z } from 'zod';
import { newPasswordRule } from '@/components/auth/schemas';
import { MSG, SECURITY_MSG } from '@/lib/messages';
import { emailCodeRule, emailRule, mobileRule, smsCodeRule } from '@/lib/validation';

/* The security page's forms, from the shared rules (lib/validation.ts, components/auth/schemas.ts). */

const confirmRule = z.string().trim().min(1, MSG.confirmPasswordRequired);

export const changePasswordSchema = z
  .object({ oldPassword: z.string().trim().min(1, SECURITY_MSG.oldPasswordRequired), password: newPasswordRule, confirm: confirmRule })
  .refine((v) => v.password === v.confirm, { message: MSG.passwordMismatch, path: ['confirm'] });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export const setPasswordSchema = z.object({ password: newPasswordRule, confirm: confirmRule }).refine((v) => v.password === v.confirm, { message: MSG.passwordMismatch, path: ['confirm'] });
export type SetPasswordValues = z.input<typeof setPasswordSchema>;

/** Step 1 of the phone change: the picture code (checked when the code is sent) and the old number's SMS code. */
export const oldPhoneSchema = z.object({ imgCode: z.string(), msgCode: smsCodeRule });
export type OldPhoneValues = z.input<typeof oldPhoneSchema>;

export const newPhoneSchema = z.object({ mobile: mobileRule, imgCode: z.string(), msgCode: smsCodeRule });
export type NewPhoneValues = z.input<typeof newPhoneSchema>;

export const emailBindSchema = z.object({ email: emailRule, code: emailCodeRule });
export type EmailBindValues = z.input<typeof emailBindSchema>;
