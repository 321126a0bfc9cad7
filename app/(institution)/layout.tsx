import type { ReactNode } from 'react';
import { PAY_MSG } from '@/lib/messages';
import AntdScope from '@/components/ui/AntdScope';
import styles from '@/components/payment/CashierFrame.module.scss';

/**
 * Pages that play a payment institution (the sandbox cashier): their own bar and colours, none of the
 * shop's header, menus or footer, and a plain statement that nothing is really charged.
 */
export default function InstitutionLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>{PAY_MSG.cashierBrand}</header>
      <p className={styles.notice} role="note">
        {PAY_MSG.sandboxNotice}
      </p>
      <main className={styles.main}>
        <AntdScope>{children}</AntdScope>
      </main>
    </div>
  );
}
