import type http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { apiRefusal } from '../../lib/http/refusal';
import { createGuardedServer } from '../../lib/http/oversized';

type Fetch = Parameters<typeof getRequestListener>[0];

/**
 * The mall API's HTTP server, not yet listening: the app behind Node's parser, with the envelope (code 0) for a
 * request target over 16 KB (414) and for a request too long to read (431) (lib/http/oversized.ts).
 */
export function createApiServer(fetch: Fetch, hostname: string): http.Server {
  return createGuardedServer(getRequestListener(fetch, { hostname }), (status, message) => apiRefusal(status, message));
}
