import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './Breadcrumbs.module.scss';

export interface Crumb {
  label: string;
  href?: string;
}

/** 首页 › … › the current page (the last crumb is not a link). */
export default function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: MSG.homeCrumb, href: routes.home }, ...items];
  return (
    <nav className={styles.crumbs} aria-label={MSG.breadcrumb}>
      <ol>
        {all.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            {c.href && i < all.length - 1 ? (
              <Link prefetch={false} href={c.href}>
                {c.label}
              </Link>
            ) : (
              <span aria-current={i === all.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
