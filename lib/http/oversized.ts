import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { sendRefusal, storefrontRefusal, writeRefusal, type Refusal, type StorefrontRefusalOptions } from './refusal';
import { pathOf } from './undecodable';

/**
 * Very long requests, for the mall API's and the storefront's HTTP servers alike. Node reads a request line and
 * headers of up to 16 KB by default and answered more with a bare English 431, or — when the client was still
 * sending — reset the connection before the client read anything. Here Node reads up to MAX_HEADER_BYTES (big
 * cookies fit); a request target over MAX_URL_BYTES is answered 414, and a request past what Node reads 431, both
 * in Chinese (the envelope from the API and for {api} calls, a page otherwise). After a 431 the connection is
 * closed only once the client has sent the rest (or after DRAIN_MS), so the answer reaches it.
 */
export const MAX_HEADER_BYTES = 64 * 1024;
/** The longest request target (path and query) answered as usual: what Node read in all before. */
export const MAX_URL_BYTES = 16 * 1024;
/** How long a refused connection may go on sending before it is cut. */
const DRAIN_MS = 5_000;

export const URL_TOO_LONG_MESSAGE = '请求地址过长，请缩短网址（例如减少筛选条件）后重试。';
export const HEADERS_TOO_LARGE_MESSAGE = '请求地址或请求头过长，请缩短网址或清除本站 Cookie 后重试。';

/** The answer for a refused request; `req` is null when Node could not read it (431). */
export type OversizedAnswer = (status: 414 | 431, message: string, req: IncomingMessage | null) => Refusal;

/** A socket's in-flight response, if any (Node's own field): nothing may be written into one already started. */
const inFlight = (socket: Duplex) => (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;

/** What Node answers itself for the other parse errors, with no body. */
const bare = (status: number): Refusal => ({ status, headers: {}, body: '' });
const NODE_DEFAULTS: Record<string, number> = { HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Node's 'clientError' (a request it cannot parse). Header overflow gets `answer`'s 431; other errors the bare
 * answer Node gives. Node may report several errors for one connection as more bytes arrive: answered once.
 */
function onClientError(answer: OversizedAnswer) {
  const answered = new WeakSet<Duplex>();
  return (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight(socket)?.headersSent) {
      socket.destroy();
      return;
    }
    if (err.code !== 'HPE_HEADER_OVERFLOW') {
      writeRefusal(socket, bare(NODE_DEFAULTS[err.code ?? ''] ?? 400));
      socket.destroy();
      return;
    }
    // Answer and half-close; what the client still sends is read (and dropped) until it is done or DRAIN_MS passes.
    writeRefusal(socket, answer(431, HEADERS_TOO_LARGE_MESSAGE, null));
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  };
}

/**
 * An HTTP server that reads requests of up to MAX_HEADER_BYTES, answers a target over MAX_URL_BYTES 414 and one it
 * cannot read 431 (`answer` builds both), and hands everything else to `handler`.
 */
export function createGuardedServer(handler: (req: IncomingMessage, res: ServerResponse) => void, answer: OversizedAnswer): http.Server {
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    if (Buffer.byteLength(req.url ?? '') > MAX_URL_BYTES) {
      sendRefusal(req, res, answer(414, URL_TOO_LONG_MESSAGE, req));
      return;
    }
    handler(req, res);
  });
  server.on('clientError', onClientError(answer));
  return server;
}

/** The storefront's answers: the envelope for a long {api} address, a page otherwise (and for every 431). */
export const storefrontOversized =
  (options: Omit<StorefrontRefusalOptions, 'heading'>): OversizedAnswer =>
  (status, message, req) =>
    storefrontRefusal(status, message, req ? pathOf(req.url ?? '/') : null, { ...options, heading: status === 414 ? '网址过长' : '请求过大' });
