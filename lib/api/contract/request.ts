import { z } from 'zod';
import { FORM_MEDIA_TYPE, type Endpoint, type PagingRule } from './endpoint';
import { describeIssue, nulMessage } from './issue-message';
import { wholeNumber } from './common';

/*
 * Reading a request, written once for the mall API's route() and the mock server's mock(): paging, the
 * JSON body, the session token and "parse with the contract". Works on plain values and a header getter,
 * so it knows neither Hono nor MSW. Bad input throws BadInput: code 0 with a Chinese message naming the field.
 */

/** Bad input: answered as code 0 with `message`, never a 500. */
export class BadInput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadInput';
  }
}

/** Largest JSON body the API reads. */
export const MAX_JSON_BYTES = 256 * 1024;
export const bodyTooLargeMessage = `请求体过大（上限 ${MAX_JSON_BYTES / 1024} KB）`;
export const INVALID_JSON_MESSAGE = '请求体不是有效的 JSON';

/** A request header by name (null or undefined when absent). */
export type HeaderReader = (name: string) => string | null | undefined;

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** Calls without a paging rule still read (and check) the headers, with these bounds. */
const DEFAULT_PAGING: PagingRule = { defaultSize: 10, maxSize: 100 };

/** The first string (in objects and arrays, at any depth) holding U+0000, as a path; null when none. */
export function findNul(value: unknown): PropertyKey[] | null {
  // Iterative: a passthrough body may nest as deep as 256 KB of brackets allows.
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/** What an optional endpoint part (`params`, `query`, `body`) parses to: its schema's output, or undefined without one. */
export type Parsed<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

/**
 * Parses one part of a request (`where`: 路径, 查询参数, 请求体…) with its contract schema. PostgreSQL refuses
 * U+0000 in text, so a string still holding one after parsing is refused here, for every endpoint at once;
 * search keywords strip control characters in their schema (common.ts `searchText`) and so pass.
 */
export function parseInput<T extends z.ZodType | undefined>(schema: T, value: unknown, where: string): Parsed<T> {
  if (!schema) return undefined as Parsed<T>;
  const result = schema.safeParse(value);
  if (!result.success) throw new BadInput(describeIssue(result.error, value, where));
  const nul = findNul(result.data);
  if (nul) throw new BadInput(nulMessage(nul, where));
  return result.data as Parsed<T>;
}

/** A JSON body's text: empty means no body; anything else must parse. */
export function parseJsonText(text: string): unknown {
  if (text.length > MAX_JSON_BYTES) throw new BadInput(bodyTooLargeMessage);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadInput(INVALID_JSON_MESSAGE);
  }
}

export const INVALID_FORM_MESSAGE = '请求体不是有效的表单（application/x-www-form-urlencoded）';

/**
 * A form body's text (application/x-www-form-urlencoded) as its fields. Strict where URLSearchParams is
 * lenient: a broken percent-escape (`%ZZ`, half a UTF-8 character) or a field given twice is refused,
 * because a payment notify is checked by a signature over exactly these values.
 */
export function parseFormText(text: string): Record<string, string> | undefined {
  if (text.length > MAX_JSON_BYTES) throw new BadInput(bodyTooLargeMessage);
  if (!text.trim()) return undefined;
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      throw new BadInput(INVALID_FORM_MESSAGE);
    }
  };
  const fields = new Map<string, string>();
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (!name) throw new BadInput(INVALID_FORM_MESSAGE);
    if (fields.has(name)) throw new BadInput(`表单字段重复：${name.slice(0, 40)}`);
    fields.set(name, eq < 0 ? '' : decode(pair.slice(eq + 1)));
  }
  // fromEntries defines own properties: a field named __proto__ is a field, not a prototype.
  return Object.fromEntries(fields);
}

/** A header's media type without its parameters, lower-cased: `Multipart/Form-Data; boundary=x` → `multipart/form-data`. */
export const mediaTypeOf = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

/** A POST body's text: form fields on endpoints that consume forms (when the request says it is one), JSON otherwise. */
export const parseBodyText = (ep: Pick<Endpoint, 'consumes'>, text: string, contentType: string | null | undefined): unknown =>
  ep.consumes === FORM_MEDIA_TYPE && mediaTypeOf(contentType) === FORM_MEDIA_TYPE ? parseFormText(text) : parseJsonText(text);

const pagingSchemas = new Map<string, ReturnType<typeof makePagingSchema>>();

const makePagingSchema = (defaultSize: number, maxSize: number) =>
  z.object({
    pageNo: wholeNumber(z.number().int().min(1).max(1_000_000)).default(1),
    pageSize: wholeNumber(z.number().int().min(1).max(maxSize)).default(defaultSize),
  });

/**
 * One schema per paging rule, made once: a schema made per request cost 1–2 ms of the event loop each time (zod
 * compiles an object schema on its first parse), seen in the API's CPU profile under bench:chem.
 */
function pagingSchema(defaultSize: number, maxSize: number) {
  const key = `${defaultSize}/${maxSize}`;
  let schema = pagingSchemas.get(key);
  if (!schema) pagingSchemas.set(key, (schema = makePagingSchema(defaultSize, maxSize)));
  return schema;
}

/** SPEC §7: paging travels in the pageNo / pageSize headers, then the body, then the query; bounded by the endpoint's rule. */
export function readPaging(rule: PagingRule | undefined, header: HeaderReader, body: unknown, query: Record<string, string>): Paging {
  const { defaultSize, maxSize } = rule ?? DEFAULT_PAGING;
  const fromBody = (key: string) => (body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined);
  const pick = (key: string) => header(key) ?? fromBody(key) ?? query[key];
  const { pageNo, pageSize } = parseInput(pagingSchema(defaultSize, maxSize), { pageNo: pick('pageNo'), pageSize: pick('pageSize') }, '分页');
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** Longest token read; a longer header is no session. */
const MAX_TOKEN_LENGTH = 512;

/** The session token: the `token` header, else `Authorization` (with or without `Bearer `) — never a cookie. */
export function readToken(header: HeaderReader): string | null {
  const raw = header('token') || header('authorization') || '';
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
