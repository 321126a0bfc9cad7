import type { z } from 'zod';
import type { Permission } from './staff';

/** Paging travels in the pageNo / pageSize headers (SPEC §7); bodies may repeat it. */
export interface PagingRule {
  defaultSize: number;
  maxSize: number;
}

/** The media type of an HTML form body (`consumes`). */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * 'operator': the shop's staff — a staff session (x-staff-token) or a named API key (x-api-key) that holds the
 * endpoint's `permission` (docs/api.md, Operator access).
 * 'staff': any live staff session (x-staff-token), no particular permission; an API key is no person and is refused.
 */
export type AuthRule = 'none' | 'optional' | 'user' | 'operator' | 'staff';
/** The storefront's page-refresh hook (app/internal/revalidate): the API presents ADMIN_TOKEN in this header. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';
/** A staff session's token on 'operator' and 'staff' calls. */
export const STAFF_TOKEN_HEADER = 'x-staff-token';
/** A named API key (a machine caller) on 'operator' calls. */
export const API_KEY_HEADER = 'x-api-key';

/**
 * One call of the mall API, described once. The server parses with it, the client is typed by it and
 * the mock server answers with it. `path` uses `{name}` for path parameters, validated by `params`.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  data: D;
  paged?: PagingRule;
  /** Not paged, yet the envelope's totalCount carries a count too (the number `data` holds: the cart's total). */
  totalCount?: true;
  /**
   * Former paths that still answer like `path` for clients written against them; not in the OpenAPI document
   * (server/http/route.ts mounts them).
   */
  aliases?: readonly string[];
  auth?: AuthRule;
  /** 'operator' calls: the permission a staff member (through a group) or an API key must hold. */
  permission?: Permission;
  /**
   * A file upload: the call also takes multipart/form-data, the file in `field` (at most `maxBytes`) and
   * the other form fields parsed by `body`. A JSON body still reaches `body`, and is refused for lacking the file.
   */
  upload?: { field: string; maxBytes: number; /** The refusal of a larger file (default: 文件过大，不能超过 N MB（field）). */ tooLarge?: string };
  /**
   * The body may also come as an HTML form (application/x-www-form-urlencoded, what payment institutions
   * post): its fields reach `body` as strings. A JSON body still reaches `body` as JSON.
   */
  consumes?: typeof FORM_MEDIA_TYPE;
  /**
   * Success is a file of this media type (or range, `image/*`), or of one of these (a stored upload is the PNG,
   * JPEG or PDF it was), not the envelope; failures are still the envelope.
   */
  produces?: string | readonly string[];
  /** A `produces` call whose missing file answers HTTP 404 (the refusal as its body), so caches and <img> see a miss. */
  missingIs404?: true;
  /** A drawing that cannot be made now answers HTTP 503 with Retry-After and a stand-in of the same media type. */
  standIn503?: true;
  /** A `produces` call that sends an ETag: a request whose If-None-Match holds it answers HTTP 304 without a body. */
  etag?: true;
  /** A Chinese title of the call, used in logs and docs. */
  title: string;
}

export function endpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
  def: Endpoint<P, Q, B, D>,
): Endpoint<P, Q, B, D> {
  return def;
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;
export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? InputOf<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? InputOf<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? InputOf<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer D> ? z.output<D> : never;

/** The media types (or ranges) an endpoint's file answer may have; none for an envelope call. */
export const producedTypes = (ep: Pick<Endpoint, 'produces'>): readonly string[] => (ep.produces === undefined ? [] : typeof ep.produces === 'string' ? [ep.produces] : ep.produces);

/** Whether a Content-Type is one of `types`, a range such as `image/*` included. */
export function mediaTypeIn(contentType: string, types: readonly string[]): boolean {
  const media = contentType.split(';')[0].trim().toLowerCase();
  return types.some((t) => t === media || t === '*/*' || (t.endsWith('/*') && media.startsWith(t.slice(0, -1))));
}

/** Fills `{name}` placeholders; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A parameter followed by fixed text in its segment, e.g. `{inchiKey}.svg`. */
const SUFFIXED_PARAM = /\{(\w+)\}([^/{}]+)/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `{id}` → `:id`, the form Hono and MSW route on. A parameter with a suffix (`{inchiKey}.svg`) becomes
 * `:inchiKey{[^/]+\.svg}` (Hono's regex form; its value keeps the suffix — `pathParams` strips it).
 */
export const toRoutePattern = (path: string) =>
  path.replace(SUFFIXED_PARAM, (_, name: string, suffix: string) => `:${name}{[^/]+${escapeRegExp(suffix)}}`).replace(/\{(\w+)\}/g, ':$1');

/** The path parameters as the endpoint names them: a suffixed one (`{inchiKey}.svg`) without its suffix. */
export function pathParams(path: string, raw: Record<string, string>): Record<string, string> {
  const params = { ...raw };
  for (const [, name, suffix] of path.matchAll(SUFFIXED_PARAM)) {
    if (params[name]?.endsWith(suffix)) params[name] = params[name].slice(0, -suffix.length);
  }
  return params;
}
