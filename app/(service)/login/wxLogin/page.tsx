import type { Metadata } from 'next';
import styles from '@/components/auth/pages.module.scss';
import WxLoginCallback from '@/components/auth/WxLoginCallback';

export const metadata: Metadata = { title: '微信登录', robots: { index: false } };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** /login/wxLogin?code&state: where the WeChat Open Platform sends the browser back after the scan. */
export default async function WxLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return (
    <div className={styles.sheet}>
      <div className={styles.sheetCard}>
        <WxLoginCallback code={first(query.code)} state={first(query.state)} />
      </div>
    </div>
  );
}
