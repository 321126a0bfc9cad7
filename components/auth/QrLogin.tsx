'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button, QRCode, Spin } from 'antd';
import { ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { browserApi } from '@/lib/api/browser';
import { QR_STATE, type LoginResult } from '@/lib/api/contract/user';
import { isNoBindToken, pollWechatScan, startWechatScan } from '@/lib/api/user';
import { QR_POLL_MS, QR_VALID_SECONDS } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import BindPhoneForm, { type ScannedIdentity } from './BindPhoneForm';
import styles from './auth.module.scss';

type Provider = 'simulated' | 'open';
type Phase =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'active'; url: string; provider: Provider }
  | { kind: 'expired'; url: string; provider: Provider }
  | { kind: 'bind'; identity: ScannedIdentity };

interface Timers {
  poll?: ReturnType<typeof setTimeout>;
  expire?: ReturnType<typeof setTimeout>;
  request?: AbortController;
}

/**
 * Tab 0, WeChat QR (SPEC §4): wechatScan → a QR valid 60 s, polled every second with wechatIsLogin.
 * 0 waiting; 1/2 scanned without a bound phone → the bind form; 3 logged in (a `noBind_` token → /register);
 * 4 or the 60 s passing → a mask with 刷新, which asks for a new QR.
 *
 * The QR's URL is also on the box (`data-qr-url`) and behind "在新窗口打开": with the embedded simulated
 * provider, the QR encodes a page of this shop that plays the phone — a person without a phone opens it in
 * another window; tests read it there.
 */
export default function QrLogin({ onLogin }: { onLogin: (result: LoginResult) => void }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  /** The current scan; answers belonging to an older one are dropped. */
  const generation = useRef(0);
  const timers = useRef<Timers>({});
  // A new onLogin (its owner re-rendered) must not restart the scan: the scan reads the latest one.
  const onLoginRef = useRef(onLogin);
  useEffect(() => {
    onLoginRef.current = onLogin;
  }, [onLogin]);

  const stop = useCallback(() => {
    const t = timers.current;
    clearTimeout(t.poll);
    clearTimeout(t.expire);
    t.request?.abort();
    timers.current = {};
  }, []);

  const scan = useCallback(async () => {
    stop();
    const gen = ++generation.current;
    const current = () => gen === generation.current;
    let scene;
    try {
      scene = await startWechatScan(browserApi);
    } catch {
      if (current()) setPhase({ kind: 'error' });
      return;
    }
    if (!current()) return;
    const provider: Provider = scene.provider ?? 'simulated';
    const url = scene.qrcodeUrl;
    setPhase({ kind: 'active', url, provider });
    // The Open Platform page returns to /login/wxLogin by itself: nothing to poll.
    if (provider === 'open') return;

    const expire = () => {
      if (!current()) return;
      stop();
      setPhase({ kind: 'expired', url, provider });
    };
    timers.current.expire = setTimeout(expire, (scene.expireSeconds || QR_VALID_SECONDS) * 1000);

    const poll = async () => {
      if (!current()) return;
      const request = new AbortController();
      timers.current.request = request;
      let answer;
      try {
        answer = await pollWechatScan(browserApi, scene.scene_str, request.signal);
      } catch {
        if (current() && !request.signal.aborted) expire();
        return;
      }
      if (!current()) return;
      switch (answer.code) {
        case QR_STATE.waiting:
          timers.current.poll = setTimeout(poll, QR_POLL_MS);
          return;
        case QR_STATE.scannedNew:
        case QR_STATE.scannedUnbound:
          if (!answer.key) return expire();
          stop();
          setPhase({ kind: 'bind', identity: { bindKey: answer.key, nickname: answer.nickname ?? null, avatar: answer.avatar ?? null, code: answer.code } });
          return;
        case QR_STATE.loggedIn:
          stop();
          generation.current += 1;
          if (isNoBindToken(answer.token)) router.push(routes.register(answer.token));
          else if (answer.token && answer.userInfo) onLoginRef.current({ token: answer.token, userInfo: answer.userInfo });
          else setPhase({ kind: 'expired', url, provider });
          return;
        default:
          expire();
      }
    };
    timers.current.poll = setTimeout(poll, QR_POLL_MS);
  }, [router, stop]);

  useEffect(() => {
    void scan();
    return () => {
      generation.current += 1;
      stop();
    };
  }, [scan, stop]);

  const refresh = () => {
    setPhase({ kind: 'loading' });
    void scan();
  };

  if (phase.kind === 'bind') {
    return <BindPhoneForm identity={phase.identity} onLogin={onLogin} onBack={refresh} />;
  }

  const url = phase.kind === 'active' || phase.kind === 'expired' ? phase.url : '';
  const provider = phase.kind === 'active' || phase.kind === 'expired' ? phase.provider : 'simulated';

  if (phase.kind === 'active' && provider === 'open') {
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

  const status = phase.kind === 'active' ? 'active' : phase.kind === 'loading' ? 'loading' : 'expired';
  return (
    <div className={styles.qr}>
      <div className={styles.qrTitle}>{MSG.qrTitle}</div>
      <div className={styles.qrBox} data-testid="login-qr" data-qr-state={phase.kind} data-qr-url={url || undefined}>
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
                <span>{phase.kind === 'error' ? MSG.qrLoadFailed : MSG.qrExpired}</span>
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
      {phase.kind === 'active' && (
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
