import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { liveDataDir } from './ports';

/*
 * The live API's development outboxes (CAPTCHA_PROVIDER=test, SMS_PROVIDER=console) in liveDataDir: one JSON
 * object per line — captcha-outbox.jsonl {imgCodeKey, code, at}, sms-outbox.jsonl {mobile, code, at} and
 * mail-outbox.jsonl {to, subject, text, code, at} (MAIL_PROVIDER=console, the default).
 * The folder may hold lines of earlier runs: always take the newest line for the key or mobile, and for SMS
 * only one written after the moment the test asked for it.
 */

interface CaptchaLine {
  imgCodeKey: string;
  code: string;
  at: string;
}
interface SmsLine {
  mobile: string;
  code: string;
  at: string;
}

async function readLines<T>(file: string): Promise<T[]> {
  let text = '';
  try {
    text = await fs.readFile(path.join(liveDataDir, file), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

async function newest<T>(file: string, pick: (line: T) => boolean, what: string): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        found = (await readLines<T>(file)).filter(pick).at(-1);
        return found !== undefined;
      },
      { message: `${what} in ${file}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The answer of the picture code with this imgCodeKey. */
export async function captchaAnswer(imgCodeKey: string): Promise<string> {
  return (await newest<CaptchaLine>('captcha-outbox.jsonl', (l) => l.imgCodeKey === imgCodeKey, `captcha ${imgCodeKey}`)).code;
}

/** The newest SMS code sent to `mobile` at or after `since`. */
export async function smsCode(mobile: string, since: Date): Promise<string> {
  const line = await newest<SmsLine>('sms-outbox.jsonl', (l) => l.mobile === mobile && new Date(l.at).getTime() >= since.getTime() - 1000, `SMS code for ${mobile}`);
  return line.code;
}

/** The live API's SMS resend window in Playwright runs (playwright.config.ts passes it as SMS_RESEND_SECONDS). */
export const E2E_SMS_RESEND_SECONDS = 1;

/**
 * Image captchas per client address and minute on the live run's API (default 30). Every browser of the suite
 * comes from 127.0.0.1, and on a fast machine its logins asked for more than 30 a minute: a pop-up then showed
 * 加载失败 (seen in CI). e2e/live/security.spec.ts checks the limit itself at this value.
 */
export const E2E_CAPTCHAS_PER_MINUTE = 120;

/**
 * Until the live API would text `mobile` again: the resend window after the newest SMS in the outbox has
 * passed (the server's own send time, not a guess of the test). A mobile never texted is ready at once.
 */
export async function smsResendAllowed(mobile: string): Promise<void> {
  const last = (await readLines<SmsLine>('sms-outbox.jsonl')).filter((l) => l.mobile === mobile).at(-1);
  if (!last) return;
  const readyAt = new Date(last.at).getTime() + E2E_SMS_RESEND_SECONDS * 1000;
  await expect.poll(() => Date.now() >= readyAt, { message: `SMS resend window of ${mobile}`, timeout: 10_000 }).toBe(true);
}

interface MailLine {
  to: string;
  subject: string;
  text: string;
  code: string;
  at: string;
}

/** The newest e-mail code sent to `email` at or after `since` (mail-outbox.jsonl of the console mail provider). */
export async function mailCode(email: string, since: Date): Promise<string> {
  const line = await newest<MailLine>('mail-outbox.jsonl', (l) => l.to === email.toLowerCase() && new Date(l.at).getTime() >= since.getTime() - 1000, `e-mail code for ${email}`);
  return line.code;
}
