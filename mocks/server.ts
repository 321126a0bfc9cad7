import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createMswApp } from '@mswjs/http-middleware';
import { z } from 'zod';
import { RESPONSE_CODE, TOKEN_INVALID_MESSAGE_CODE } from '../lib/api/contract/envelope';
import { fixtureUsers } from './fixtures/user';
import { handlers } from './handlers';
import { seedOrder } from './handlers/order';

/*
 * The standalone mock server for Playwright's `mocked` project: the MSW handlers served over HTTP by
 * @mswjs/http-middleware (an express app), behind a plain node:http front that owns the scenario switch.
 *
 *   GET  /__scenario   → the current scenario
 *   POST /__scenario   { name, match?, message?, delayMs? } → sets it; { name: 'normal' } resets
 *
 * Faults apply to /mall/ paths (or to those containing `match`), so a test can break one call only.
 */

const SCENARIO_PATH = '/__scenario';
const DEFAULT_DELAY_MS = 25_000; // past the client's 20 s hard guard

const scenarioSchema = z.object({
  name: z.enum(['normal', 'rejected', 'sessionInvalid', 'slow', 'drop']),
  match: z.string().min(1).max(500).optional(),
  message: z.string().max(500).optional(),
  delayMs: z.number().int().min(0).max(600_000).optional(),
});
type Scenario = z.infer<typeof scenarioSchema>;

let scenario: Scenario = { name: 'normal' };

/*
 * What the fixture buyer (13800138000) bought earlier: one shipped order (2 × 对乙酰氨基酚 200mg, SKU 21), so
 * the after-sales form has a line to open on (e2e/mocked/compliance.spec.ts). Only in this standalone server:
 * the component tests' MSW handlers start from empty state.
 */
seedOrder(fixtureUsers[0].id, [{ skuId: 21, num: 2 }], 'shipped');

// @mswjs/http-middleware types its app with express's types, which are not installed: say what we use of it.
type NodeApp = (req: IncomingMessage, res: ServerResponse) => void;
const mswApp = createMswApp(...handlers) as unknown as NodeApp;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function handleScenario(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'GET') return json(res, 200, scenario);
  if (req.method !== 'POST') return json(res, 405, { error: 'GET or POST' });
  let raw: unknown;
  try {
    raw = JSON.parse((await readBody(req)) || '{}');
  } catch {
    return json(res, 400, { error: 'body is not JSON' });
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) return json(res, 400, { error: z.prettifyError(parsed.error) });
  scenario = parsed.data.name === 'normal' ? { name: 'normal' } : parsed.data;
  console.log(`[mock] scenario → ${JSON.stringify(scenario)}`);
  return json(res, 200, scenario);
}

const affected = (path: string) => scenario.name !== 'normal' && path.includes('/mall/') && (!scenario.match || path.includes(scenario.match));

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://mock.local').pathname;
  if (path === SCENARIO_PATH) return handleScenario(req, res);

  if (affected(path)) {
    const current = scenario;
    switch (current.name) {
      case 'rejected':
        return json(res, 200, { code: RESPONSE_CODE.rejected, data: null, message: current.message ?? '操作失败', messageCode: null, totalCount: null });
      case 'sessionInvalid':
        return json(res, 200, {
          code: RESPONSE_CODE.sessionInvalid,
          data: null,
          message: current.message ?? '登录已失效，请重新登录',
          messageCode: TOKEN_INVALID_MESSAGE_CODE,
          totalCount: null,
        });
      case 'drop':
        // No status line, no body: the client sees a reset connection.
        req.socket.destroy();
        return;
      case 'slow': {
        await new Promise((resolve) => setTimeout(resolve, current.delayMs ?? DEFAULT_DELAY_MS));
        if (req.socket.destroyed) return; // the client gave up first
        break; // then answer normally
      }
    }
  }

  res.on('finish', () => {
    // http-middleware's own fallback answers 404 in JSON; a handler's deliberate 404 (unknown structure) is text.
    const fallback = res.statusCode === 404 && String(res.getHeader('content-type') ?? '').includes('json');
    if (fallback && path.includes('/mall/')) console.warn(`[mock] no handler for ${req.method} ${path}`);
  });
  mswApp(req, res);
}

const port = Number(process.env.MOCK_PORT || 4210);
const host = process.env.MOCK_HOST || '127.0.0.1';

const server = createHttpServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    console.error('[mock] handler failed', err);
    if (!res.headersSent) json(res, 500, { error: 'mock server error' });
    else res.destroy();
  });
});

server.listen(port, host, () => {
  console.log(`[mock] MSW mock API on http://${host}:${port} (${handlers.length} handlers; scenario switch at ${SCENARIO_PATH})`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections(); // a request parked by 'slow' must not hold the exit
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
