import type { Metadata } from 'next';
import AccountManagement from '@/components/personal/org/AccountManagement';
import AntdScope from '@/components/ui/AntdScope';
import styles from '../personal.module.scss';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '账号管理', robots: { index: false, follow: false } };

export default function Page() {
  return (
    <AntdScope>
      <div className={styles.panel}>
        <AccountManagement />
      </div>
    </AntdScope>
  );
}
