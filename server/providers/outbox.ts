import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Development outboxes (`DATA_DIR/sms-outbox.jsonl`, `DATA_DIR/captcha-outbox.jsonl`): one JSON object per
 * line, appended. They are the only place a code is ever written in clear, and only when the console SMS
 * provider or the test captcha mode is active — never in production with a real gateway.
 * One short append per line is atomic enough for several API processes sharing a DATA_DIR (O_APPEND).
 */
export async function appendOutbox(dataDir: string, file: string, entry: Record<string, unknown>): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  await fs.appendFile(path.join(dataDir, file), `${JSON.stringify(entry)}\n`, 'utf8');
}

export const SMS_OUTBOX = 'sms-outbox.jsonl';
/** Service notices (订单已发货 …) of the console SMS provider, apart from the codes. */
export const SMS_NOTICE_OUTBOX = 'sms-notices.jsonl';
export const CAPTCHA_OUTBOX = 'captcha-outbox.jsonl';
/** E-mails of the console mail provider (MAIL_PROVIDER=console, the default). */
export const MAIL_OUTBOX = 'mail-outbox.jsonl';

/** 13800138000 → 138****8000: what logs and user info show of a mobile. */
export const maskMobile = (mobile: string) => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****');
