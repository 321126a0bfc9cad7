'use client';

import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './TopBar.module.scss';

/**
 * The visitor's login state in the top bar. A client island so the accounts work can swap in the
 * logged-in user box (name, member centre, log out) from the auth store without touching the
 * server-rendered header. Logging in also registers a new mobile number (SPEC §2 Login).
 */
export default function UserBox() {
  return (
    <span className={styles.userBox}>
      <Link prefetch={false} href={routes.login} className={styles.login}>
        {MSG.greetingLogin}
      </Link>
      <span className={styles.sep} aria-hidden="true">
        |
      </span>
      <Link prefetch={false} href={routes.login} className={styles.register}>
        {MSG.register}
      </Link>
    </span>
  );
}
