import { ORDER_STATUSES, type OrderStatus } from '@/lib/api/contract/order';
import { parsePositiveInt } from '@/lib/catalogue/listQuery';

/** The order centre's state, read from its URL (?status=&keyword=&pageNo=): the URL is the state. */
export interface OrderCenterQuery {
  status: OrderStatus | 'all';
  keyword: string;
  pageNo: number;
}

/** The contract's limit of order.list keyword. */
export const ORDER_KEYWORD_MAX = 50;
const MAX_PAGE_NO = 10_000;
/** Orders per page (the contract's default of order.list). */
export const ORDER_PAGE_SIZE = 10;

interface Params {
  get: (name: string) => string | null;
}

/** Anything malformed in the URL is dropped (all statuses, no keyword, page 1), never refused. */
export function parseOrderQuery(params: Params): OrderCenterQuery {
  const statusText = params.get('status') ?? '';
  const status = (ORDER_STATUSES as readonly string[]).includes(statusText) ? (statusText as OrderStatus) : 'all';
  const keyword = Array.from((params.get('keyword') ?? '').trim()).slice(0, ORDER_KEYWORD_MAX).join('').trim();
  const pageNo = parsePositiveInt(params.get('pageNo'), MAX_PAGE_NO) ?? 1;
  return { status, keyword, pageNo };
}
