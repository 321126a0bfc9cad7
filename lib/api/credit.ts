import type { ApiClient } from './client';
import { credit, type BillState } from './contract/credit';

/** One typed function per credit-term call (docs/api.md "Credit terms"). */
export const creditCalls = {
  amount: (api: ApiClient) => api.call(credit.amount),
  /** Can this buyer pay (this order) by credit now, and the sentence to show. */
  message: (api: ApiClient, orderId?: number) => api.call(credit.message, { query: { orderId } }),
  pay: (api: ApiClient, orderId: number) => api.call(credit.pay, { body: { orderId } }),
  wallet: (api: ApiClient) => api.call(credit.wallet),
  record: (api: ApiClient) => api.call(credit.record),
  /** One page of bills and the envelope's totalCount. */
  bills: (api: ApiClient, state: BillState | undefined, pageNo: number, pageSize: number) => api.page(credit.bills, { query: { state }, pageNo, pageSize }),
  repayInfo: (api: ApiClient, id: number) => api.call(credit.repayInfo, { params: { id } }),
};

export const creditKeys = {
  all: ['credit'] as const,
  wallet: ['credit', 'wallet'] as const,
  bills: (state: BillState | 'all', pageNo: number) => ['credit', 'bills', state, pageNo] as const,
  repay: (id: number) => ['credit', 'repay', id] as const,
  message: (orderId: number) => ['credit', 'message', orderId] as const,
};
