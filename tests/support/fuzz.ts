import fc from 'fast-check';
import type { z } from 'zod';
import { allEndpoints } from '../../lib/api/contract';
import { API_KEY_HEADER, buildPath, FORM_MEDIA_TYPE, mediaTypeIn, producedTypes, STAFF_TOKEN_HEADER, type Endpoint } from '../../lib/api/contract/endpoint';
import { STAFF_ONLY_PERMISSION } from '../../lib/api/contract/staff';
import { envelopeSchema } from '../../lib/api/contract/envelope';
import { z as zod } from 'zod';

/**
 * Contract-driven fuzzing of the mall API (docs/adr/0001-contract.md), shared by
 * tests/api/fuzz.test.ts (a few thousand cases in `npm test`) and bench/fuzz.ts (≥ 10,000 in `npm run bench`).
 * For every endpoint of lib/api/contract: wrong types, missing and extra fields, control characters, huge
 * strings, deep nesting, bad JSON, wrong methods, odd paging headers, dead or real tokens. The answer must
 * never be HTTP 5xx and must be the envelope — or, for a `produces` endpoint's success, that file type.
 */

/**
 * U+0000 in any string: PostgreSQL refuses it in text. The contract refuses it once, where it parses strings
 * (lib/api/contract/request.ts), so it is fuzzed too; NUL_HANDLED false would leave it out of the generated strings.
 */
const NUL_HANDLED = true;
export const INCLUDE_NUL = NUL_HANDLED || process.env.FUZZ_NUL === '1';

export interface FuzzSetup {
  /** A live session of a real customer, so `auth: 'user'` calls get past the session check. */
  userToken: string;
  adminToken: string;
  /** A live staff session of a 超级管理员: sent instead of the key on 'staff' calls and on those needing 'staff' (a key never holds it). */
  staffToken?: string;
}

/** Calls only a person's session reaches. */
const wantsStaffSession = (ep: Endpoint) => ep.auth === 'staff' || (ep.auth === 'operator' && ep.permission === STAFF_ONLY_PERMISSION);

export interface FuzzRequest {
  endpoint: Endpoint;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** Keys of an object schema through optional/default/pipe wrappers (zod 4 `_zod.def`); [] when not an object. */
export function keysOf(schema: z.ZodType | undefined): string[] {
  let s: unknown = schema;
  for (let i = 0; i < 10 && s; i++) {
    const def = (s as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
    s = def.innerType ?? def.in ?? def.schema;
  }
  return [];
}

const controls = INCLUDE_NUL ? '\u0000\u0001\u0007\b\t\n\r\u000b\u001b\u007f\u0085\u2028\u2029' : '\u0001\u0007\b\t\n\r\u000b\u001b\u007f\u0085\u2028\u2029';
/** The characters most likely to break storage or logs, injected into otherwise plausible values. */
const injected = [...(INCLUDE_NUL ? ['\u0000', '\u0000'] : []), '\n', '\r\n', '\t', '\u001b', '\u2028', '\u007f'];
/** Values a real client might send, so some cases get past validation into the services. */
const plausible = ['1', '2', '20', 'RM-A001', 'refmall', '13800138000', '123456', 'ABCD', 'coa', 'msds', 'zh', 'en', '阿司匹林', '50-78-2', 'CCO', 'c1ccccc1', '2026A01', 'a@b.cn', 'login', 'reset', '1440'];

const hostileString = fc.oneof(
  // A plausible value with a control character inside: gets past the shape checks into the services.
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...plausible), fc.constantFrom(...injected), fc.constantFrom(...plausible)).map(([x, c, y]) => `${x}${c}${y}`) },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...controls.split(''), 'a', '/', '\\', '%', "'", '"', '<', '>', ';', '-', '*', '?', '&'), maxLength: 30 }),
  fc.constantFrom(...plausible, '', ' ', '%', '_', "' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '\\u0000', 'NaN', 'Infinity', '-1', '1e309', '0x10', '９９', '𝟙', '\uFEFF', '\uD800'),
  fc.nat({ max: 6 }).map((k) => 'x'.repeat(10 ** k)),
);

