'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import Spinner from '@/components/ui/kit/Spinner';
import Tabs from '@/components/ui/kit/Tabs';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { LOGIN_TAB, useLoginModal, type LoginTab } from '@/stores/login-modal';
import AgreementNote from './AgreementNote';
import PasswordLoginForm from './PasswordLoginForm';
import SmsLoginForm from './SmsLoginForm';
import { useAfterLogin, type LoginMode } from './useAfterLogin';
import styles from './auth.module.scss';

/** The QR tab (the QR drawing, the scan store, the bind form) loads when it is opened: it is not the default tab. */
const QrLogin = dynamic(() => import('./QrLogin'), { ssr: false, loading: () => <QrLoading /> });

/** While the QR tab's code loads: the frame QrLogin shows before its first answer (title, the box under a spinner). */
function QrLoading() {
  return (
    <div className={styles.qr}>
      <div className={styles.qrTitle}>{MSG.qrTitle}</div>
      <div className={styles.qrBox}>
        <div className={styles.qrCover}>
          <Spinner label={MSG.qrLoading} />
        </div>
      </div>
    </div>
  );
}

interface Props {
  /** dialog: the pop-up (SPEC §4 b); page: /login (SPEC §4 c). */
  mode: LoginMode;
  /** /login's `redirect` query. */
  redirect?: string | null;
}

/**
 * The login panel of the pop-up and of /login: three tabs (SPEC §2 Login) — 0 WeChat QR, 1 password-free,
 * 2 password. Only the open tab is mounted, so only it loads a picture code or polls a QR.
 */
export default function LoginPanel({ mode, redirect }: Props) {
  const tab = useLoginModal((s) => s.tab);
  const setTab = useLoginModal((s) => s.setTab);
  const close = useLoginModal((s) => s.close);
  const onLogin = useAfterLogin(mode, redirect);
  const leave = mode === 'dialog' ? close : undefined;

  return (
    <div className={styles.panel}>
      <Tabs
        className={styles.tabs}
        centered
        activeKey={String(tab)}
        onChange={(key) => setTab(Number(key) as LoginTab)}
        items={[
          { key: String(LOGIN_TAB.qr), label: MSG.tabQr, children: <QrLogin onLogin={onLogin} inDialog={mode === 'dialog'} /> },
          { key: String(LOGIN_TAB.sms), label: MSG.tabSms, children: <SmsLoginForm onLogin={onLogin} /> },
          { key: String(LOGIN_TAB.password), label: MSG.tabPassword, children: <PasswordLoginForm onLogin={onLogin} onLeave={leave} /> },
        ]}
      />
      <AgreementNote />
      <div className={styles.links}>
        <Link prefetch={false} href={routes.register()} onClick={leave}>
          {MSG.goRegister}
        </Link>
      </div>
    </div>
  );
}
