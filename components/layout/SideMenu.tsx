'use client';

import { useId } from 'react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { LinkGroup } from './helpLinks';
import styles from './SideMenu.module.scss';

type IsCurrent = (href: string, alsoCurrentOn?: string[], alsoCurrentAt?: string[]) => boolean;

/**
 * The menu's markup. Without `isCurrent` it is the Suspense fallback of the layouts: the same column, drawn in
 * the server's HTML, so the content beside it does not move when the marked menu replaces it (no layout shift).
 */
export function SideMenuView({ title, groups, isCurrent }: { title: string; groups: LinkGroup[]; isCurrent?: IsCurrent }) {
  const id = useId();
  // The menu comes before the page's own <h1>: its title and group names are labels, not headings, so the page's
  // first heading is its h1 (the nav is named by its title, each list by its group's name).
  return (
    <nav className={styles.menu} aria-label={title}>
      <p className={styles.title}>{title}</p>
      {groups.map((group, g) => (
        <div key={group.title} className={styles.group}>
          <p id={`${id}-${g}`} className={styles.groupTitle}>
            {group.title}
          </p>
          <ul aria-labelledby={`${id}-${g}`}>
            {group.links.map((link) => (
              <li key={link.href + link.label}>
                <Link prefetch={false} href={link.href} className={styles.link} aria-current={isCurrent?.(link.href, link.alsoCurrentOn, link.alsoCurrentAt) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The left menu column of the help-centre and personal-centre layouts; marks the current page. */
export default function SideMenu({ title, groups }: { title: string; groups: LinkGroup[] }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const at = (href: string, bareMeansNoQuery: boolean) => {
    const [path, query] = href.split('?');
    if (path !== pathname) return false;
    if (!query) return !bareMeansNoQuery || search.size === 0;
    return [...new URLSearchParams(query)].every(([k, v]) => search.get(k) === v);
  };
  const isCurrent: IsCurrent = (href, alsoCurrentOn = [], alsoCurrentAt = []) =>
    alsoCurrentOn.includes(pathname) || at(href, false) || alsoCurrentAt.some((h) => at(h, true));
  return <SideMenuView title={title} groups={groups} isCurrent={isCurrent} />;
}
