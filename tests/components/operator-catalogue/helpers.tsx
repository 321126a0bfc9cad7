import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import FeedbackHost from '@/components/ui/FeedbackHost';
import { createApiClient } from '@/lib/api/client';
import { STAFF_TOKEN_HEADER } from '@/lib/api/contract/endpoint';
import { staff } from '@/lib/api/contract/staff';
import { MOCK_PASSWORD, MOCK_SMS_CODE, sha256Hex } from '@/mocks/fixtures/user';
import { useStaffSession } from '@/stores/staff-session';

/** next/navigation for the desk outside Next: a spy router, a settable path and query. */
export const nav = {
  router: { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() },
  pathname: '/operator/catalogue/products',
  search: new URLSearchParams(),
};

/** A client of the mock API beside the console's: a colleague at another desk. */
export const colleagueApi = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });

/** Logs the mock's 超级管理员 in (13700137000, dynamic code 123456); returns the headers of their session. */
export async function staffHeaders() {
  const { challenge } = await colleagueApi.call(staff.loginPassword, { body: { account: '13700137000', passwd: sha256Hex(MOCK_PASSWORD) } });
  const login = await colleagueApi.call(staff.loginCode, { body: { challenge, code: MOCK_SMS_CODE } });
  return { login, headers: { [STAFF_TOKEN_HEADER]: login.token } };
}

/** The console's own session in this tab (the store staffApi reads its token from). */
export async function logInConsole() {
  const { login } = await staffHeaders();
  useStaffSession.getState().signIn(login);
}

/** A desk screen as the console shows it: its own query client, antd in Chinese, the toast host. */
export function renderDesk(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN}>
        {ui}
        <FeedbackHost />
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

/**
 * A button's name as antd shows it: a space between two Chinese characters (保 存), and after a wait the name of
 * the loading icon still leaving in front (happy-dom runs no CSS motion).
 */
export const buttonName = (text: string) => new RegExp(`(^|loading )${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
