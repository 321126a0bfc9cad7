/** A code e-mail (bind an address to an account); the provider renders it. */
export interface MailCode {
  to: string;
  code: string;
  /** Minutes the code lives, told in the text. */
  minutes: number;
}

/** Sends the shop's e-mails. Throws `MailSendError` (a Chinese message for the user) when the server refuses. */
export interface MailProvider {
  readonly name: 'console' | 'smtp';
  sendCode(mail: MailCode): Promise<void>;
}

export class MailSendError extends Error {}

/** The e-mail as a person reads it (console outbox and SMTP share it). */
export function codeMail(mail: MailCode): { subject: string; text: string } {
  return {
    subject: '【标准品商城】邮箱验证码',
    text: `您正在为标准品商城账号绑定邮箱，验证码：${mail.code}，${mail.minutes}分钟内有效。如非本人操作，请忽略本邮件。`,
  };
}
