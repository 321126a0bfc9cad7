import type { ApiClient } from './client';
import type { BodyOf, QueryOf } from './contract/endpoint';
import { order, type OrderStatus } from './contract/order';
import { payment, type PayMethod } from './contract/payment';

/** One typed function per order / payment call (docs/api.md "Orders", "Payment"); each takes the client of its side. */

export type SettlementSource = ({ carIds: number[] } | { buyNow: { skuId: number; num: number } }) & { voucherId?: number };
export type SubmitBody = BodyOf<typeof order.submit>;

export const orderCalls = {
  preview: (api: ApiClient, source: SettlementSource) => api.call(order.preview, { body: source }),
  submit: (api: ApiClient, body: SubmitBody) => api.call(order.submit, { body }),
  /** One page of the buyer's orders and the envelope's totalCount (for the pager). */
  list: (api: ApiClient, query: QueryOf<typeof order.list>, pageNo: number, pageSize?: number) => api.page(order.list, { query, pageNo, pageSize }),
  counts: (api: ApiClient) => api.call(order.counts),
  detail: (api: ApiClient, id: number) => api.call(order.detail, { params: { id } }),
  cancel: (api: ApiClient, id: number, reason = '') => api.call(order.cancel, { params: { id }, body: { reason } }),
  confirmReceipt: (api: ApiClient, id: number) => api.call(order.confirmReceipt, { params: { id }, body: {} }),
  buyAgain: (api: ApiClient, id: number) => api.call(order.buyAgain, { params: { id }, body: {} }),
};

export const paymentCalls = {
  methods: (api: ApiClient) => api.call(payment.methods),
  pay: (api: ApiClient, id: number, method: PayMethod) => api.call(payment.pay, { params: { id }, body: { method } }),
  result: (api: ApiClient, payNo: string) => api.call(payment.result, { query: { payNo } }),
  bankAccount: (api: ApiClient, id: number) => api.call(payment.bankAccount, { params: { id } }),
  uploadSlip: (api: ApiClient, id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.call(payment.uploadSlip, { params: { id }, form });
  },
  /** A slip as uploaded (a Blob): the file call carries the token, which a plain link could not. */
  slipFile: (api: ApiClient, id: number, slipId: number) => api.file(payment.slipFile, { params: { id, slipId } }),
  cashier: (api: ApiClient, payNo: string, token?: string) => api.call(payment.sandboxCashier, { params: { payNo }, query: { token } }),
  decide: (api: ApiClient, payNo: string, result: 'success' | 'fail', token?: string) => api.call(payment.sandboxDecide, { params: { payNo }, query: { token }, body: { result } }),
};

/**
 * The submit's idempotency key: one per settlement screen, re-sent by every retry of that screen.
 * getRandomValues (not randomUUID) because randomUUID exists only in secure contexts (https, localhost).
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const orderKeys = {
  all: ['orders'] as const,
  settlement: (source: SettlementSource) => ['orders', 'settlement', source] as const,
  list: (status: OrderStatus | 'all', keyword: string, pageNo: number) => ['orders', 'list', status, keyword, pageNo] as const,
  counts: ['orders', 'counts'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  payResult: (payNo: string) => ['orders', 'payResult', payNo] as const,
  bank: (id: number) => ['orders', 'bank', id] as const,
  methods: ['payMethods'] as const,
  cashier: (payNo: string) => ['sandboxCashier', payNo] as const,
};
