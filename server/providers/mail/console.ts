import type { Logger } from 'pino';
import { appendOutbox, MAIL_OUTBOX } from '../outbox';
import { codeMail, type MailProvider } from './types';

/** The embedded default: no mail server; the e-mail (code included) goes to `DATA_DIR/mail-outbox.jsonl`. */
export function createConsoleMail(dataDir: string, logger: Logger): MailProvider {
  return {
    name: 'console',
    async sendCode(mail) {
      const { subject, text } = codeMail(mail);
      await appendOutbox(dataDir, MAIL_OUTBOX, { to: mail.to, subject, text, code: mail.code, at: new Date().toISOString() });
      logger.info({ outbox: MAIL_OUTBOX }, 'e-mail code written to the console outbox');
    },
  };
}
