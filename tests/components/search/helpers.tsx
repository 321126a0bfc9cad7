import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HotSearch } from '@/lib/api/contract/search';

/** next/navigation outside Next: a spy router and a settable pathname. */
export const nav = {
  router: { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() },
  pathname: '/',
};

export function resetNav(pathname = '/') {
  nav.pathname = pathname;
  for (const fn of Object.values(nav.router)) fn.mockReset();
}

/** A fresh query cache per test: the hot-search answer of one test never leaks into the next. */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>), client };
}

export const HOT: HotSearch = {
  hotSearches: [
    { keyword: '奥美拉唑', count: 12 },
    { keyword: '阿司匹林', count: 9 },
  ],
  hotContent: [{ id: 13, code: 'RM-D001', nameCn: '奥美拉唑', nameEn: 'Omeprazole', cas: '73590-58-6', imgUrl: '/x.svg' }],
  fromHistory: true,
};
