'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import LoginModal from '@/components/auth/LoginModal';
import { configureBrowserApi } from '@/lib/api/browser';
import { MSG } from '@/lib/messages';
import { useAuthStore } from '@/stores/auth';
import { invalidateSession } from '@/stores/session';
import { theme } from './theme';

dayjs.locale('zh-cn');

const SESSION_TOAST_KEY = 'session-invalid';

/**
 * Installs the browser API's toast and session handler once antd's App context exists, then starts the
 * login state (SPEC §4: the token cookie → selectUser → logged in, or cleared).
 */
function BrowserApiBridge() {
  const { message } = App.useApp();
  const router = useRouter();
  useEffect(() => {
    configureBrowserApi({
      notify: (m) => message.error(m),
      onSessionInvalid: () => {
        // SPEC §4/§8 code -1: logged out, token removed, per-user stores emptied, then /login.
        const next = invalidateSession(window.location.pathname + window.location.search);
        void message.warning({ content: MSG.sessionInvalid, key: SESSION_TOAST_KEY });
        if (next) router.push(next);
      },
    });
    void useAuthStore.getState().initAuth();
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
          <LoginModal />
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
