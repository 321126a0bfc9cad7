import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { staff } from '@/lib/api/contract/staff';
import { staffApi } from '@/lib/operator/client';
import { MOCK_PASSWORD, MOCK_SMS_CODE, sha256Hex } from '@/mocks/fixtures/user';
import { useStaffSession } from '@/stores/staff-session';

/** next/navigation for console components rendered outside Next: a spy router and a settable path. */
export const nav = {
  router: { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() },
  pathname: '/operator',
};

export function resetNav(pathname = '/operator') {
  nav.pathname = pathname;
  for (const fn of Object.values(nav.router)) fn.mockReset();
  window.history.replaceState(null, '', pathname);
}

export const navigationMock = () => ({
  useRouter: () => nav.router,
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  useServerInsertedHTML: () => undefined,
});

/**
 * refine's Next.js router bindings read next/navigation from node_modules, where the test's mock does not reach:
 * the same bindings over the spy router.
 */
export const refineRouterMock = () => ({
  default: {
    go: () => ({ to, type }: { to?: string; type?: string }) => {
      if (type === 'path') return to;
      if (to) (type === 'replace' ? nav.router.replace : nav.router.push)(to);
      return undefined;
    },
    back: () => nav.router.back,
    parse: () => () => ({ pathname: nav.pathname, params: Object.fromEntries(new URLSearchParams(window.location.search)) }),
    Link: ({ to, ...rest }: { to: string }) => <a href={to} {...rest} />,
  },
});

/** A console form as the console shows it: antd's Chinese locale and App (messages), a query client. */
export function renderConsole(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

/** The mock API's 超级管理员 (13700137000), logged in through both steps. */
export async function mockAdminLogin() {
  const { challenge } = await staffApi.call(staff.loginPassword, { body: { account: '13700137000', passwd: sha256Hex(MOCK_PASSWORD) } });
  return staffApi.call(staff.loginCode, { body: { challenge, code: MOCK_SMS_CODE } });
}

/** A new member of these groups in the mock API, enrolled and logged in; the session store then holds their login. */
export async function mockMemberLogin(groupNames: string[], mobile: string) {
  useStaffSession.getState().signIn(await mockAdminLogin());
  const groups = await staffApi.call(staff.groupList);
  const made = await staffApi.call(staff.staffCreate, { body: { name: '测试成员', mobile, groupIds: groups.filter((g) => groupNames.includes(g.name)).map((g) => g.id) } });
  const token = new URL(made.enrol.url).searchParams.get('token')!;
  await staffApi.call(staff.enrolFinish, { body: { token, passwd: sha256Hex(MOCK_PASSWORD), totpCode: MOCK_SMS_CODE } });
  const { challenge } = await staffApi.call(staff.loginPassword, { body: { account: mobile, passwd: sha256Hex(MOCK_PASSWORD) } });
  const login = await staffApi.call(staff.loginCode, { body: { challenge, code: MOCK_SMS_CODE } });
  useStaffSession.getState().signIn(login);
  return login;
}
