import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { RESPONSE_CODE } from '../../lib/api/contract/envelope';
import { ADMIN_TOKEN_HEADER, toRoutePattern, type Endpoint } from '../../lib/api/contract/endpoint';
import { ApiError, sessionInvalid } from './errors';
import { resolveSession, type SessionUser } from '../services/sessions';
import type { AppEnv, Paging, RequestCtx } from './context';
import { describeIssue } from '../../lib/api/contract/issue-message';
import { checkOperator } from './operator';
import { clientIp } from './client-ip';

export const MAX_JSON_BYTES = 256 * 1024;

/** A page of rows: the envelope carries totalCount beside data. */
export class Page<T> {
  constructor(
    readonly rows: T,
    readonly totalCount: number,
    /** True when totalCount is a lower bound (keyword searches rank at most 1,000 matches). */
    readonly totalCapped = false,
  ) {}
}

/** A file answer (endpoints with `produces`): sent as it is instead of the envelope. */
export class FileReply {
  constructor(readonly response: Response) {}
}

/** The file of an upload call, read and size-checked; its content is checked by the handler. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

type Out<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;
export type HandlerInput<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Upload calls only: the file, or null when the request carried none (a JSON body, an empty field). */
  file: UploadedFile | null;
};
type Data<E extends Endpoint> = z.output<E['data']>;
export type Handler<E extends Endpoint> = (input: HandlerInput<E>, ctx: RequestCtx) => Promise<Data<E> | Page<Data<E>> | FileReply>;

export function envelope(c: Context<AppEnv>, code: number, data: unknown, message: string, extra: { messageCode?: string; totalCount?: number; totalCapped?: true } = {}) {
  c.set('envelopeCode', code);
  return c.json({ code, data, message, ...extra }, 200);
}

export const rejectResponse = (c: Context<AppEnv>, message: string) => envelope(c, RESPONSE_CODE.rejected, null, message);

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string): z.output<T> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(describeIssue(result.error, value, where));
  return result.data;
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_JSON_BYTES) throw new ApiError(`请求体过大（上限 ${MAX_JSON_BYTES / 1024} KB）`);
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw new ApiError(`请求体过大（上限 ${MAX_JSON_BYTES / 1024} KB）`);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('请求体不是有效的 JSON');
  }
}

/** Room for the multipart framing and the small form fields beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const tooBig = (maxBytes: number, field: string) => new ApiError(`文件过大，不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB（${field}）`);

const isMultipart = (c: Context<AppEnv>) => (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Reads a multipart body without ever holding more than the limit: a declared length over it is refused
 * before reading, a chunked one is cut off as soon as it passes. Form fields become strings for `body`.
 */
async function readMultipart(c: Context<AppEnv>, rule: { field: string; maxBytes: number }): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const limit = rule.maxBytes + MULTIPART_OVERHEAD;
  if (Number(c.req.header('content-length') ?? '0') > limit) throw tooBig(rule.maxBytes, rule.field);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = c.req.raw.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooBig(rule.maxBytes, rule.field);
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': c.req.header('content-type')! } }).formData();
  } catch {
    throw new ApiError('请求体不是有效的 multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (name !== rule.field) fields[name] = value;
    } else if (name === rule.field && value.size > 0) {
      if (value.size > rule.maxBytes) throw tooBig(rule.maxBytes, rule.field);
      file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
  }
  return { fields, file };
}

function readPaging(c: Context<AppEnv>, ep: Endpoint, body: unknown, query: Record<string, string>): Paging {
  const rule = ep.paged ?? { defaultSize: 10, maxSize: 100 };
  const fromBody = (key: string) => (body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined);
  const pick = (key: string) => c.req.header(key) ?? fromBody(key) ?? query[key];
  const schema = z.object({
    pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(rule.maxSize).default(rule.defaultSize),
  });
  const raw = { pageNo: pick('pageNo'), pageSize: pick('pageSize') };
  const p = parse(schema, raw, '分页')!;
  return { ...p, offset: (p.pageNo - 1) * p.pageSize };
}

export function tokenOf(c: Context<AppEnv>): string | null {
  const raw = c.req.header('token') || c.req.header('authorization') || '';
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token && token.length <= 512 ? token : null;
}

/** Mounts one endpoint: parses input with the contract, calls the handler, wraps the envelope. */
export function route<E extends Endpoint>(app: Hono<AppEnv>, ep: E, handler: Handler<E>) {
  const pattern = toRoutePattern(ep.path);
  const method = ep.method === 'GET' ? 'get' : 'post';
  app[method](pattern, async (c) => {
    const query = c.req.query();
    const deps = c.get('deps');
    // An upload is read only for the operator: a stranger cannot make the API buffer megabytes.
    const multipart = ep.upload && ep.method === 'POST' && isMultipart(c);
    if (multipart && ep.auth === 'operator') checkOperator(deps.config.ADMIN_TOKEN, c.req.header(ADMIN_TOKEN_HEADER));
    const upload = multipart ? await readMultipart(c, ep.upload!) : null;
    const rawBody = upload ? upload.fields : ep.method === 'POST' ? await readJson(c) : undefined;
    // Paging first, then the call's own input, then the session: every bad input answers code 0 (not -1),
    // and a bad paging value is named even on calls whose required fields are also missing.
    const paging = readPaging(c, ep, rawBody, query);
    const input = {
      params: parse(ep.params, c.req.param(), '路径'),
      query: parse(ep.query, query, '查询参数'),
      body: parse(ep.body, rawBody, '请求体'),
      file: upload?.file ?? null,
    } as HandlerInput<E>;
    const token = tokenOf(c);
    // 'user' calls need a live session (code -1 otherwise); 'optional' ones treat a dead token as a visitor.
    let user: SessionUser | null = null;
    if (ep.auth === 'user' || ep.auth === 'optional') {
      user = await resolveSession(deps.db, token);
      if (!user && ep.auth === 'user') throw sessionInvalid();
    }
    // Operator calls answer code 0 (never -1): the storefront's session handling must not react to them.
    if (ep.auth === 'operator') checkOperator(deps.config.ADMIN_TOKEN, c.req.header(ADMIN_TOKEN_HEADER));
    const ctx: RequestCtx = {
      deps,
      requestId: c.get('requestId'),
      paging,
      token,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? '',
      header: (name: string) => c.req.header(name),
      user,
    };
    const result = await handler(input, ctx);
    if (result instanceof FileReply) {
      c.set('envelopeCode', RESPONSE_CODE.ok);
      return result.response;
    }
    if (result instanceof Page) return envelope(c, RESPONSE_CODE.ok, result.rows ?? [], 'success', { totalCount: result.totalCount, ...(result.totalCapped ? { totalCapped: true as const } : {}) });
    return envelope(c, RESPONSE_CODE.ok, result ?? null, 'success');
  });
}
