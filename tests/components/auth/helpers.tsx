import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import FeedbackHost from '@/components/ui/FeedbackHost';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import type { Endpoint } from '@/lib/api/contract/endpoint';
import { routeOf } from '@/mocks/mock';

/** next/navigation for components rendered outside Next: a spy router and a settable pathname. */
export const nav = {
  router: { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() },
  pathname: '/',
};

export function resetNav(pathname = '/') {
  nav.pathname = pathname;
  for (const fn of Object.values(nav.router)) fn.mockReset();
}

/** A component as the app shows it: inside antd's Chinese locale (AntdScope), with the toast and dialog host of Providers. */
export function renderWithApp(ui: ReactElement) {
  return render(
    <ConfigProvider locale={zhCN}>
      {ui}
      <FeedbackHost />
    </ConfigProvider>,
  );
}

export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Records the JSON bodies (or query) one endpoint receives, passing the request on to the fixtures. */
export function spyOn(ep: Endpoint) {
  const seen: unknown[] = [];
  const method = ep.method === 'GET' ? http.get : http.post;
  const handler = method(routeOf(ep.path), async ({ request }) => {
    seen.push(ep.method === 'GET' ? Object.fromEntries(new URL(request.url).searchParams) : await request.clone().json());
    return undefined; // fall through to the mock handlers
  });
  return { handler, seen };
}

/** A fixed answer for one endpoint (envelope written out). */
export const answer = (ep: Endpoint, body: object) => (ep.method === 'GET' ? http.get : http.post)(routeOf(ep.path), () => HttpResponse.json(body));

/** (No jest-dom here.) Is the button or input disabled? */
export const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
