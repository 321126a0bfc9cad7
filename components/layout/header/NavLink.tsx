'use client';

import type { ComponentProps } from 'react';
import { usePathname } from 'next/navigation';
import GatedLink from '@/components/auth/GatedLink';
import { activeNavHref } from './navSection';

type Props = ComponentProps<typeof GatedLink> & { activeClassName: string };

/**
 * A main-nav entry: marked (aria-current, activeClassName) only on the pages of its own section
 * (navSection.ts). A GatedLink, so 定制产品 opens the login pop-up for a visitor; open paths act as next/link.
 */
export default function NavLink({ href, className, activeClassName, ...rest }: Props) {
  const pathname = usePathname();
  const active = activeNavHref(pathname) === href;
  // 'page' on the entry's own page, 'true' on the other pages of its section.
  const current = active ? (pathname === href ? 'page' : 'true') : undefined;
  return <GatedLink {...rest} href={href} className={active ? `${className ?? ''} ${activeClassName}` : className} aria-current={current} />;
}
