'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/nextjs-router/app';
import { App, ConfigProvider } from 'antd';
import AntdScope from '@/components/ui/AntdScope';
import { toast } from '@/components/ui/feedback';
import { connectStaffSession } from '@/lib/operator/client';
import { consoleDataProvider } from '@/lib/operator/data-provider';
import { CONSOLE_RESOURCES } from '@/lib/operator/resources';
import { isOperatorPublicPath } from '@/lib/operator/routes';
import { consoleAccessControl } from './accessControl';
import ConsoleShell from './ConsoleShell';
import PublicFrame from './PublicFrame';

// Transport failures of the console's calls are toasted as the shop's are (FeedbackHost, in the root layout).
connectStaffSession({ notify: (message) => void toast.error(message) });

/** Denser than the shop: a console is read all day. */
const CONSOLE_THEME = { components: { Table: { cellPaddingBlockSM: 6 }, Layout: { headerHeight: 52, headerPadding: '0 20px' } } };

/**
 * The console's providers: antd (Chinese, the shop's theme, tighter tables), refine over the contract (resources
 * = the menu, access control by permission, lists through the data provider), then the login and enrolment pages
 * on their own, every other page inside the shell that needs a staff session.
 */
export default function ConsoleRoot({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <AntdScope>
      <ConfigProvider theme={CONSOLE_THEME}>
        <App>
          <Refine
            dataProvider={consoleDataProvider}
            routerProvider={routerProvider}
            accessControlProvider={consoleAccessControl}
            resources={CONSOLE_RESOURCES}
            options={{ disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, staleTime: 15_000 } } } } }}
          >
            {isOperatorPublicPath(pathname) ? <PublicFrame>{children}</PublicFrame> : <ConsoleShell>{children}</ConsoleShell>}
          </Refine>
        </App>
      </ConfigProvider>
    </AntdScope>
  );
}
