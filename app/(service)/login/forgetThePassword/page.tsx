import type { Metadata } from 'next';
import Link from 'next/link';
import ForgetPasswordForm from '@/components/auth/ForgetPasswordForm';
import styles from '@/components/auth/pages.module.scss';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: MSG.serviceTitleForget, robots: { index: false } };

/** /login/forgetThePassword: reset the password with an SMS code to the registered mobile. */
export default function ForgetThePasswordPage() {
  return (
    <div className={styles.sheet}>
      <div className={styles.sheetCard}>
        <h1>{MSG.serviceTitleForget}</h1>
        <p className={styles.lead}>
          {MSG.forgetLead}
          <Link prefetch={false} href={routes.login}>
            {MSG.goLogin}
          </Link>
        </p>
        <ForgetPasswordForm />
      </div>
    </div>
  );
}
