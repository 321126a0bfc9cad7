import type { Metadata } from 'next';
import SimulatedPhone from '@/components/auth/SimulatedPhone';
import AntdScope from '@/components/ui/AntdScope';

export const metadata: Metadata = { title: '微信扫码登录', robots: { index: false } };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * /login/weChatLogin?scene=…: what the login QR encodes with the embedded (simulated) WeChat provider. It is
 * opened on a phone or in another browser, so it lives in the plain mobile layout (no desktop width guard),
 * and proxy.ts lets phones reach it.
 */
export default async function WeChatLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const scene = first((await searchParams).scene).trim();
  return (
    <AntdScope>
      <SimulatedPhone scene={scene} />
    </AntdScope>
  );
}
