import type { RequestHandler } from 'msw';
import { addressHandlers } from './address';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { documentHandlers } from './documents';
import { identityHandlers } from './identity';
import { controlledHandlers } from './controlled';
import { orderHandlers } from './order';
import { searchHandlers } from './search';
import { userHandlers } from './user';

/** Every area's handlers; each area adds its file here. */
export const handlers: RequestHandler[] = [...catalogueHandlers, ...searchHandlers, ...documentHandlers, ...userHandlers, ...cartHandlers, ...addressHandlers, ...orderHandlers, ...identityHandlers, ...controlledHandlers];
