import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { expect } from 'vitest';
import { z } from 'zod';
import { createApiClient, type CallInput } from '../../lib/api/client';
import { buildPath, type Endpoint } from '../../lib/api/contract/endpoint';
import { RESPONSE_CODE, type Envelope } from '../../lib/api/contract/envelope';
import type { createApp } from '../../server/app';

/*
 * How API tests talk to the app: through the storefront's own typed client (lib/api/client.ts) over
 * app.request, so a test can only name an endpoint of the contract and read what its schema says.
 * `raw` is the one way to send what the contract forbids (malformed and fuzz tests), still addressed by an endpoint.
 */

type App = ReturnType<typeof createApp>;

/** What one call answered: the HTTP status and the envelope, data parsed by the endpoint's schema on success. */
export interface Answer<E extends Endpoint> {
  endpoint: E;
  status: number;
  json: Envelope<z.output<E['data']> | null>;
}

/** The input of a call, typed by the contract (paging as numbers; the client turns them into the headers). */
export type CallArgs<E extends Endpoint> = Omit<CallInput<E>, 'signal' | 'headers'>;

/** A deliberately malformed request: any body (a string is sent verbatim), any params, query and method. */
export interface RawRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** JSON-encoded unless a string (sent verbatim, with the headers' content-type). */
  body?: unknown;
  headers?: Record<string, string>;
  method?: string;
}

/**
 * SPEC §7 strictly: a raw answer must be the whole envelope, messageCode and totalCount included (null where none).
 * The client is lenient with other backends; the API tests hold ours to the letter.
 */
const strictEnvelope = z.object({
  code: z.number().int(),
  data: z.unknown(),
  message: z.string(),
  messageCode: z.string().nullable(),
  totalCount: z.number().int().nonnegative().nullable(),
  totalCapped: z.boolean().optional(),
});
export type RawAnswer = { status: number; json: z.output<typeof strictEnvelope> };

const BASE = 'http://mall-api.test';

/** axios → app.request: the client builds the request exactly as in the browser, the app answers in process. */
const inProcess =
  (app: App): AxiosAdapter =>
  async (config) => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const res = await app.request(axios.getUri(config), { method: (config.method ?? 'get').toUpperCase(), headers, body: config.data ?? undefined });
    return { data: await res.text(), status: res.status, statusText: res.statusText, headers: Object.fromEntries(res.headers), config, request: {} };
  };

export function contractCalls(app: App) {
  const client = createApiClient({ baseURL: BASE, getToken: () => null });
  client.http.defaults.adapter = inProcess(app);

  return {
    /** One call of the contract; `headers` are the test's own (token, x-forwarded-for, x-admin-token). */
    call: async <E extends Endpoint>(endpoint: E, input: CallArgs<E> = {}, headers: Record<string, string> = {}): Promise<Answer<E>> => {
      const { status, envelope } = await client.exchange(endpoint, { ...input, headers });
      return { endpoint, status, json: envelope };
    },
    /** A multipart upload call (the client sends JSON only): typed by the endpoint like `call`. */
    upload: async <E extends Endpoint>(endpoint: E, form: FormData, headers: Record<string, string> = {}, params?: Record<string, string | number>): Promise<Answer<E>> => {
      const res = await app.request(buildPath(endpoint.path, params), { method: 'POST', body: form, headers });
      const envelope = strictEnvelope.parse(await res.json());
      const data = envelope.code === RESPONSE_CODE.ok && envelope.data !== null ? z.parse(endpoint.data as E['data'], envelope.data) : null;
      return { endpoint, status: res.status, json: { ...envelope, data } };
    },
    /** The escape hatch for malformed requests: no typing of the input, the answer must still be a full envelope. */
    raw: async (endpoint: Endpoint, req: RawRequest = {}): Promise<RawAnswer> => {
      const query = req.query ? `?${new URLSearchParams(req.query)}` : '';
      const method = req.method ?? endpoint.method;
      const body = req.body === undefined ? undefined : typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
      const res = await app.request(`${buildPath(endpoint.path, req.params)}${query}`, {
        method,
        body: method === 'GET' || method === 'HEAD' ? undefined : body,
        headers: { 'content-type': 'application/json', ...req.headers },
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Error(`${method} ${endpoint.path} answered HTTP ${res.status} with no JSON: ${text.slice(0, 200)}`);
      }
      const envelope = strictEnvelope.safeParse(json);
      if (!envelope.success) throw new Error(`${method} ${endpoint.path} answered no full envelope: ${z.prettifyError(envelope.error)} — ${text.slice(0, 200)}`);
      return { status: res.status, json: envelope.data };
    },
  };
}

/** code 1 and 'success': the data, parsed once more by the endpoint's schema (so its type is the contract's). */
export function ok<E extends Endpoint>(res: Answer<E>): z.output<E['data']> {
  expect(res.json.message, JSON.stringify(res.json)).toBe('success');
  expect(res.json.code).toBe(1);
  return z.parse(res.endpoint.data as E['data'], res.json.data);
}

/** code 0 with this message (or one matching it). */
export function rejected(res: { json: { code: number; message: string } }, message: string | RegExp) {
  expect(res.json.code, JSON.stringify(res.json)).toBe(0);
  if (typeof message === 'string') expect(res.json.message).toBe(message);
  else expect(res.json.message).toMatch(message);
}

/** The envelope's totalCount of a paged answer (a number there; null only on calls that are not paged). */
export function totalOf(res: { json: { totalCount: number | null } }): number {
  expect(res.json.totalCount, JSON.stringify(res.json).slice(0, 300)).toEqual(expect.any(Number));
  return res.json.totalCount ?? Number.NaN;
}
