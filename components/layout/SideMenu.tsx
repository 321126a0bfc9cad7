'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { LinkGroup } from './helpLinks';
import styles from './SideMenu.module.scss';

/** The left menu column of the help-centre and personal-centre layouts; marks the current page. */
export default function SideMenu({ title, groups }: { title: string; groups: LinkGroup[] }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const isCurrent = (href: string, alsoCurrentOn: string[] = []) => {
    if (alsoCurrentOn.includes(pathname)) return true;
    const [path, query] = href.split('?');
    if (path !== pathname) return false;
    if (!query) return true;
    return [...new URLSearchParams(query)].every(([k, v]) => search.get(k) === v);
  };
  return (
    <nav className={styles.menu} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {groups.map((group) => (
        <section key={group.title} className={styles.group}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.href + link.label}>
                <Link prefetch={false} href={link.href} className={styles.link} aria-current={isCurrent(link.href, link.alsoCurrentOn) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
