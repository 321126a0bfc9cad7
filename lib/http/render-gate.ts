import type { IncomingMessage, ServerResponse } from 'node:http';
import { UNAVAILABLE_RETRY_AFTER_S } from './unavailable';

/**
 * At most `limit` page requests in Next at once; the rest wait their turn here, in order (scripts/storefront-server.ts).
 *
 * Rendering is CPU work on one thread. Under 200 shoppers every request started at once and shared the CPU, so each
 * render took 200 times longer in wall time, and a page's read of the mall API — timed from inside the render — ran
 * past its 4 s limit though the API answered in milliseconds: a 503 for a healthy shop (as the load bench measured). A
 * waiting request costs nothing; a started one finishes in its own time. Next's own files and the /api forwarder
 * are not gated (cheap, and a cart call must not wait behind page renders). More than `maxQueue` waiting: 503 +
 * Retry-After at once, rather than an unbounded queue.
 */
export interface RenderGate {
  /** Runs `handle` now or when a place frees; a request that ends while waiting is dropped from the queue. */
  admit(req: IncomingMessage, res: ServerResponse, handle: () => void): void;
  readonly running: number;
  readonly waiting: number;
}

const BUSY_PAGE = '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>系统繁忙</title><p>系统繁忙，请稍后刷新重试</p></html>';

export function createRenderGate(limit: number, maxQueue: number, ungated: (path: string) => boolean): RenderGate {
  let running = 0;
  const queue: { res: ServerResponse; handle: () => void }[] = [];
  const next = () => {
    while (running < limit && queue.length) {
      const item = queue.shift()!;
      if (item.res.destroyed || item.res.writableEnded) continue;
      start(item.res, item.handle);
    }
  };
  const start = (res: ServerResponse, handle: () => void) => {
    running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running--;
      next();
    };
    res.once('close', release);
    res.once('finish', release);
    handle();
  };
  return {
    admit(req, res, handle) {
      if (ungated((req.url ?? '/').split('?')[0])) return handle();
      if (running < limit) return start(res, handle);
      if (queue.length >= maxQueue) {
        res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S), 'cache-control': 'no-store' });
        res.end(BUSY_PAGE);
        return;
      }
      queue.push({ res, handle });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
