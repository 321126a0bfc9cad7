import { createHmac, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { maskMobile } from '../outbox';
import { SmsSendError, type SmsNotice, type SmsProvider } from './types';

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms) over its RPC API with signature version 1.0, written
 * against the documented algorithm instead of pulling the SDK: one signed GET, a JSON answer with Code.
 */
export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Approved templates of the service notices (optional: a notice without one is not texted). */
  noticeTemplates?: Partial<Record<SmsNotice['kind'], string>>;
  /** https://dysmsapi.aliyuncs.com/ in production; a local mock in tests. */
  endpoint: string;
  regionId: string;
  timeoutMs?: number;
}

/** RFC 3986 encoding as Alibaba Cloud specifies it: space %20, `*` %2A, `~` kept, and !'() encoded too. */
export const percentEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Parameters sorted by name (code-point order), each pair encoded: the canonicalised query string. */
export const canonicalQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');

/** Signature v1: base64(HMAC-SHA1(secret + '&', METHOD & %2F & encode(canonical query))). */
export function signRpc(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** yyyy-MM-ddTHH:mm:ssZ in UTC, without milliseconds. */
const timestamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Aliyun's refusal codes that a user can act on; anything else is a generic failure. */
const USER_MESSAGES: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '短信发送过于频繁，请稍后再试',
  'isv.DAY_LIMIT_CONTROL': '该手机号今日接收短信已达上限，请明天再试',
  'isv.MOBILE_NUMBER_ILLEGAL': '手机号码格式不正确',
  'isv.MOBILE_COUNT_OVER_LIMIT': '手机号码数量超过限制',
  'isv.BLACK_KEY_CONTROL_LIMIT': '该手机号暂时无法接收短信',
};

export function createAliyunSms(opts: AliyunSmsOptions, logger: Logger): SmsProvider {
  async function send(mobile: string, templateCode: string, templateParam: Record<string, string>, what: string) {
      const params: Record<string, string> = {
        AccessKeyId: opts.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: mobile,
        RegionId: opts.regionId,
        SignName: opts.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(templateParam),
        Timestamp: timestamp(new Date()),
        Version: '2017-05-25',
      };
      const signature = signRpc(params, opts.accessKeySecret);
      const base = opts.endpoint.endsWith('/') ? opts.endpoint : `${opts.endpoint}/`;
      const url = `${base}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
      let answer: { Code?: string; Message?: string; RequestId?: string };
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
        answer = (await res.json()) as typeof answer;
      } catch (err) {
        // The URL carries the code: log only the kind of failure.
        logger.warn({ mobile: maskMobile(mobile), err: (err as Error).name }, 'Aliyun SMS unreachable');
        throw new SmsSendError('短信服务暂时不可用，请稍后重试');
      }
      if (answer.Code !== 'OK') {
        logger.warn({ mobile: maskMobile(mobile), aliyunCode: answer.Code, aliyunMessage: answer.Message, requestId: answer.RequestId }, 'Aliyun SMS refused');
        throw new SmsSendError((answer.Code && USER_MESSAGES[answer.Code]) || '短信发送失败，请稍后重试');
      }
      logger.info({ mobile: maskMobile(mobile), requestId: answer.RequestId }, `${what} sent via Aliyun`);
  }

  return {
    name: 'aliyun',
    sendCode: (mobile, code) => send(mobile, opts.templateCode, { code }, 'SMS code'),
    async sendNotice(mobile, notice) {
      const template = opts.noticeTemplates?.[notice.kind];
      if (!template) {
        logger.info({ mobile: maskMobile(mobile), notice: notice.kind }, 'no Aliyun template configured for this notice; not sent');
        return;
      }
      const { kind: _kind, ...fields } = notice;
      await send(mobile, template, fields, `SMS notice ${notice.kind}`);
    },
  };
}
