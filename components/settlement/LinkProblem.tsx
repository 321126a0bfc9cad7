import Link from 'next/link';
import styles from './settlement.module.scss';

/** A page whose query cannot be used: what is wrong, and the way back (no request is made). */
export default function LinkProblem({ title, text, href, label }: { title: string; text: string; href: string; label: string }) {
  return (
    <div className={styles.confirm}>
      <h1 className={styles.title}>{title}</h1>
      <p role="alert">{text}</p>
      <Link prefetch={false} href={href}>
        {label}
      </Link>
    </div>
  );
}
