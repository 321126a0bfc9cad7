import type { ApiClient } from './client';
import { address, type AddressBook, type AddressInput } from './contract/address';
import { invoice, type InvoiceTitleInput } from './contract/invoice';

/** One typed function per address-book / invoice-title call (docs/api.md "Addresses", "Invoices"). */

export const listRegions = (api: ApiClient, level: 1 | 2 | 3, parentId = 0) => api.call(address.regions, { query: { level, parentId } });

export const addressCalls = {
  list: (api: ApiClient, book: AddressBook) => api.call(address.list, { query: { book } }),
  add: (api: ApiClient, book: AddressBook, body: AddressInput) => api.call(address.add, { body: { ...body, book } }),
  update: (api: ApiClient, id: number, body: AddressInput) => api.call(address.update, { params: { id }, body }),
  remove: (api: ApiClient, id: number) => api.call(address.remove, { params: { id }, body: {} }),
  setDefault: (api: ApiClient, id: number) => api.call(address.setDefault, { params: { id }, body: {} }),
};

export const invoiceCalls = {
  list: (api: ApiClient) => api.call(invoice.list),
  add: (api: ApiClient, body: InvoiceTitleInput) => api.call(invoice.add, { body }),
  update: (api: ApiClient, id: number, body: InvoiceTitleInput) => api.call(invoice.update, { params: { id }, body }),
  remove: (api: ApiClient, id: number) => api.call(invoice.remove, { params: { id }, body: {} }),
  setDefault: (api: ApiClient, id: number) => api.call(invoice.setDefault, { params: { id }, body: {} }),
};

export const addressKeys = {
  list: (book: AddressBook) => ['address', book] as const,
  regions: (level: number, parentId: number) => ['regions', level, parentId] as const,
  invoices: ['invoiceTitles'] as const,
};