const leaf = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1.5));

/** Deep nesting: [[[[…]]]] or {"a":{"a":…}} up to 2,000 levels. */
const deep = fc.tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean()).map(([depth, arr]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = arr ? [v] : { a: v };
  return v;
});

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deep },
);

/** An object with some of the schema's keys (and maybe extra ones), each a hostile value; or one key, a hostile string. */
const objectFor = (keys: string[]) =>
  keys.length === 0
    ? mixedObjectFor(keys)
    : fc.oneof(
        fc.tuple(fc.constantFrom(...keys), hostileString).map(([k, v]) => ({ [k]: v }) as Record<string, unknown>),
        mixedObjectFor(keys),
      );

const mixedObjectFor = (keys: string[]) =>
  fc
    .tuple(
      fc.subarray(keys),
      fc.array(fc.tuple(fc.constantFrom(...keys, 'extra', '__proto__', 'constructor', 'pageNo', 'pageSize'), value), { maxLength: 3 }),
    )
    .chain(([chosen, extra]) => fc.tuple(fc.tuple(...chosen.map((k) => value.map((v) => [k, v] as const))), fc.constant(extra)))
    .map(([pairs, extra]) => {
      const o: Record<string, unknown> = {};
      for (const [k, v] of [...pairs, ...extra]) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
      return o;
    });

const badJson = fc.constantFrom('{', '{"a":', '[1,2', 'null', 'true', '1', '"str"', '[]', '{"a":1,,}', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}', ' ', 'undefined', '{"a":1e999}');

