import type { Metadata } from 'next';
import LoginPanel from '@/components/auth/LoginPanel';
import styles from '@/components/auth/pages.module.scss';
import { site } from '@/lib/site';

export const metadata: Metadata = { title: '登录', robots: { index: false } };

const POINTS = ['对照品、杂质、中间体现货在线采购，支持询价与定制合成', 'COA 证书在线下载，药典方法与法规标准随时查询', '企业采购支持对公付款、开具增值税发票'];

/**
 * /login (query redirect): the login panel in page mode (SPEC §4 c — after login, the redirect or home). Prerendered
 * at `next build`: nothing in it is per request; the panel reads `redirect` in the browser (useAfterLogin).
 */
export default function LoginPage() {
  return (
    <div className={styles.stage}>
      <div className={styles.stageInner}>
        <section className={styles.pitch}>
          <h1>{site.name}</h1>
          <p>{site.slogan}</p>
          <ul>
            {POINTS.map((point) => (
              <li key={point}>
                <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" className={styles.tick}>
                  <circle cx="8" cy="8" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  <path d="M4.6 8.2l2.3 2.3 4.5-4.6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.card}>
          <LoginPanel mode="page" />
        </div>
      </div>
    </div>
  );
}
