import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { RESPONSE_CODE } from '../../lib/api/contract/envelope';
import { pathParams, toRoutePattern, type Endpoint } from '../../lib/api/contract/endpoint';
import { ApiError, sessionInvalid } from './errors';
import { resolveSession, type SessionUser } from '../services/sessions';
import type { AppEnv, RequestCtx } from './context';
import { BadInput, bodyTooLargeMessage, MAX_JSON_BYTES, mediaTypeOf, parseBodyText, parseInput, readPaging, readToken, type Parsed } from '../../lib/api/contract/request';
import { auditOperatorCall, changeAudit, checkOperator } from './operator';
import { clientIp } from './client-ip';

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

/** A CSV download (BOM-prefixed text from `toCsv`), named `{baseName}-{today in China}.csv`, never cached. */
export function csvReply(csv: string, baseName: string): FileReply {
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  return new FileReply(
    new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${baseName}-${day}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    }),
  );
}

/** A file call's miss: HTTP 404 (so caches and <img> see a miss), the envelope as its body. */
export const fileNotFound = (message: string) =>
  new FileReply(Response.json({ code: RESPONSE_CODE.rejected, data: null, message, messageCode: null, totalCount: null }, { status: 404 }));

/** The file of an upload call, read and size-checked; its content is checked by the handler. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export type HandlerInput<E extends Endpoint> = {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** Upload calls only: the file, or null when the request carried none (a JSON body, an empty field). */
  file: UploadedFile | null;
};
type Data<E extends Endpoint> = z.output<E['data']>;
export type Handler<E extends Endpoint> = (input: HandlerInput<E>, ctx: RequestCtx) => Promise<Data<E> | Page<Data<E>> | FileReply>;

/** SPEC §7: every answer carries messageCode and totalCount, null where there is none. */
export function envelope(
  c: Context<AppEnv>,
  code: number,
  data: unknown,
  message: string,
  extra: { messageCode?: string | null; totalCount?: number | null; totalCapped?: true } = {},
  /** 200 for every answer of a call; 404 for an unknown route, 500 for an unexpected error, 503 while the database is unreachable. */
  status: 200 | 404 | 500 | 503 = 200,
) {
  c.set('envelopeCode', code);
  const { messageCode = null, totalCount = null, totalCapped } = extra;
  return c.json({ code, data, message, messageCode, totalCount, ...(totalCapped ? { totalCapped } : {}) }, status);
}

export const rejectResponse = (c: Context<AppEnv>, message: string) => envelope(c, RESPONSE_CODE.rejected, null, message);

/** An answer that breaks the endpoint's `data` schema: thrown outside production, so a test names the field. */
export class ContractViolation extends Error {
  constructor(ep: Endpoint, error: z.ZodError) {
    const issue = error.issues[0];
    const field = ['data', ...issue.path.map(String)].join('.');
    super(`${ep.method} ${ep.path} answered against the contract at ${field}: ${issue.message}`);
    this.name = 'ContractViolation';
  }
}

function checkAnswer(ep: Endpoint, data: unknown) {
  const result = ep.data.safeParse(data);
  if (!result.success) throw new ContractViolation(ep, result.error);
}

/** The body of a POST: JSON, or — on endpoints that consume forms and when the request says so — form fields. */
async function readBody(c: Context<AppEnv>, ep: Endpoint): Promise<unknown> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_JSON_BYTES) throw new BadInput(bodyTooLargeMessage);
  return parseBodyText(ep, await c.req.text(), c.req.header('content-type'));
}

/** Room for the multipart framing and the small form fields beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const tooBig = (rule: { maxBytes: number; field: string; tooLarge?: string }) =>
  new ApiError(rule.tooLarge ?? `文件过大，不能超过 ${Math.round(rule.maxBytes / 1024 / 1024)} MB（${rule.field}）`);

const isMultipart = (c: Context<AppEnv>) => mediaTypeOf(c.req.header('content-type')) === 'multipart/form-data';

/**
 * Reads a multipart body without ever holding more than the limit: a declared length over it is refused
 * before reading, a chunked one is cut off as soon as it passes. Form fields become strings for `body`.
 */
