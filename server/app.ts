import { eventLoopDelay } from './http/event-loop';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './http/context';
import { ApiError } from './http/errors';
import { answerUnavailable, healthz } from './http/unavailable';
import { isDatabaseUnavailable } from './db/unavailable';
import { ContractViolation, envelope } from './http/route';
import { BadInput } from '../lib/api/contract/request';
import { RESPONSE_CODE } from '../lib/api/contract/envelope';
import { accountRoutes } from './routes/accounts';
import { securityRoutes } from './routes/security';
import { addressRoutes } from './routes/addresses';
import { orderRoutes } from './routes/orders';
import { creditRoutes } from './routes/credit';
import { afterSaleRoutes } from './routes/aftersales';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { demandRoutes } from './routes/demand';
import { documentRoutes } from './routes/documents';
import { inquiryRoutes } from './routes/inquiries';
import { searchRoutes } from './routes/search';
import { identityRoutes } from './routes/identity';
import { orgRoutes } from './routes/org';
import { controlledRoutes } from './routes/controlled';
import { standardRoutes } from './routes/standards';
import { methodRoutes } from './routes/methods';
import { dataRoutes } from './routes/data';
import { methodCompareRoutes } from './routes/method-compare';
import { memberRoutes } from './routes/member';
import { contentRoutes } from './routes/content';
import { downloadRoutes } from './routes/downloads';
import { serviceRequestRoutes } from './routes/service-requests';
import { customRoutes } from './routes/custom';
import { promotionRoutes } from './routes/promotions';
import { staffRoutes } from './routes/staff';
import { catalogueDeskRoutes } from './routes/catalogue-desk';
import { catalogueImportRoutes } from './routes/catalogue-import';
import { consoleRoutes } from './routes/console';
import { staffCommandRoutes } from './routes/staff-commands';
import { openApiRoutes } from './openapi/routes';

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

  app.get('/healthz', healthz);
  app.get('/healthz/loop', (c) => c.json(eventLoopDelay()));
  openApiRoutes(app);
  catalogueRoutes(app);
  searchRoutes(app);
  documentRoutes(app);
  accountRoutes(app);
  securityRoutes(app);
  cartRoutes(app);
  inquiryRoutes(app);
  demandRoutes(app);
  addressRoutes(app);
  creditRoutes(app);
  orderRoutes(app);
  afterSaleRoutes(app);
  identityRoutes(app);
  orgRoutes(app);
  controlledRoutes(app);
  standardRoutes(app);
  methodRoutes(app);
  dataRoutes(app);
  methodCompareRoutes(app);
  memberRoutes(app);
  contentRoutes(app);
  downloadRoutes(app);
  serviceRequestRoutes(app);
  customRoutes(app);
  promotionRoutes(app);
  staffRoutes(app);
  catalogueDeskRoutes(app);
  catalogueImportRoutes(app);
  consoleRoutes(app);
  staffCommandRoutes(app);

  app.notFound((c) => {
    return envelope(c, RESPONSE_CODE.rejected, null, `接口不存在：${c.req.method} ${c.req.path}`, {}, 404);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return envelope(c, err.code, null, err.message, { messageCode: err.messageCode });
    if (err instanceof BadInput) return envelope(c, RESPONSE_CODE.rejected, null, err.message);
    if (isDatabaseUnavailable(err)) return answerUnavailable(c, err);
    deps.logger.error({ reqId: c.get('requestId'), err }, 'unhandled error');
    // Never a stack trace to the client; a contract break (thrown only outside production) is named, so the failing test says which field.
    const message = err instanceof ContractViolation ? `服务器异常：${err.message}` : '服务器异常，请稍后重试';
    return envelope(c, RESPONSE_CODE.rejected, null, message, {}, 500);
  });

  return app;
}
