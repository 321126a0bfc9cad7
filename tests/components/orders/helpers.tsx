import { useSyncExternalStore, type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithApp } from '../catalogue/helpers';

/**
 * next/navigation outside Next with a working URL: push / replace change the search params the page
 * reads, as the App Router does on a soft navigation; `visit` is a reload, back or forward to a URL.
 */
const location = { path: '/orderCenter', search: new URLSearchParams() };
const listeners = new Set<() => void>();

function setUrl(href: string) {
  const [path, query = ''] = href.split('?');
  location.path = path;
  location.search = new URLSearchParams(query);
  listeners.forEach((notify) => notify());
}

export const router = {
  push: vi.fn(setUrl),
  replace: vi.fn(setUrl),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

export const navigation = {
  useRouter: () => router,
  usePathname: () => useSyncExternalStore(subscribe, () => location.path),
  useSearchParams: () => useSyncExternalStore(subscribe, () => location.search),
};

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => void listeners.delete(notify);
}

export function resetNavigation(href = '/orderCenter') {
  setUrl(href);
  for (const fn of Object.values(router)) fn.mockClear();
}

/** The browser goes to `href` (typed, reloaded, back / forward). */
export const visit = (href: string) => act(() => setUrl(href));

export const currentUrl = () => {
  const q = location.search.toString();
  return q ? `${location.path}?${q}` : location.path;
};

export const renderWithQuery = (ui: ReactElement) =>
  renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
