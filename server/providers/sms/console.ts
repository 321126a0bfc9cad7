import type { Logger } from 'pino';
import { appendOutbox, maskMobile, SMS_NOTICE_OUTBOX, SMS_OUTBOX } from '../outbox';
import { noticeText, type SmsProvider } from './types';

/**
 * The embedded default: no gateway. The log line names only the masked mobile; the code itself goes to
 * `DATA_DIR/sms-outbox.jsonl`, where a person trying the shop (and the end-to-end tests) read it.
 */
export function createConsoleSms(dataDir: string, logger: Logger): SmsProvider {
  return {
    name: 'console',
    async sendCode(mobile, code) {
      await appendOutbox(dataDir, SMS_OUTBOX, { mobile, code, at: new Date().toISOString() });
      logger.info({ mobile: maskMobile(mobile), outbox: SMS_OUTBOX }, 'SMS code written to the console outbox');
    },
    async sendNotice(mobile, notice) {
      await appendOutbox(dataDir, SMS_NOTICE_OUTBOX, { mobile, notice: notice.kind, text: noticeText(notice), at: new Date().toISOString() });
      logger.info({ mobile: maskMobile(mobile), notice: notice.kind }, 'SMS notice written to the console outbox');
    },
  };
}
