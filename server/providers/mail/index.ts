import type { Logger } from 'pino';
import type { ApiConfig } from '../../config';
import { createConsoleMail } from './console';
import { createSmtpMail } from './smtp';
import type { MailProvider } from './types';

export { MailSendError, type MailProvider } from './types';

export function createMailProvider(config: ApiConfig, logger: Logger): MailProvider {
  // loadApiConfig has already refused MAIL_PROVIDER=smtp without SMTP_URL and MAIL_FROM.
  if (config.MAIL_PROVIDER === 'smtp') return createSmtpMail({ url: config.SMTP_URL!, from: config.MAIL_FROM! }, logger);
  return createConsoleMail(config.dataDir, logger);
}
