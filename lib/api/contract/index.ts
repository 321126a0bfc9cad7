import { catalogue } from './catalogue';
import { user } from './user';
import { basket, cart } from './cart';
import { demand } from './demand';
import { inquiry } from './inquiry';
import { search } from './search';
import { documents } from './documents';
import { address } from './address';
import { invoice } from './invoice';
import { order } from './order';
import { payment } from './payment';
import { credit } from './credit';
import { afterSale } from './aftersale';
import { identity } from './identity';
import { controlled } from './controlled';
import { standards } from './standards';
import { methods } from './methods';
import { data } from './data';
import { methodCompare } from './method-compare';
import { member } from './member';
import { org } from './org';
import { content } from './content';
import { downloads } from './downloads';
import { serviceRequest } from './service-request';
import { custom } from './custom';
import { voucher } from './voucher';
import { activity, pointsMall } from './promotion';
import type { Endpoint } from './endpoint';
import { security } from './security';
import { staff } from './staff';
import { operatorConsole } from './console';
import { catalogueDesk } from './catalogue-desk';
import { catalogueImport } from './catalogue-import';

/** Every call of the mall API, by area — the API tests walk this list (a file download answers the envelope only on failure). */
export const contract = { catalogue, search, documents, user, cart, basket, demand, inquiry, address, invoice, order, payment, credit, afterSale, identity, controlled, standards, methods, data, methodCompare, member, security, org, content, downloads, serviceRequest, voucher, pointsMall, activity, custom, staff, console: operatorConsole, catalogueDesk, catalogueImport } as const;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
