import type { RequestHandler } from 'msw';
import { addressHandlers } from './address';
import { afterSaleHandlers } from './aftersale';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { dataHandlers } from './data';
import { documentHandlers } from './documents';
import { identityHandlers } from './identity';
import { controlledHandlers } from './controlled';
import { orderHandlers } from './order';
import { creditHandlers } from './credit';
import { knowledgeSearchHandlers } from './knowledge-search';
import { searchHandlers } from './search';
import { standardHandlers } from './standards';
import { userHandlers } from './user';
import { methodHandlers } from './methods';
import { methodCompareHandlers } from './method-compare';
import { memberHandlers } from './member';
import { securityHandlers } from './security';
import { orgHandlers } from './org';
import { contentHandlers } from './content';
import { downloadHandlers } from './downloads';
import { promotionHandlers } from './promotion';
import { customHandlers } from './custom';
import { staffHandlers } from './staff';
import { catalogueImportHandlers } from './catalogue-import';
import { catalogueDeskHandlers } from './catalogue-desk';
import { consoleHandlers } from './console';

/** Every area's handlers; each area adds its file here (credit before orders: `order/pay/credit` is not `order/pay/{id}`). */
export const handlers: RequestHandler[] = [...catalogueHandlers, ...searchHandlers, ...documentHandlers, ...userHandlers, ...cartHandlers, ...addressHandlers, ...creditHandlers, ...orderHandlers, ...afterSaleHandlers, ...identityHandlers, ...controlledHandlers, ...standardHandlers, ...knowledgeSearchHandlers, ...methodHandlers, ...dataHandlers, ...methodCompareHandlers, ...memberHandlers, ...securityHandlers, ...orgHandlers, ...contentHandlers, ...downloadHandlers, ...promotionHandlers, ...customHandlers, ...staffHandlers, ...catalogueImportHandlers, ...catalogueDeskHandlers, ...consoleHandlers];

