import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';

/** next/navigation outside Next: a spy router and a settable pathname. */
export const nav = {
  router: { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() },
  pathname: '/',
};

export function resetNav(pathname = '/') {
  nav.pathname = pathname;
  for (const fn of Object.values(nav.router)) fn.mockReset();
}

/** antd's App context (message) as the app's providers give it. */
export function AppContext({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

export const renderWithApp = (ui: ReactElement) => render(<AppContext>{ui}</AppContext>);
