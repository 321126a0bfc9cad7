'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';

interface Props {
  className: string;
  children: ReactNode;
}

/**
 * A main-nav entry with a drop-down (产品中心's mega-menu, 关于我们). The drop-down opens on hover and
 * keyboard focus with CSS; a click on any of its links closes it (the page changes underneath, the pointer
 * may still be over it) until the pointer leaves the entry or focus comes back into it.
 */
export default function NavMenuItem({ className, children }: Props) {
  const [closed, setClosed] = useState(false);
  const onClick = (e: MouseEvent<HTMLLIElement>) => {
    if (!(e.target as Element).closest('a')) return;
    setClosed(true);
    if (document.activeElement instanceof HTMLElement && e.currentTarget.contains(document.activeElement)) document.activeElement.blur();
  };
  return (
    <li className={className} data-menu={closed ? 'closed' : undefined} onClick={onClick} onMouseLeave={() => setClosed(false)} onFocus={() => setClosed(false)}>
      {children}
    </li>
  );
}
