'use client';

import { useEffect, useState } from 'react';
import Button from '@/components/ui/kit/Button';
import Spinner from '@/components/ui/kit/Spinner';
import TextInput from '@/components/ui/kit/TextInput';
import { browserApi } from '@/lib/api/browser';
import { getSimulatedScene, confirmSimulatedScene } from '@/lib/api/user';
import { formatTime } from '@/lib/china-time';
import { MSG } from '@/lib/messages';
import { site } from '@/lib/site';
import { rejectionMessage } from './failure';
import { CheckCircleFilled, WarningFilled, WechatOutlined } from './icons';
import auth from './auth.module.scss';
import styles from './SimulatedPhone.module.scss';
import { toast } from '@/components/ui/feedback';

type View = { kind: 'loading' } | { kind: 'waiting'; expiresAt: string | null } | { kind: 'confirmed'; nickname?: string } | { kind: 'expired'; text: string };

const NICKNAME_MAX = 20;

/**
 * The phone of the simulated WeChat provider (light kit; it plays WeChat: its green instead of the shop's blue): shows the scanned scene and asks to confirm the login as a
 * WeChat identity (the nickname is the identity: the same nickname is the same WeChat user next time).
 */
export default function SimulatedPhone({ scene }: { scene: string }) {
  const [view, setView] = useState<View>(scene ? { kind: 'loading' } : { kind: 'expired', text: MSG.simMissing });
  const [nickname, setNickname] = useState('');
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!scene) return;
    let live = true;
    getSimulatedScene(browserApi, scene)
      .then((s) => {
        if (!live) return;
        if (s.status === 'waiting') setView({ kind: 'waiting', expiresAt: s.expiresAt });
        else if (s.status === 'confirmed') setView({ kind: 'confirmed' });
        else setView({ kind: 'expired', text: MSG.simExpired });
      })
      .catch((err: unknown) => {
        if (live) setView({ kind: 'expired', text: rejectionMessage(err) ?? MSG.simExpired });
      });
    return () => {
      live = false;
    };
  }, [scene]);

  const confirm = async () => {
    const name = nickname.trim();
    if (!name) {
      setNicknameError(MSG.simNicknamePlaceholder);
      return;
    }
    setNicknameError(null);
    setBusy(true);
    try {
      const done = await confirmSimulatedScene(browserApi, { scene_str: scene, nickname: name });
      setView({ kind: 'confirmed', nickname: done.nickname });
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) {
        void toast.error(text);
        setView({ kind: 'expired', text });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
        <header className={styles.bar}>
          <WechatOutlined aria-hidden="true" />
          {MSG.simPhoneTitle}
        </header>
        <main className={styles.body}>
          <div className={styles.site}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/logo.svg" alt={site.name} className={styles.logo} />
          </div>
          {view.kind === 'loading' && <Spinner className={styles.spin} />}
          {view.kind === 'waiting' && (
            <form
              className={styles.form}
              onSubmit={(e) => {
                e.preventDefault();
                void confirm();
              }}
            >
              <h1 className={styles.question}>{MSG.simConfirmQuestion(site.name)}</h1>
              <label className={styles.label} htmlFor="sim-nickname">
                {MSG.simNickname}
              </label>
              <TextInput
                id="sim-nickname"
                size="large"
                className={styles.nickname}
                value={nickname}
                maxLength={NICKNAME_MAX}
                placeholder={MSG.simNicknamePlaceholder}
                status={nicknameError ? 'error' : undefined}
                aria-invalid={nicknameError ? true : undefined}
                aria-describedby={nicknameError ? 'sim-nickname-help' : undefined}
                onChange={setNickname}
                onBlur={() => setNickname((v) => v.trim())}
              />
              {nicknameError && (
                <div id="sim-nickname-help" role="alert" className={styles.error}>
                  {nicknameError}
                </div>
              )}
              {view.expiresAt && <p className={styles.expires}>{MSG.simExpiresAt(formatTime(view.expiresAt, 'clockSecond'))}</p>}
              <Button htmlType="submit" variant="primary" size="large" block loading={busy} className={styles.confirm}>
                {MSG.simConfirm}
              </Button>
            </form>
          )}
          {view.kind === 'confirmed' && (
            <div className={auth.result}>
              <CheckCircleFilled className={styles.ok} />
              <h2 className={auth.resultTitle}>{view.nickname ? `${view.nickname}` : MSG.simConfirm}</h2>
              <p className={auth.resultText}>{MSG.simConfirmed}</p>
            </div>
          )}
          {view.kind === 'expired' && (
            <div className={auth.result}>
              <WarningFilled className={auth.resultWarning} />
              <h2 className={auth.resultTitle}>{MSG.qrExpired}</h2>
              <p className={auth.resultText}>{view.text}</p>
            </div>
          )}
          <p className={styles.note}>{MSG.simNote}</p>
        </main>
    </div>
  );
}
