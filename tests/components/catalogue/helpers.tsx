import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import FeedbackHost from '@/components/ui/FeedbackHost';
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

/** What the app gives a component: antd's Chinese locale (AntdScope) and the toast host of Providers. */
export function AppContext({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      {children}
      <FeedbackHost />
    </ConfigProvider>
  );
}

export const renderWithApp = (ui: ReactElement) => render(<AppContext>{ui}</AppContext>);
