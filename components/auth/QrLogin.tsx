'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
// antd's own QR drawing (a dependency of antd, pinned in package-lock.json), without antd's QRCode wrapper.
import { QRCodeSVG } from '@rc-component/qrcode';
import Button from '@/components/ui/kit/Button';
import Spinner from '@/components/ui/kit/Spinner';
import type { LoginResult } from '@/lib/api/contract/user';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useQrLogin } from '@/stores/qr-login';
import BindPhoneForm from './BindPhoneForm';
import { ReloadOutlined, WechatOutlined } from './icons';
import styles from './auth.module.scss';

/**
 * Tab 0, WeChat QR (SPEC §4). The scan — wechatScan, a QR valid 60 s polled every second with
 * wechatIsLogin, the expiry, 刷新 — runs in the QR-login store (stores/qr-login.ts); this component starts
 * it when mounted, stops it when unmounted and renders it: 1/2 → the bind form; 3 → logged in (a `noBind_`
 * token → /register); 4 or the 60 s passing → a mask with 刷新, which asks for a new QR.
 *
 * The QR's URL is also on the box (`data-qr-url`) and behind "在新窗口打开": with the embedded simulated
 * provider, the QR encodes a page of this shop that plays the phone — a person without a phone opens it in
 * another window; tests read it there.
 */
/** The QR's side in px and its colour (antd QRCode's: the text colour on a transparent ground). */
const QR_SIZE = 176;
const QR_COLOUR = '#1f2329';

export default function QrLogin({ onLogin, inDialog = false }: { onLogin: (result: LoginResult) => void; inDialog?: boolean }) {
  const router = useRouter();
  const phase = useQrLogin((s) => s.phase);
  const url = useQrLogin((s) => s.url);
  const provider = useQrLogin((s) => s.provider);
  const identity = useQrLogin((s) => s.identity);
  const refreshScan = useQrLogin((s) => s.refresh);
  // A new onLogin (its owner re-rendered) must not restart the scan: the scan calls the latest one.
  const onLoginRef = useRef(onLogin);
  useEffect(() => {
    onLoginRef.current = onLogin;
  }, [onLogin]);

  useEffect(() => {
    const { start, stop } = useQrLogin.getState();
    void start({
      onLogin: (result) => onLoginRef.current(result),
      onRegister: (token) => router.push(routes.register(token)),
      inDialog,
    });
    return stop;
  }, [router, inDialog]);

  const refresh = () => void refreshScan();

  if (phase === 'bind' && identity) {
    return <BindPhoneForm identity={identity} onLogin={onLogin} onBack={refresh} />;
  }

  if (phase === 'active' && provider === 'open') {
    return (
      <div className={styles.qr}>
        <div className={styles.qrTitle}>{MSG.qrTitle}</div>
        <a className={styles.openPlatform} href={url}>
          <WechatOutlined />
          {MSG.qrOpenPlatform}
        </a>
        <p className={styles.qrAlt}>{MSG.qrOpenPlatformHint}</p>
      </div>
    );
  }

  // Before the first answer (idle, loading) a spinner; the mask over an expired QR or a failed request.
  const shown = phase === 'idle' || phase === 'bind' ? 'loading' : phase;
  return (
    <div className={styles.qr}>
      <div className={styles.qrTitle}>{MSG.qrTitle}</div>
      <div className={styles.qrBox} data-testid="login-qr" data-qr-state={shown} data-qr-url={url || undefined}>
        <QRCodeSVG value={url || 'about:blank'} size={QR_SIZE} level="M" bgColor="transparent" fgColor={QR_COLOUR} role="img" aria-label={MSG.qrTitle} />
        {shown !== 'active' && (
          <div className={styles.qrCover}>
            {shown === 'loading' ? (
              <Spinner label={MSG.qrLoading} />
            ) : (
              <div className={styles.qrMask}>
                <span>{phase === 'error' ? MSG.qrLoadFailed : MSG.qrExpired}</span>
                <Button variant="primary" size="small" icon={<ReloadOutlined />} onClick={refresh}>
                  {MSG.qrRefresh}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
      <p className={styles.qrHint}>
        <WechatOutlined />
        {MSG.qrHint}
      </p>
      {phase === 'active' && (
        <p className={styles.qrAlt}>
          {MSG.qrNoPhone}
          <a href={url} target="_blank" rel="noopener">
            {MSG.qrOpenInNewWindow}
          </a>
        </p>
      )}
    </div>
  );
}