async function readMultipart(c: Context<AppEnv>, rule: { field: string; maxBytes: number; tooLarge?: string }): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const limit = rule.maxBytes + MULTIPART_OVERHEAD;
  if (Number(c.req.header('content-length') ?? '0') > limit) throw tooBig(rule);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = c.req.raw.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooBig(rule);
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
      if (value.size > rule.maxBytes) throw tooBig(rule);
      file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
  }
  return { fields, file };
}

export const tokenOf = (c: Context<AppEnv>): string | null => readToken((name) => c.req.header(name));

/** Mounts one endpoint at its path and its former ones (`aliases`): parses input with the contract, calls the handler, wraps the envelope. */
export function route<E extends Endpoint>(app: Hono<AppEnv>, ep: E, handler: Handler<E>) {
  const method = ep.method === 'GET' ? 'get' : 'post';
  for (const path of [ep.path, ...(ep.aliases ?? [])]) app[method](toRoutePattern(path), (c) => answer(c, ep, path, handler));
}

async function answer<E extends Endpoint>(c: Context<AppEnv>, ep: E, path: string, handler: Handler<E>) {
  const query = c.req.query();
  const deps = c.get('deps');
  const token = tokenOf(c);
  // The session before any input (SPEC §8: -1 means "log in"): a 'user' call with a dead or missing token
  // answers -1 whatever its body, query or path holds, and never reads the body. 'optional' calls treat a
  // dead token as a visitor.
  let user: SessionUser | null = null;
  if (ep.auth === 'user' || ep.auth === 'optional') {
    user = await resolveSession(deps.db, token, { ip: clientIp(c) });
    if (!user && ep.auth === 'user') throw sessionInvalid();
  }
  // Staff (a session after its second factor, or on 'operator' calls an API key) with the endpoint's permission, also before any
  // input: an upload is read only for staff or a logged-in customer, so a stranger cannot make the API buffer megabytes.
  const staff = ep.auth === 'operator' || ep.auth === 'staff' ? await checkOperator(c, ep) : null;
  const changes = staff && ep.auth === 'operator' ? changeAudit(c, ep, staff) : null;
  const multipart = ep.upload && ep.method === 'POST' && isMultipart(c);
  const upload = multipart ? await readMultipart(c, ep.upload!) : null;
  const rawBody = upload ? upload.fields : ep.method === 'POST' ? await readBody(c, ep) : undefined;
  // Paging first, then the call's own input: bad input answers code 0, and a bad paging value is named even
  // on calls whose required fields are also missing.
  const header = (name: string) => c.req.header(name);
  const paging = readPaging(ep.paged, header, rawBody, query);
  const input: HandlerInput<E> = {
    params: parseInput<E['params']>(ep.params, pathParams(path, c.req.param() as Record<string, string>), '路径'),
    query: parseInput<E['query']>(ep.query, query, '查询参数'),
    body: parseInput<E['body']>(ep.body, rawBody, '请求体'),
    file: upload?.file ?? null,
  };
  const ctx: RequestCtx = {
    deps,
    requestId: c.get('requestId'),
    paging,
    token,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? '',
    header,
    user,
    staff,
    audit: changes?.audit ?? null,
  };
  const result = await handler(input, ctx);
  if (staff && !changes?.written()) await auditOperatorCall(c, ep, staff, input);
  if (result instanceof FileReply) {
    c.set('envelopeCode', RESPONSE_CODE.ok);
    return result.response;
  }
  const data = result instanceof Page ? (result.rows ?? []) : (result ?? null);
  // Outside production every answer is held to the contract: a service that drifts fails its API test, naming the field.
  if (deps.config.NODE_ENV !== 'production') checkAnswer(ep, data);
  if (result instanceof Page) return envelope(c, RESPONSE_CODE.ok, data, 'success', { totalCount: result.totalCount, ...(result.totalCapped ? { totalCapped: true as const } : {}) });
  return envelope(c, RESPONSE_CODE.ok, data, 'success');
}
