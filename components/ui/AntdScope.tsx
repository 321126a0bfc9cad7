'use client';

import type { ReactNode } from 'react';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { theme } from '@/components/layout/theme';

dayjs.locale('zh-cn');

/**
 * antd's Chinese locale and our theme, around the parts of a page that use antd components (forms,
 * tables, dialogs), with the registry that puts their server-rendered styles into the HTML. Deliberately
 * not in the root layout: the shell and the catalogue pages render without antd, so its ~120 KB (gzip)
 * of JavaScript loads only on the pages and pop-ups that need it.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <AntdRegistry>
      <ConfigProvider locale={zhCN} theme={theme}>
        {children}
      </ConfigProvider>
    </AntdRegistry>
  );
}
