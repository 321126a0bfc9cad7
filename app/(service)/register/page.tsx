import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/auth/pages.module.scss';
import RegisterForm from '@/components/auth/RegisterForm';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: MSG.serviceTitleRegister, robots: { index: false } };

/**
 * /register (query token: `noBind_…` when a WeChat user still has to register, SPEC §2/§4). Prerendered at
 * `next build`: the form reads the token in the browser.
 */
export default function RegisterPage() {
  return (
    <div className={styles.sheet}>
      <div className={styles.sheetCard}>
        <h1>{MSG.serviceTitleRegister}</h1>
        <p className={styles.lead}>
          {MSG.registerLead}
          <Link prefetch={false} href={routes.login}>
            {MSG.goLogin}
          </Link>
        </p>
        <RegisterForm />
      </div>
    </div>
  );
}
