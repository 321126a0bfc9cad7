import type { ReactNode } from 'react';
import styles from './settlement.module.scss';

/** One titled block of a settlement screen (收货地址, 商品清单, 发票 …). */
export default function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
