import axios, { AxiosError, type AxiosInstance } from 'axios';
import { z } from 'zod';
import { buildPath, type Endpoint } from './contract/endpoint';
import { envelopeSchema, RESPONSE_CODE, TOKEN_INVALID_MESSAGE_CODE, type Envelope } from './contract/envelope';
import { HTTP_HARD_GUARD_MS, HTTP_TIMEOUT_MS } from '../constants';
import { ApiFailure } from './failure';
import { MSG } from '../messages';

export { ApiFailure, type FailureKind } from './failure';

export interface ClientOptions {
  baseURL: string;
  getToken: () => string | null | undefined;
  /** SPEC §4/§8: code -1 or PARAM_CODE_1000006 — go to /login, clear login state, cart and basket. */
  onSessionInvalid?: () => void;
  /** Shows a toast for transport failures (network, timeout, busy). */
  notify?: (message: string) => void;
  timeoutMs?: number;
  hardGuardMs?: number;
  /** Extra headers (server components forward the visitor's address). */
  headers?: Record<string, string>;
}

type In<T> = NonNullable<T> extends z.ZodType ? z.input<NonNullable<T>> : undefined;
export interface CallInput<E extends Endpoint> {
  params?: In<E['params']>;
  query?: In<E['query']>;
  body?: In<E['body']>;
  /** Endpoints with an `upload`: the multipart form sent instead of a JSON body. */
  form?: FormData;
  pageNo?: number;
  pageSize?: number;
  signal?: AbortSignal;
  /** Headers of this call only (over the client's own). */
  headers?: Record<string, string>;
}
export type CallData<E extends Endpoint> = z.output<E['data']>;
export interface PageResult<T> {
  rows: T;
  totalCount: number;
  /** totalCount is a lower bound ("1,000 or more"). */
  totalCapped: boolean;
}
/** One answer as it came: the HTTP status and the envelope, its data parsed by the endpoint's schema on success. */
export interface Exchange<E extends Endpoint> {
  status: number;
  envelope: Envelope<CallData<E> | null>;
}

const isArraySchema = (schema: z.ZodType) => schema instanceof z.ZodArray;
/** The envelope's frame; the data is checked against the endpoint once the code says success. */
const frameSchema = envelopeSchema(z.unknown());

