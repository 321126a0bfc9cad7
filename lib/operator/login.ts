import { staff } from '@/lib/api/contract/staff';
import { hashPassword } from '@/lib/api/password';
import { staffApi } from './client';

/** The first login step: only the password's SHA-256 leaves the browser, as in the shop (lib/api/password.ts). */
export const passwordStep = (account: string, password: string) => staffApi.call(staff.loginPassword, { body: { account, passwd: hashPassword(password) } });

/** The second step: a six-digit code from the app, or a recovery code. */
export const codeStep = (challenge: string, code: string) => staffApi.call(staff.loginCode, { body: { challenge, code } });

/** Enrolment's last step: the new password (hashed) and the app's first code. */
export const finishEnrolment = (token: string, password: string, totpCode: string) =>
  staffApi.call(staff.enrolFinish, { body: { token, passwd: hashPassword(password), totpCode } });
