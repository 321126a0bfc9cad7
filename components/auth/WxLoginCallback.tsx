'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Spinner from '@/components/ui/kit/Spinner';
import { browserApi } from '@/lib/api/browser';
import { isNoBindToken, wechatCallback } from '@/lib/api/user';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { rejectionMessage } from './failure';
import { WarningFilled } from './icons';
import { useAfterLogin } from './useAfterLogin';
import styles from './auth.module.scss';

/**
 * The Open Platform callback: wxLoginCallback exchanges code + state for a token. A session token is
 * stored and the user loaded (then home, SPEC §4 c); `noBind_…` goes on to /register?token=….
 */
export default function WxLoginCallback({ code, state }: { code: string; state: string }) {
  const router = useRouter();
  const afterLogin = useAfterLogin('page');
  const [failure, setFailure] = useState<string | null>(code && state ? null : MSG.wxLoginMissing);
  // The code is single use: strict mode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code || !state) return;
    started.current = true;
    void (async () => {
      try {
        const { token } = await wechatCallback(browserApi, { code, state });
        if (isNoBindToken(token)) {
          router.replace(routes.register(token));
          return;
        }
        const userInfo = await useAuthStore.getState().adoptToken(token);
        afterLogin({ token, userInfo });
      } catch (err) {
        setFailure(rejectionMessage(err) ?? MSG.wxLoginFailed);
      }
    })();
  }, [afterLogin, code, router, state]);

  if (failure) {
    return (
      <div className={styles.result}>
        <WarningFilled className={styles.resultWarning} />
        <h2 className={styles.resultTitle}>{MSG.wxLoginFailed}</h2>
        <p className={styles.resultText} role="alert">
          {failure}
        </p>
        <Link prefetch={false} href={routes.login}>
          {MSG.wxLoginRetry}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.result}>
      <Spinner />
      <h2 className={styles.resultTitle}>{MSG.wxLoginWorking}</h2>
    </div>
  );
}
