import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { toRoutePattern, type DataOf, type Endpoint } from '../lib/api/contract/endpoint';
import { RESPONSE_CODE, TOKEN_INVALID_MESSAGE_CODE } from '../lib/api/contract/envelope';
import { BadInput, parseInput, parseJsonText, readPaging, readToken, type Paging, type Parsed } from '../lib/api/contract/request';

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

export type { Paging };

/** One page of `rows` with the total before slicing, as the real server pages. */
export function okPage<T>(rows: readonly NoInfer<T>[], paging: Paging): Reply<T[]> {
  return ok<T[]>(rows.slice(paging.offset, paging.offset + paging.pageSize), rows.length);
}

export interface MockInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** From the pageNo / pageSize headers (then the body), defaulted and capped by the endpoint's paging rule. */
  paging: Paging;
  /** The `token` (or `Authorization`) header, if any. */
  token: string | null;
  request: Request;
}

type Awaitable<T> = T | Promise<T>;
/** A resolver answers a Reply typed by the endpoint's data, or — for the odd special case — a raw Response. */
export type MockResolver<E extends Endpoint> = (input: MockInput<E>) => Awaitable<Reply<DataOf<E>> | Response>;

/** SPEC §7: messageCode and totalCount are in every answer, null where there is none (as the real server answers). */
const envelope = (reply: Omit<Reply<unknown>, typeof REPLY>) => {
  const { code, data, message, messageCode, totalCount } = reply;
  return HttpResponse.json({ code, data: data ?? null, message, messageCode: messageCode ?? null, totalCount: totalCount ?? null });
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
      // An upload's multipart body is the resolver's to read (request.formData()); its fields are not JSON.
      const rawBody = ep.method === 'POST' && !ep.upload ? parseJsonText(await request.text()) : undefined;
      const header = (name: string) => request.headers.get(name);
      input = {
        params: parseInput<E['params']>(ep.params, rawParams, '路径'),
        query: parseInput<E['query']>(ep.query, query, '查询参数'),
        body: parseInput<E['body']>(ep.body, rawBody, '请求体'),
        paging: readPaging(ep.paged, header, rawBody, query),
        token: readToken(header),
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
