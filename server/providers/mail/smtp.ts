import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { codeMail, MailSendError, type MailProvider } from './types';

/** SMTP through nodemailer: SMTP_URL (smtp:// or smtps://user:pass@host:port) and the sender MAIL_FROM. */
export function createSmtpMail(opts: { url: string; from: string; timeoutMs?: number }, logger: Logger): MailProvider {
  const timeout = opts.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({ url: opts.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  return {
    name: 'smtp',
    async sendCode(mail) {
      const { subject, text } = codeMail(mail);
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject, text });
      } catch (err) {
        // The message carries the code: log only the kind of failure, never the mail.
        logger.warn({ err: (err as Error).name, code: (err as { code?: string }).code }, 'SMTP send failed');
        throw new MailSendError('邮件发送失败，请稍后重试');
      }
      logger.info('e-mail code sent via SMTP');
    },
  };
}
