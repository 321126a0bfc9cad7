import { NOT_VERIFIED_CODE } from '../../lib/api/contract/controlled';
import { RESPONSE_CODE, TOKEN_INVALID_MESSAGE_CODE } from '../../lib/api/contract/envelope';
import { STAFF_LOGIN_REQUIRED } from '../../lib/api/contract/staff';
import { DB_RETRY_AFTER_S, DB_UNAVAILABLE_MESSAGE } from '../http/unavailable';
import type { JsonSchema } from './schema';

/*
 * The envelope (SPEC §7) in the document: a success (code 1) and a refusal (code 0 or -1) are two schemas, so a
 * generated client narrows `data` by `code`. Refusals are HTTP 200; the other statuses that exist are 404 (a file
 * call's missing file) and 503 (the database cannot be reached), both with the refusal as their body.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const REQUIRED = ['code', 'data', 'message', 'messageCode', 'totalCount'];

/** code 0 / -1: data and totalCount null, message the Chinese reason, messageCode set where a client acts on it. */
const REFUSAL: JsonSchema = {
  type: 'object',
  description: '被拒绝：code 0 = 被拒绝（message 为中文原因，输入错误时指出字段）；code -1 = 登录已失效，需重新登录。',
  required: REQUIRED,
  properties: {
    code: { type: 'integer', enum: [RESPONSE_CODE.rejected, RESPONSE_CODE.sessionInvalid], description: '0 被拒绝；-1 登录已失效' },
    data: { type: 'null' },
    message: { type: 'string', description: '中文原因' },
    messageCode: {
      type: ['string', 'null'],
      description:
        `code -1 时为 ${TOKEN_INVALID_MESSAGE_CODE}（登录已失效）；code 0 时多为 null，` +
        `${STAFF_LOGIN_REQUIRED} = 需要员工登录或 API 密钥，${NOT_VERIFIED_CODE} = 需先完成实名认证（管制品）。`,
    },
    totalCount: { type: 'null' },
  },
};

export const ENVELOPE_SCHEMAS: Record<string, JsonSchema> = { Refusal: REFUSAL };

/** code 1: `data` is the call's result; totalCount the number of rows on paged and counting calls, null elsewhere. */
export function successOf(data: JsonSchema, { counted, capped }: { counted: boolean; capped: boolean }): JsonSchema {
  return {
    type: 'object',
    required: REQUIRED,
    properties: {
      code: { type: 'integer', const: RESPONSE_CODE.ok },
      data,
      message: { type: 'string', const: 'success' },
      messageCode: { type: 'null' },
      totalCount: counted ? { type: 'integer', minimum: 0, description: '总条数' } : { type: 'null' },
      ...(capped ? { totalCapped: { type: 'boolean', const: true, description: '出现时 totalCount 是下限（关键词匹配超过 1,000 个商品）' } } : {}),
    },
  };
}

/** The JSON answer of a call: its success or a refusal. */
export const answerOf = (success: JsonSchema): JsonSchema => ({ oneOf: [success, ref('Refusal')] });

const refusalJson = { 'application/json': { schema: ref('Refusal') } };

/** Shared answers, referenced by every call (503) and by the file calls (404). */
export const SHARED_RESPONSES = {
  Unavailable: {
    description: `数据库暂时无法访问：message 为「${DB_UNAVAILABLE_MESSAGE}」，Retry-After 秒后可重试`,
    headers: { 'Retry-After': { description: '建议的重试间隔（秒）', schema: { type: 'integer', const: DB_RETRY_AFTER_S } } },
    content: refusalJson,
  },
  FileMissing: { description: '文件不存在（code 0，message 为中文原因）', content: refusalJson },
};

export const responseRef = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` });
