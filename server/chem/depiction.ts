import type { Logger } from 'pino';
import { FileReply, fileNotFound } from '../http/route';

/**
 * Structure depictions as the API serves them (catalogue.structure, search.structureHighlight), robust under load:
 *   - one render per picture: concurrent requests for the same key share one promise (the database read and
 *     the RDKit call), and the last DEPICTION_CACHE pictures are kept for DEPICTION_TTL_MS (a listing page
 *     asks for the same 20 structures for every visitor; a miss — nothing to draw — is not kept);
 *   - a failure — the database read timing out under load, RDKit throwing for a molecule or out of WASM
 *     memory — answers 503 with Retry-After and a valid SVG body (an <img> shows "结构式暂不可用", a cache
 *     stores nothing), never a 500; a failed render is not kept, so the next request tries again.
 * A molecule RDKit cannot read (or no structure) stays a 404, as before.
 */

export const DEPICTION_CACHE = 500;
export const DEPICTION_TTL_MS = 10 * 60_000;
/** Seconds a client should wait after a failed depiction. */
export const DEPICTION_RETRY_AFTER = 5;

interface Kept {
  svg: string;
  at: number;
}

const inFlight = new Map<string, Promise<string | null>>();
const kept = new Map<string, Kept>();

/** The picture of `key` (null: nothing to draw), rendered once however many ask at the same time. Rejects when rendering failed. */
export function sharedDepiction(key: string, render: () => Promise<string | null>): Promise<string | null> {
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < DEPICTION_TTL_MS) {
    // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
    kept.delete(key);
    kept.set(key, hit);
    return Promise.resolve(hit.svg);
  }
  const running = inFlight.get(key);
  if (running) return running;
  const started = (async () => render())()
    .then((svg) => {
      // Only pictures are kept: "nothing to draw" may change (a product listed, a structure added) and costs one read.
      if (svg) {
        kept.delete(key);
        kept.set(key, { svg, at: Date.now() });
        while (kept.size > DEPICTION_CACHE) kept.delete(kept.keys().next().value!);
      }
      return svg;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/** Forgets every kept picture (tests; a product's structure edited by an operator is redrawn within the TTL anyway). */
export function clearDepictions() {
  kept.clear();
}

const FALLBACK_SVG = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="240" viewBox="0 0 300 240" role="img" aria-label="结构式暂不可用">',
  '<rect width="300" height="240" fill="#ffffff"/>',
  '<text x="150" y="124" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#8c8c8c">结构式暂不可用</text>',
  '</svg>',
].join('');

/** The valid stand-in picture of a failed depiction (503, Retry-After, never cached). */
export function depictionUnavailable(): FileReply {
  return new FileReply(
    new Response(FALLBACK_SVG, {
      status: 503,
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(DEPICTION_RETRY_AFTER) },
    }),
  );
}

/**
 * The answer of a depiction route: the picture with `cacheControl`, a 404 when there is nothing to draw, the
 * stand-in when drawing failed (logged as a warning with the key).
 */
export async function depictionReply(key: string, render: () => Promise<string | null>, cacheControl: string, logger: Logger): Promise<FileReply> {
  let svg: string | null;
  try {
    svg = await sharedDepiction(key, render);
  } catch (err) {
    logger.warn({ err, key }, 'depiction failed: answered 503 with the stand-in picture');
    return depictionUnavailable();
  }
  if (!svg) return fileNotFound('结构式不存在');
  return new FileReply(new Response(svg, { status: 200, headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': cacheControl } }));
}
