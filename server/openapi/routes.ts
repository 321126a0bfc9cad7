import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { contract } from '../../lib/api/contract';
import type { AppEnv } from '../http/context';
import pkg from '../../package.json';
import { buildOpenApiDocument } from './document';
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

let built: { json: Prepared; html: Prepared } | null = null;

/**
 * The document and the page, built once per process (a few hundred ms of zod conversion): main.ts builds
 * them at start, before listening; a test app builds them on its first request.
 */
export function prepareOpenApi(): { json: Prepared; html: Prepared } {
  if (!built) {
    const doc = buildOpenApiDocument(contract, pkg.version);
    built = { json: prepared(JSON.stringify(doc)), html: prepared(renderReferencePage(doc)) };
  }
  return built;
}

function send(c: Context<AppEnv>, body: Prepared, headers: Record<string, string>) {
  const gzip = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
  const bytes = gzip ? body.gzip : body.plain;
  return c.body(bytes, 200, {
    ...headers,
    'cache-control': CACHE_CONTROL,
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
}

export function openApiRoutes(app: Hono<AppEnv>) {
  app.get(OPENAPI_PATH, (c) => send(c, prepareOpenApi().json, { 'content-type': 'application/json; charset=utf-8' }));
  app.get(REFERENCE_PATH, (c) => send(c, prepareOpenApi().html, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_POLICY }));
}
