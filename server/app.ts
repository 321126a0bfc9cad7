import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './http/context';
import { ApiError } from './http/errors';
import { envelope } from './http/route';
import { accountRoutes } from './routes/accounts';
import { addressRoutes } from './routes/addresses';
import { orderRoutes } from './routes/orders';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { demandRoutes } from './routes/demand';
import { documentRoutes } from './routes/documents';
import { inquiryRoutes } from './routes/inquiries';
import { searchRoutes } from './routes/search';

/** The mall API: one router per area at the spec's paths. Tests call `app.request()` without a port. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    await next();
    c.header('x-request-id', requestId);
    deps.logger.info(
      { reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, code: c.get('envelopeCode'), ms: Math.round(performance.now() - started) },
      'request',
    );
  });

  app.get('/healthz', (c) => c.json({ ok: true }));
  catalogueRoutes(app);
  searchRoutes(app);
  documentRoutes(app);
  accountRoutes(app);
  cartRoutes(app);
  inquiryRoutes(app);
  demandRoutes(app);
  addressRoutes(app);
  orderRoutes(app);

  app.notFound((c) => {
    c.set('envelopeCode', 0);
    return c.json({ code: 0, data: null, message: `接口不存在：${c.req.method} ${c.req.path}` }, 404);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return envelope(c, err.code, null, err.message, err.messageCode ? { messageCode: err.messageCode } : {});
    deps.logger.error({ reqId: c.get('requestId'), err }, 'unhandled error');
    c.set('envelopeCode', 0);
    // Never a stack trace to the client.
    return c.json({ code: 0, data: null, message: '服务器异常，请稍后重试' }, 500);
  });

  return app;
}
