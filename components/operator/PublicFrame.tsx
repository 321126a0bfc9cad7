import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './console.module.scss';

/** The login and enrolment pages: one card in the middle of a quiet page. */
export default function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <main className={styles.publicPage}>
      <div className={styles.publicCard}>
        <div className={styles.publicBrand}>
          {site.name}
          <span>运营后台</span>
        </div>
        {children}
      </div>
    </main>
  );
}
