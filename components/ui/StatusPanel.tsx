import type { ReactNode } from 'react';
import styles from './StatusPanel.module.scss';

interface Props {
  /** The big status mark above the title (404, !); none for a page that only guides. */
  code?: string;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}

/** The body of the 404 and error pages: a status code, a title, a line of text and actions. */
export default function StatusPanel({ code, title, text, children }: Props) {
  return (
    <section className={styles.panel}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
