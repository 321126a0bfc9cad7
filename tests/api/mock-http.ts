import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A throw-away local HTTP server standing in for an outside API (Aliyun SMS, WeChat). */
export interface MockHttp {
  url: string;
  /** Every request received: path and query. */
  requests: { path: string; query: URLSearchParams }[];
  close: () => Promise<void>;
}

export type MockAnswer = { status?: number; body: unknown } | 'hang-up';

export async function startMockHttp(answer: (path: string, query: URLSearchParams) => MockAnswer): Promise<MockHttp> {
  const requests: MockHttp['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    requests.push({ path: url.pathname, query: url.searchParams });
    const a = answer(url.pathname, url.searchParams);
    // A dropped connection: what the client sees when the network fails half-way.
    if (a === 'hang-up') return req.socket.destroy();
    // WeChat labels its JSON text/plain; the clients must not depend on the content type.
    res.writeHead(a.status ?? 200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (connection refused). */
export async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
