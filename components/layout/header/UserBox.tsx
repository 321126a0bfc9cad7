'use client';

import Link from 'next/link';
import { DownOutlined } from '@/components/ui/icons';
import { useLogout } from '@/components/auth/useLogout';
import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { forgetSourcePath, useLoginModal } from '@/stores/login-modal';
import styles from './TopBar.module.scss';

const MENU = [
  { label: MSG.memberCenter, href: routes.personalCenter },
  { label: MSG.myCollection, href: routes.myCollection },
  { label: MSG.myOrders, href: routes.orderCenter },
  { label: MSG.myFootprints, href: routes.history },
];

/**
 * The login state in the top bar — a small client island, so the server-rendered header (and the root
 * layout) never read cookies. Visitor: 您好，请登录 (opens the pop-up) | 免费注册. Logged in: the display name
 * with the user menu of SPEC §2 (opened by hover or keyboard focus, plain links).
 */
export default function UserBox() {
  const status = useAuthStore((s) => s.status);
  const name = useAuthStore((s) => s.displayName);
  const openModal = useLoginModal((s) => s.openModal);
  const logout = useLogout();

  if (status === 'in' || status === 'checking') {
    return (
      <span className={styles.userBox}>
        <span className={styles.user} data-testid="user-menu">
          <button type="button" className={styles.userName} aria-haspopup="true">
            {name}
            <DownOutlined className={styles.caret} aria-hidden="true" />
          </button>
          <ul className={styles.userMenu}>
            {MENU.map((item) => (
              <li key={item.href}>
                <Link prefetch={false} href={item.href}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={logout}>
                {MSG.logout}
              </button>
            </li>
          </ul>
        </span>
      </span>
    );
  }

  // Before start-up has looked at the cookies the links keep their place but stay invisible (no flash of
  // "please log in" for a logged-in customer).
  return (
    <span className={styles.userBox} data-pending={status === 'unknown' || undefined}>
      <button
        type="button"
        className={styles.login}
        onClick={() => {
          // A login of its own: a gated link the visitor clicked earlier and closed the pop-up on is not followed.
          forgetSourcePath();
          openModal();
        }}
      >
        {MSG.greetingLogin}
      </button>
      <span className={styles.sep} aria-hidden="true" />
      <Link prefetch={false} href={routes.register()} className={styles.register}>
        {MSG.register}
      </Link>
    </span>
  );
}
