import type { ReactNode } from 'react';
import styles from './console.module.scss';

/** A console page's title line, with its actions on the right. */
export default function PageHead({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className={styles.pageHead}>
      <h1>{title}</h1>
      {extra}
    </div>
  );
}
