import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * For vitest: an MSW server answering with the fixtures. Handlers given here come first, so a test can
 * override one call (`createMockServer(mock(catalogue.productList, () => rejected('…')))`); `server.use()`
 * works as usual inside a test.
 */
export const createMockServer = (...overrides: RequestHandler[]) => setupServer(...overrides, ...handlers);
