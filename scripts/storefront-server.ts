/**
 * The storefront's HTTP server: Next.js behind a few lines that decide who is asking.
 *
 * Next alone cannot tell the API who a visitor is: it fills X-Forwarded-For from the socket only when the
 * request has none (`??=` in next/dist/server/base-server.js), so a visitor who sends a made-up header
 * would pass it on to the API's per-IP limits. Here every request's X-Forwarded-For is rewritten before
 * Next sees it — the trusted tail of what arrived (STOREFRONT_TRUST_PROXY_HOPS entries, written by an
 * nginx of our own) and the connection's real address — and X-Forwarded-Proto likewise, so proxy.ts,
 * server components and the HSTS header rule read facts, not claims (docs/adr/0004-api-forwarder-and-client-addresses.md).
 *
 *   tsx scripts/storefront-server.ts [--dev] [-p PORT] [-H HOST]      (npm start, Playwright, bench)
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import next from 'next';
import { loadStorefrontEnv, storefrontPublicOrigin } from '../lib/config/storefrontEnv';
import { isApiPath, trustedForwardedFor } from '../lib/http/forwarding';
import { answerUnavailableAs503 } from '../lib/http/answer-503';
import { BodyMemo, createCompression, GzipCache } from '../lib/http/compress';
import { registerPageState, type PageState } from '../lib/http/page-state';
import { createGuardedServer, storefrontOversized } from '../lib/http/oversized';
import { fillNotFoundShell } from '../lib/http/not-found-shell';
import { createRenderGate } from '../lib/http/render-gate';
import { refuseUndecodablePath } from '../lib/http/undecodable';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes('--dev');

/** The settings, and the shop's public origin for the pages (PUBLIC_ORIGIN, else this server's own address); a refusal ends the start. */
function settings() {
  try {
    const env = loadStorefrontEnv();
    const port = Number(flag('-p') ?? env.PORT);
    const hostname = flag('-H') ?? env.STOREFRONT_HOST;
    return { env, port, hostname, publicOrigin: storefrontPublicOrigin(env, process.env.NODE_ENV, { host: hostname, port }) };
  } catch (err) {
    console.error(`✖ ${(err as Error).message}`);
    process.exit(1);
  }
}
const { env, port, hostname, publicOrigin } = settings();
const hops = env.STOREFRONT_TRUST_PROXY_HOPS;

function decideForwarding(req: IncomingMessage) {
  const socket = req.socket as TLSSocket;
  req.headers['x-forwarded-for'] = trustedForwardedFor(req.headers['x-forwarded-for'], socket.remoteAddress, hops);
  const claimedProto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim();
  req.headers['x-forwarded-proto'] = hops > 0 && claimedProto ? claimedProto : socket.encrypted ? 'https' : 'http';
  delete req.headers['forwarded'];
  delete req.headers['x-real-ip'];
}

async function main() {
  // What `next start` / `next dev` set before loading the app; the pages read PUBLIC_ORIGIN at run time (components/catalogue/seo.ts).
  Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production', PUBLIC_ORIGIN: publicOrigin });
  // Next builds each request's URL from this name, and proxy.ts's rewrites (cached home, cart, lists, methods)
  // from that URL as the proxy sees it — where 127.0.0.1 reads as `localhost`. Given 127.0.0.1 here, the two
  // origins differed and Next sent every rewritten request to itself over HTTP (a second request per page, and
  // "Failed to proxy … ECONNRESET" 500s under load). The name only builds URLs; the socket below
  // listens on `hostname`.
  const app = next({ dev, dir: path.resolve(__dirname, '..'), hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const upgrade = app.getUpgradeHandler();
  // A page the mall API could not answer goes out as 503 + Retry-After, not 500 (lib/http/page-state.ts).
  const pageState = new AsyncLocalStorage<PageState>();
  registerPageState(pageState);
  // Pages wait their turn (lib/http/render-gate.ts); Next's files and the {api} forwarder do not.
  const apiBase = env.NEXT_PUBLIC_API_BASE;
  const gate = createRenderGate(env.STOREFRONT_RENDERS, 500, (p) => p.startsWith('/_next/') || isApiPath(p, apiBase));
  // Responses are compressed here, not by Next (next.config.ts `compress: false`): a cached page's gzip is kept by
  // its ETag in an eighth of the page cache's size, and a page's bytes and ETag by its text in a quarter (what that
  // holds counts the text too, which is mostly the very string Next's cache keeps) (lib/http/compress.ts).
  const pageCacheBytes = env.PAGE_CACHE_MB * 1024 * 1024;
  const compress = createCompression(new GzipCache(pageCacheBytes / 8), new BodyMemo(pageCacheBytes / 4));
  // Very long addresses and headers get a Chinese page, or the envelope on {api} calls (lib/http/oversized.ts).
  const server = createGuardedServer((req, res) => {
    decideForwarding(req);
    // Next answers a path that does not percent-decode with a bare 500 (lib/http/undecodable.ts).
    if (refuseUndecodablePath(req, res, apiBase, dev)) return;
    const state: PageState = { unavailable: false };
    answerUnavailableAs503(res, state);
    compress(req, res);
    // Next's empty 404 document (a page's notFound()) gets the 404 text in its raw HTML (lib/http/not-found-shell.ts).
    fillNotFoundShell(res);
    gate.admit(req, res, () => pageState.run(state, () => void handle(req, res)));
  }, storefrontOversized({ apiBase, dev }));
  server.on('upgrade', (req, socket, head) => {
    decideForwarding(req);
    void upgrade(req, socket, head);
  });
  server.listen(port, hostname, () => console.log(`▲ storefront ${dev ? '(dev) ' : ''}on http://${hostname}:${port}, public origin ${publicOrigin}`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
