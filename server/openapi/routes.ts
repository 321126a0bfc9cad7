import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { contract } from '../../lib/api/contract';
import { FORWARDED_PREFIX_HEADER } from '../../lib/http/forwarding';
import type { ApiConfig } from '../config';
import type { AppEnv } from '../http/context';
import pkg from '../../package.json';
import { rateLimitNotes } from '../services/rate-rules';
import { buildOpenApiDocument, type Audience, type OpenApiDocument } from './document';
import { renderReferencePage } from './page';

/** Paths of the document and its reference page: served by the API beside the contract, not part of it. */
export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/docs';

const CACHE_CONTROL = 'public, max-age=300';
/** The page has no script, no frame and nothing from elsewhere: only its inline style. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A body kept as it is and gzipped (the page is under 1 MB of text, about 60 KB gzipped). */
interface Prepared {
  plain: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}
const prepared = (text: string): Prepared => {
  const plain = new TextEncoder().encode(text);
  return { plain, gzip: new Uint8Array(gzipSync(plain)) };
};

interface Answers {
  json: Prepared;
  html: Prepared;
}

/** Where a document was asked for: the API's own origin, or the storefront's {api} prefix (X-Forwarded-Prefix). */
export interface Asker {
  audience: Audience;
  /** The `servers` URL, relative to where the document was fetched (OpenAPI 3.1 §4.8.5): `/`, or the prefix. */
  serverUrl: string;
}

/** A prefix as proxy.ts sends it (`/api`, `/shop/api`); anything else still gets the public document, served at `/`. */
const PREFIX = /^(\/[A-Za-z0-9._~-]+){1,4}$/;

/** The asker of a request by its X-Forwarded-Prefix: none is the API's own origin. */
export function askerOf(prefix: string | undefined): Asker {
  if (prefix === undefined) return { audience: 'whole', serverUrl: '/' };
  return { audience: 'public', serverUrl: PREFIX.test(prefix) && !prefix.split('/').includes('..') ? prefix : '/' };
}

const SERVER_TEXT: Record<Audience, string> = {
  whole: '商城接口自身的地址（直接访问，含运营调用）',
  public: '商城网站转发的接口地址',
};

/** Answers kept per configuration: one prefix in a deployment, a few when a direct caller sends others. */
const MAX_ANSWERS = 4;

/** Per configuration (the limits' numbers are its own): each audience's document, and its answers per server URL. */
const built = new WeakMap<ApiConfig, { docs: Partial<Record<Audience, OpenApiDocument>>; answers: Map<string, Answers> }>();

/**
 * The document and the page for one asker, built once per process and audience (a few hundred ms of zod conversion)
 * and serialised once per server URL: main.ts builds both at start, before listening; a test app on first request.
 */
export function prepareOpenApi(config: ApiConfig, asker: Asker = askerOf(undefined)): Answers {
  let cache = built.get(config);
  if (!cache) built.set(config, (cache = { docs: {}, answers: new Map() }));
  const key = `${asker.audience} ${asker.serverUrl}`;
  let answers = cache.answers.get(key);
  if (!answers) {
    const doc = (cache.docs[asker.audience] ??= buildOpenApiDocument(contract, pkg.version, { audience: asker.audience, notes: rateLimitNotes(config) }));
    const { openapi, info, ...rest } = doc;
    const served: OpenApiDocument = { openapi, info, servers: [{ url: asker.serverUrl, description: SERVER_TEXT[asker.audience] }], ...rest };
    answers = { json: prepared(JSON.stringify(served)), html: prepared(renderReferencePage(served)) };
    if (cache.answers.size >= MAX_ANSWERS) cache.answers.delete(cache.answers.keys().next().value!);
  }
  // Most recently asked last, so the one asked least recently goes first.
  cache.answers.delete(key);
  cache.answers.set(key, answers);
  return answers;
}

/** At start, before listening: both documents (the public one under the default prefix `/api`). */
export function prepareOpenApiDocuments(config: ApiConfig): void {
  prepareOpenApi(config);
  prepareOpenApi(config, askerOf('/api'));
}

const answersFor = (c: Context<AppEnv>) => prepareOpenApi(c.get('deps').config, askerOf(c.req.header(FORWARDED_PREFIX_HEADER)));

function send(c: Context<AppEnv>, body: Prepared, headers: Record<string, string>) {
  const gzip = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
  const bytes = gzip ? body.gzip : body.plain;
  return c.body(bytes, 200, {
    ...headers,
    'cache-control': CACHE_CONTROL,
    vary: `accept-encoding, ${FORWARDED_PREFIX_HEADER}`,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
}

export function openApiRoutes(app: Hono<AppEnv>) {
  app.get(OPENAPI_PATH, (c) => send(c, answersFor(c).json, { 'content-type': 'application/json; charset=utf-8' }));
  app.get(REFERENCE_PATH, (c) => send(c, answersFor(c).html, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_POLICY }));
}
