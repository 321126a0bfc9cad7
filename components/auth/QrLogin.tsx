'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { Button, QRCode, Spin } from 'antd';
import { ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import type { LoginResult } from '@/lib/api/contract/user';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useQrLogin } from '@/stores/qr-login';
import BindPhoneForm from './BindPhoneForm';
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
        <Button type="primary" size="large" icon={<WechatOutlined />} href={url}>
          {MSG.qrOpenPlatform}
        </Button>
        <p className={styles.qrAlt}>{MSG.qrOpenPlatformHint}</p>
      </div>
    );
  }

  // Before the first answer (idle, loading) a spinner; the mask over an expired QR or a failed request.
  const shown = phase === 'idle' || phase === 'bind' ? 'loading' : phase;
  const status = shown === 'active' ? 'active' : shown === 'loading' ? 'loading' : 'expired';
  return (
    <div className={styles.qr}>
      <div className={styles.qrTitle}>{MSG.qrTitle}</div>
      <div className={styles.qrBox} data-testid="login-qr" data-qr-state={shown} data-qr-url={url || undefined}>
        <QRCode
          value={url || 'about:blank'}
          type="svg"
          size={176}
          bordered={false}
          status={status}
          onRefresh={refresh}
          statusRender={({ status: shown, onRefresh }) =>
            shown === 'loading' ? (
              <Spin aria-label={MSG.qrLoading} />
            ) : (
              <div className={styles.qrMask}>
                <span>{phase === 'error' ? MSG.qrLoadFailed : MSG.qrExpired}</span>
                <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={onRefresh}>
                  {MSG.qrRefresh}
                </Button>
              </div>
            )
          }
        />
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
