'use client';

import type { ComponentProps, MouseEvent } from 'react';
import Link from 'next/link';
import { isLoginGated } from '@/lib/routes';
import { isVisitorNow } from '@/stores/auth';
import { useLoginModal } from '@/stores/login-modal';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/** A click the browser would handle itself (new tab or window, download): left alone. */
const isPlainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && e.currentTarget.target !== '_blank';

/**
 * A link of the shop's chrome that may lead to a login-gated path (SPEC §4: inquiry basket, quick order,
 * order centre, personal centre, custom services — `isLoginGated`). It stays a real `<a href>` for crawlers,
 * middle-clicks and new tabs; only a visitor's plain click on a gated path is taken over: the login pop-up
 * opens and the path is kept in session storage, so the login in the pop-up lands there (useAfterLogin).
 * Anyone else — a logged-in customer, or one whose session is being checked — navigates as with any link
 * (a direct visit is still sent to /login by proxy.ts). Links to open paths behave like next/link.
 */
export default function GatedLink({ href, onClick, prefetch = false, ...rest }: Props) {
  const gated = isLoginGated(href.split(/[?#]/)[0]);
  return (
    <Link
      {...rest}
      href={href}
      prefetch={prefetch}
      onClick={(e) => {
        onClick?.(e);
        if (!gated || e.defaultPrevented || !isPlainClick(e) || !isVisitorNow()) return;
        e.preventDefault();
        useLoginModal.getState().openModal({ sourcePath: href });
      }}
    />
  );
}
