import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { breadcrumbJsonLd, crumbTrail, type Crumb } from './breadcrumbJsonLd';
import { jsonLdText } from './seo';
import styles from './Breadcrumbs.module.scss';

export type { Crumb };

/**
 * 首页 › … › the current page (the last crumb is not a link). Given `ldPath` (the page's canonical path), the same
 * trail goes out as a schema.org BreadcrumbList too, so what search engines read is what the visitor sees.
 */
export default function Breadcrumbs({ items, ldPath }: { items: Crumb[]; ldPath?: string }) {
  const all = crumbTrail(items);
  return (
    <>
      {ldPath && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(items, ldPath)) }} />}
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
    </>
  );
}
