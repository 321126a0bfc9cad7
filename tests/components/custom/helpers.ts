import { createApiClient } from '@/lib/api/client';
import type { CustomRequestInput } from '@/lib/api/contract/custom';

/* Shared by the custom-synthesis component tests: the buyer, a client for a mock session, dates, a request. */

export const USER = 7;

/** The storefront's own client on the mock API, as `user` (a mock session token). */
export const mockClient = (user = USER) => createApiClient({ baseURL: 'http://localhost', getToken: () => `mock-token-${user}-1` });

/** yyyy-MM-dd in China time, `n` days from today. */
export const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** Aspirin by CAS and name, 500 mg at ≥98 %, wanted in 30 days. */
export const aspirinRequest = (over: Partial<CustomRequestInput> = {}): CustomRequestInput => ({
  cas: '50-78-2',
  name: '乙酰水杨酸',
  quantity: 500,
  unit: 'mg',
  purity: '≥98%',
  deadline: inDays(30),
  ...over,
});