/** A lone surrogate cannot be put in a URL at all (encodeURIComponent throws): the client could not send it. */
const wellFormed = (s: string) => s.replace(/\p{Cs}/gu, '\uFFFD');
const stringifyQuery = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))}`)
    .join('&');

const pathParam = fc.oneof(fc.constantFrom('1', '0', '-1', '99999999999999999999', '1.5', 'abc', '%', '..', ' ', '1;drop'), hostileString.filter((s) => s.length > 0 && s.length < 500).map(wellFormed));

const otherMethod = (m: string) => fc.constantFrom(...['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter((x) => x !== m));

/** One request against `ep`. */
export function requestFor(ep: Endpoint, setup: FuzzSetup): fc.Arbitrary<FuzzRequest> {
  const paramKeys = ep.path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? [];
  const bodyKeys = keysOf(ep.body);
  const queryKeys = keysOf(ep.query);
  const method = fc.oneof({ weight: 9, arbitrary: fc.constant(ep.method) }, { weight: 1, arbitrary: otherMethod(ep.method) });
  const params = fc.tuple(...paramKeys.map(() => pathParam)).map((vals) => Object.fromEntries(paramKeys.map((k, i) => [k, vals[i]])));
  const query = fc.option(objectFor(queryKeys.length ? queryKeys : ['q']), { nil: undefined });
  const body = fc.oneof(
    { weight: 6, arbitrary: objectFor(bodyKeys.length ? bodyKeys : ['a']).map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: value.map((v) => JSON.stringify(v) ?? '') },
    { weight: 1, arbitrary: badJson },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const headers = fc.record({
    token: fc.oneof(fc.constant(setup.userToken), fc.constant(''), fc.string({ maxLength: 600 }), fc.constant('Bearer ' + 'x'.repeat(40))),
    pageNo: fc.option(fc.oneof(fc.constantFrom('1', '0', '-1', '1e9', 'abc', '2'), fc.string({ maxLength: 5 })), { nil: undefined }),
    pageSize: fc.option(fc.constantFrom('10', '0', '101', '1000000', 'x', '20'), { nil: undefined }),
    admin: fc.boolean(),
    contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'multipart/form-data; boundary=zz', ''),
  });
  const multipart = ep.upload
    ? fc.option(
        fc.tuple(objectFor(bodyKeys), fc.uint8Array({ maxLength: 2048 }), fc.boolean()).map(([fields, bytes, pdfHead]) => {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
          const content = pdfHead ? new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...bytes, ...Buffer.from('\n%%EOF')]) : bytes;
          form.set(ep.upload!.field, new Blob([content], { type: 'application/pdf' }), 'f.pdf');
          return form;
        }),
        { nil: undefined, freq: 3 },
      )
    : fc.constant(undefined);

  // Endpoints that consume forms (payment notifies) also get form bodies: well-formed ones and broken escapes, repeated fields.
  const formBody = ep.consumes
    ? fc.option(fc.oneof({ weight: 4, arbitrary: objectFor(bodyKeys).map(stringifyQuery) }, { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ=1', 'a=%E6%A0', 'a=1&a=2', '=1', '&&&', 'a=%00', 'sign') }), {
        nil: undefined,
        freq: 2,
      })
    : fc.constant(undefined);

  return fc.record({ method, params, query, body, headers, multipart, formBody }).map((r) => {
    const h: Record<string, string> = {};
    if (r.headers.token) h.token = r.headers.token;
    if (r.headers.pageNo !== undefined) h.pageNo = r.headers.pageNo;
    if (r.headers.pageSize !== undefined) h.pageSize = r.headers.pageSize;
    if (r.headers.admin) {
      if (setup.staffToken && wantsStaffSession(ep)) h[STAFF_TOKEN_HEADER] = setup.staffToken;
      else h[API_KEY_HEADER] = setup.adminToken;
    }
    if (!r.multipart && r.headers.contentType) h['content-type'] = r.headers.contentType;
    if (r.formBody !== undefined) h['content-type'] = FORM_MEDIA_TYPE;
    const qs = r.query ? stringifyQuery(r.query) : '';
    const path = buildPath(ep.path, r.params) + (qs ? `?${qs}` : '');
    const withBody = r.method !== 'GET' && r.method !== 'OPTIONS';
    return { endpoint: ep, method: r.method, path, headers: h, body: withBody ? (r.multipart ?? r.formBody ?? r.body) : undefined };
  });
}

/** Every endpoint of the contract, each with its own generator. */
export const allRequests = (setup: FuzzSetup) => fc.oneof(...allEndpoints.map((ep) => requestFor(ep, setup)));

const anyEnvelope = envelopeSchema(zod.unknown()).extend({ message: zod.string() });

export interface Verdict {
  serverError: boolean;
  /** Why the answer is not the envelope (or the endpoint's file type), or null. */
  notEnvelope: string | null;
  status: number;
}

/** Judges one answer: HTTP 5xx, and whether the body is the envelope (or, for `produces`, the file). */
export async function judge(req: FuzzRequest, res: Response): Promise<Verdict> {
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  const verdict = { serverError: res.status >= 500, status: res.status };
  if (req.endpoint.produces && res.status === 200 && mediaTypeIn(type, producedTypes(req.endpoint))) return { ...verdict, notEnvelope: null };
  if (res.status === 304 && req.endpoint.produces) return { ...verdict, notEnvelope: null };
  if (req.method === 'OPTIONS' && res.status === 204) return { ...verdict, notEnvelope: null };
  try {
    const parsed = anyEnvelope.safeParse(JSON.parse(text));
    return { ...verdict, notEnvelope: parsed.success ? null : `not the envelope: ${text.slice(0, 200)}` };
  } catch {
    return { ...verdict, notEnvelope: `not JSON (${res.status} ${type}): ${text.slice(0, 200)}` };
  }
}

/** A one-line description of a request, to reproduce a failure. */
export const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.path.slice(0, 300)} headers=${JSON.stringify(r.headers).slice(0, 300)} body=${typeof r.body === 'string' ? JSON.stringify(r.body.slice(0, 300)) : r.body ? '<multipart>' : '-'}`;

export const DEFAULT_SEED = 20261110;
export const fuzzSeed = () => Number(process.env.FUZZ_SEED || DEFAULT_SEED);
