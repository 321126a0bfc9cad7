'use client';

import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import LoginModal from '@/components/auth/LoginModal';
import ChunkErrorReload from '@/components/layout/chrome/ChunkErrorReload';
import OfflineBanner from '@/components/layout/chrome/OfflineBanner';
import RouteTransitionOverlay from '@/components/layout/chrome/RouteTransitionOverlay';
import FeedbackHost from '@/components/ui/FeedbackHost';
import { toast } from '@/components/ui/feedback';
import { configureBrowserApi } from '@/lib/api/browser-handlers';
import { MSG } from '@/lib/messages/core';
import { useAuthStore } from '@/stores/auth';
import { invalidateSession } from '@/stores/session';

const SESSION_TOAST_KEY = 'session-invalid';

/**
 * Installs the browser API's toast and session handler, then starts the login state (SPEC §4: the token
 * cookie → selectUser → logged in, or cleared).
 */
function BrowserApiBridge() {
  const router = useRouter();
  useEffect(() => {
    configureBrowserApi({
      notify: (m) => void toast.error(m),
      onSessionInvalid: () => {
        // SPEC §4/§8 code -1: logged out, token removed, per-user stores emptied, then /login.
        const next = invalidateSession(window.location.pathname + window.location.search);
        void toast.warning({ content: MSG.sessionInvalid, key: SESSION_TOAST_KEY });
        if (next) router.push(next);
      },
    });
    void useAuthStore.getState().initAuth();
  }, [router]);
  return null;
}

/**
 * App-wide client state. No antd here: pages and pop-ups that use antd components wrap them in AntdScope
 * (components/ui/AntdScope.tsx), so the shell and the catalogue load without it.
 */
export default function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserApiBridge />
      {children}
      <LoginModal />
      <FeedbackHost />
      {/* SPEC §2/§8 chrome of every page: loading overlay for slow transitions, chunk-failure reload, offline banner. */}
      <Suspense fallback={null}>
        <RouteTransitionOverlay />
      </Suspense>
      <ChunkErrorReload />
      <OfflineBanner />
    </QueryClientProvider>
  );
}