export function createApiClient(options: ClientOptions) {
  const http: AxiosInstance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    headers: { 'content-type': 'application/json', ...options.headers },
  });

  /** Sends one call and reads the envelope; only transport failures (and answers that are no envelope) reject. */
  async function exchange<E extends Endpoint>(ep: E, input: CallInput<E> = {}): Promise<Exchange<E>> {
    const headers: Record<string, string> = {};
    const token = options.getToken();
    if (token) {
      headers.token = token;
      headers.Authorization = token;
    }
    if (ep.paged) {
      headers.pageNo = String(input.pageNo ?? 1);
      headers.pageSize = String(input.pageSize ?? ep.paged.defaultSize);
    }
    // A form goes as multipart: axios then leaves the boundary to the browser (or to form-data on the server).
    if (input.form) headers['content-type'] = 'multipart/form-data';
    Object.assign(headers, input.headers);
    // SPEC §8: whatever the transport does, after 20 s the user hears "system busy".
    const guard = new AbortController();
    const timer = setTimeout(() => guard.abort(), options.hardGuardMs ?? HTTP_HARD_GUARD_MS);
    const onOuterAbort = () => guard.abort();
    input.signal?.addEventListener('abort', onOuterAbort);
    // A signal aborted before the call never fires 'abort' again: stop here instead of sending.
    if (input.signal?.aborted) guard.abort();
    try {
      const res = await http.request<unknown>({
        method: ep.method,
        url: buildPath(ep.path, input.params as Record<string, unknown> | undefined),
        params: input.query,
        data: ep.method === 'POST' ? (input.form ?? input.body ?? {}) : undefined,
        headers,
        signal: guard.signal,
        // The envelope decides success; an HTTP error status with an envelope is still read.
        validateStatus: () => true,
      });
      const frame = frameSchema.safeParse(res.data);
      if (!frame.success) throw new ApiFailure('network', MSG.serverError);
      const envelope = frame.data;
      if (envelope.code !== RESPONSE_CODE.ok || envelope.data === null || envelope.data === undefined) {
        return { status: res.status, envelope: { ...envelope, data: null } };
      }
      // An answer that breaks the contract is no answer: the page shows the server-error text, not a wrong shape.
      const data = z.safeParse(ep.data as E['data'], envelope.data);
      if (!data.success) throw new ApiFailure('network', MSG.serverError, undefined, undefined, `${ep.method} ${ep.path}: ${z.prettifyError(data.error)}`);
      return { status: res.status, envelope: { ...envelope, data: data.data } };
    } catch (err) {
      if (err instanceof ApiFailure) return fail(err);
      if (guard.signal.aborted && !input.signal?.aborted) return fail(new ApiFailure('busy', MSG.systemBusy));
      if (err instanceof AxiosError && (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT')) {
        return fail(new ApiFailure('timeout', MSG.networkFailure));
      }
      if (axios.isCancel(err)) throw new ApiFailure('network', MSG.serverError);
      return fail(new ApiFailure('network', MSG.serverError));
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  async function request<E extends Endpoint>(ep: E, input: CallInput<E> = {}): Promise<{ data: CallData<E>; totalCount: number; totalCapped: boolean }> {
    const { status, envelope } = await exchange(ep, input);
    if (envelope.code === RESPONSE_CODE.sessionInvalid || envelope.messageCode === TOKEN_INVALID_MESSAGE_CODE) {
      options.onSessionInvalid?.();
      throw new ApiFailure('session', envelope.message || MSG.sessionInvalid, envelope.code, envelope.messageCode ?? undefined);
    }
    // 503: the API cannot serve for now (its database is away) — a passing failure, never its "no" to this input.
    if (status === 503) return fail(new ApiFailure('busy', envelope.message || MSG.systemBusy, envelope.code));
    if (envelope.code !== RESPONSE_CODE.ok) {
      throw new ApiFailure('rejected', envelope.message || MSG.serverError, envelope.code, envelope.messageCode ?? undefined);
    }
    // SPEC §8: empty data is normalised to an empty list (for calls whose data is a list).
    // (A null object stays null: the SPEC lets a backend answer code 1 without data, and callers handle it.)
    const data = (envelope.data ?? (isArraySchema(ep.data) ? [] : null)) as CallData<E>;
    // A null totalCount (a call that is not paged) counts the rows.
    return { data, totalCount: envelope.totalCount ?? (Array.isArray(data) ? data.length : 0), totalCapped: envelope.totalCapped === true };
  }

  /**
   * Endpoints with `produces` (a file on success): the file as a Blob, fetched with the session token as
   * every call is — a plain link cannot carry it. A failure is the envelope, read as any call's.
   */
  async function file<E extends Endpoint>(ep: E, input: Pick<CallInput<E>, 'params' | 'query'> = {}): Promise<Blob> {
    const token = options.getToken();
    const headers: Record<string, string> = token ? { token, Authorization: token } : {};
    let res;
    try {
      res = await http.request<ArrayBuffer>({ method: ep.method, url: buildPath(ep.path, input.params as Record<string, unknown> | undefined), params: input.query, headers, responseType: 'arraybuffer', validateStatus: () => true });
    } catch {
      return fail(new ApiFailure('network', MSG.serverError));
    }
    const type = String(res.headers['content-type'] ?? '');
    if (res.status === 200 && !type.startsWith('application/json')) return new Blob([res.data], { type });
    let envelope: z.infer<typeof frameSchema> | null = null;
    try {
      envelope = frameSchema.parse(JSON.parse(new TextDecoder().decode(res.data)));
    } catch {
      return fail(new ApiFailure('network', MSG.serverError));
    }
    if (envelope.code === RESPONSE_CODE.sessionInvalid || envelope.messageCode === TOKEN_INVALID_MESSAGE_CODE) {
      options.onSessionInvalid?.();
      throw new ApiFailure('session', envelope.message || MSG.sessionInvalid, envelope.code);
    }
    if (res.status === 503) return fail(new ApiFailure('busy', envelope.message || MSG.systemBusy, envelope.code));
    throw new ApiFailure('rejected', envelope.message || MSG.serverError, envelope.code);
  }

  function fail(failure: ApiFailure): never {
    options.notify?.(failure.message);
    throw failure;
  }

  return {
    http,
    /** The answer as it came (status and envelope), for callers that read the envelope themselves — the API tests. */
    exchange,
    /** code 1 → data; anything else rejects with an ApiFailure. */
    call: async <E extends Endpoint>(ep: E, input?: CallInput<E>) => (await request(ep, input)).data,
    file,
    /** For paged calls: the rows and the envelope's totalCount. */
    page: async <E extends Endpoint>(ep: E, input?: CallInput<E>): Promise<PageResult<CallData<E>>> => {
      const { data, totalCount, totalCapped } = await request(ep, input);
      return { rows: data, totalCount, totalCapped };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
