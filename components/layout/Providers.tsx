'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { configureBrowserApi } from '@/lib/api/browser';
import { routes } from '@/lib/routes';
import { theme } from './theme';

dayjs.locale('zh-cn');

/** Installs the browser API's toast and session handler once antd's App context exists. */
function BrowserApiBridge() {
  const { message } = App.useApp();
  const router = useRouter();
  useEffect(() => {
    configureBrowserApi({
      notify: (m) => message.error(m),
      onSessionInvalid: () => {
        // SPEC §4/§8: the accounts work clears the auth, cart and inquiry stores here; until then we
        // only send the visitor to the login page.
        router.push(routes.login);
      },
    });
  }, [message, router]);
  return null;
}

export default function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={theme}>
        <App>
          <BrowserApiBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
