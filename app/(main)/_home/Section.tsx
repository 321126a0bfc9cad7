import type { ReactNode } from 'react';
import Link from 'next/link';
import styles from './Section.module.scss';

interface Props {
  title: string;
  subtitle?: string;
  more?: { label: string; href: string };
  children: ReactNode;
}

/** A home-page block: a heading with an optional "more" link, then the content. */
export default function Section({ title, subtitle, more, children }: Props) {
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {more && (
          <Link prefetch={false} href={more.href} className={styles.more}>
            {more.label} &gt;
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

/** The honest state of a block whose data could not be loaded or is empty. */
export function SectionNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note} role="status">
      {children}
    </p>
  );
}
