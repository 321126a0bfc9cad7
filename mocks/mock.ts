import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { toRoutePattern, type DataOf, type Endpoint } from '../lib/api/contract/endpoint';
import { RESPONSE_CODE, TOKEN_INVALID_MESSAGE_CODE } from '../lib/api/contract/envelope';
import { describeIssue } from '../lib/api/contract/issue-message';

/**
 * The one place that knows about MSW: `mock(endpoint, resolver)` parses the request with the endpoint's
 * contract (bad input → code 0 with a Chinese message, as the real server answers), calls the resolver and
 * wraps what it returns in the envelope.
 */

const REPLY = Symbol('mock-reply');

/** What a resolver answers; build it with `ok`, `okPage`, `rejected` or `sessionInvalid`. */
export interface Reply<T> {
  readonly [REPLY]: true;
  code: number;
  data: T | null;
  message: string;
  messageCode?: string;
  totalCount?: number;
}

/**
 * code 1 with data. `NoInfer` makes the data type come from the endpoint (the resolver's return type),
 * so fixtures are checked against the contract, excess properties included.
 */
export function ok<T>(data: NoInfer<T>, totalCount?: number): Reply<T> {
  return { [REPLY]: true, code: RESPONSE_CODE.ok, data, message: 'success', ...(totalCount === undefined ? {} : { totalCount }) };
}

/** code 0: the server refused, with the message the user reads. */
export const rejected = (message: string): Reply<never> => ({ [REPLY]: true, code: RESPONSE_CODE.rejected, data: null, message });

/** code -1 + PARAM_CODE_1000006: the token is missing, expired or unknown. */
export const sessionInvalid = (message = '登录已失效，请重新登录'): Reply<never> => ({
  [REPLY]: true,
  code: RESPONSE_CODE.sessionInvalid,
  data: null,
  message,
  messageCode: TOKEN_INVALID_MESSAGE_CODE,
});

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** One page of `rows` with the total before slicing, as the real server pages. */
export function okPage<T>(rows: readonly NoInfer<T>[], paging: Paging): Reply<T[]> {
  return ok<T[]>(rows.slice(paging.offset, paging.offset + paging.pageSize), rows.length);
}

// An endpoint property is optional (`P | undefined`): strip that before asking for the schema's output.
type Out<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

export interface MockInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** From the pageNo / pageSize headers (then the body), defaulted and capped by the endpoint's paging rule. */
  paging: Paging;
  /** The `token` (or `Authorization`) header, if any. */
  token: string | null;
  request: Request;
}

type Awaitable<T> = T | Promise<T>;
/** A resolver answers a Reply typed by the endpoint's data, or — for the odd special case — a raw Response. */
export type MockResolver<E extends Endpoint> = (input: MockInput<E>) => Awaitable<Reply<DataOf<E>> | Response>;

class BadInput extends Error {}

function parse<T extends z.ZodType | undefined>(schema: T, value: unknown, where: string): Out<T> {
  if (!schema) return undefined as Out<T>;
  const result = schema.safeParse(value);
  if (!result.success) throw new BadInput(describeIssue(result.error, value, where));
  return result.data as Out<T>;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadInput('请求体不是有效的 JSON');
  }
}

function readPaging(ep: Endpoint, request: Request, body: unknown, query: Record<string, string>): Paging {
  const rule = ep.paged ?? { defaultSize: 10, maxSize: 100 };
  const fromBody = (key: string) => (body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined);
  const pick = (key: string) => request.headers.get(key) ?? fromBody(key) ?? query[key];
  const schema = z.object({
    pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(rule.maxSize).default(rule.defaultSize),
  });
  const { pageNo, pageSize } = parse(schema, { pageNo: pick('pageNo'), pageSize: pick('pageSize') }, '分页');
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

const tokenOf = (request: Request) => {
  const raw = request.headers.get('token') || request.headers.get('authorization') || '';
  return raw.replace(/^Bearer\s+/i, '').trim() || null;
};

const envelope = (reply: Omit<Reply<unknown>, typeof REPLY>) => {
  const { code, data, message, messageCode, totalCount } = reply;
  return HttpResponse.json({
    code,
    data: data ?? null,
    message,
    ...(messageCode === undefined ? {} : { messageCode }),
    ...(totalCount === undefined ? {} : { totalCount }),
  });
};

/**
 * `*` in front of the path: the handler matches on any origin and under any prefix, so the same handler
 * answers server components (`${API_ORIGIN}/mall/...`), the browser (`/api/mall/...`) and tests.
 */
export const routeOf = (path: string) => `*${toRoutePattern(path)}`;

export function mock<E extends Endpoint>(ep: E, resolver: MockResolver<E>): HttpHandler {
  const method = ep.method === 'GET' ? http.get : http.post;
  return method(routeOf(ep.path), async ({ request, params: rawParams }) => {
    let input: MockInput<E>;
    try {
      const url = new URL(request.url);
      const query = Object.fromEntries(url.searchParams);
      const rawBody = ep.method === 'POST' ? await readJson(request) : undefined;
      input = {
        params: parse(ep.params as E['params'], rawParams, '路径'),
        query: parse(ep.query as E['query'], query, '查询参数'),
        body: parse(ep.body as E['body'], rawBody, '请求体'),
        paging: readPaging(ep, request, rawBody, query),
        token: tokenOf(request),
        request,
      };
    } catch (err) {
      if (err instanceof BadInput) return envelope(rejected(err.message));
      throw err;
    }
    const reply = await resolver(input);
    if (reply instanceof Response) return reply;
    if (reply.code === RESPONSE_CODE.ok && reply.data !== null && reply.data !== undefined) {
      // Fixtures drift when the contract changes: say so loudly instead of feeding the UI a wrong shape.
      const checked = ep.data.safeParse(reply.data);
      if (!checked.success) {
        const problem = `mock ${ep.method} ${ep.path}: data does not match the contract — ${z.prettifyError(checked.error)}`;
        console.error(problem);
        return HttpResponse.text(problem, { status: 500 });
      }
    }
    return envelope(reply);
  });
}
