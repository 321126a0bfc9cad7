import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import FootprintTracker from '@/components/layout/FootprintTracker';
import Providers from '@/components/layout/Providers';
import UpgradeOverlay from '@/components/ui/UpgradeOverlay';
import { site } from '@/lib/site';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  title: { template: `%s - ${site.name}`, default: `${site.name} - ${site.slogan}` },
  description: `${site.name}：化学对照品、标准品、药物杂质与中间体的专业采购平台，提供 COA 证书下载、药典方法与法规标准查询、定制合成服务。产品仅供科学研究使用。`,
  applicationName: site.name,
  icons: { icon: '/favicon.svg' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#0b4ea2' };

/**
 * The root layout stays free of cookies()/headers(): reading either would make every page dynamic.
 * Per-visitor state (login, counts) is filled in by client islands after load.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>
        <Providers>{children}</Providers>
        <FootprintTracker />
        <UpgradeOverlay />
      </body>
    </html>
  );
}
