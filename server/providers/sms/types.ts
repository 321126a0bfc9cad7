/** Sends one verification code. Throws `SmsSendError` (a Chinese message for the user) when the gateway refuses. */
export interface SmsProvider {
  readonly name: 'console' | 'aliyun';
  sendCode(mobile: string, code: string): Promise<void>;
}

/** A refused or failed send: the message is shown to the user; the code is then not stored as sent. */
export class SmsSendError extends Error {}
