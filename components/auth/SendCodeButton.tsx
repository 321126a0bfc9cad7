'use client';

import { useState } from 'react';
import { Button } from 'antd';
import { MSG } from '@/lib/messages';
import { useCountdown } from './useCountdown';
import styles from './auth.module.scss';

interface Props {
  /** SPEC §4: enabled only when the phone is valid (and the image code has 4 characters where one is shown). */
  canSend: boolean;
  /** Sends the code; resolves true when it went out (then the 60 s countdown runs). */
  onSend: () => Promise<boolean>;
}

/** 获取验证码 → disabled "Ns后重试" for 60 s → 获取验证码 (SPEC §4 send-code button). */
export default function SendCodeButton({ canSend, onSend }: Props) {
  const { left, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };

  return (
    <Button className={styles.sendCode} disabled={!canSend || running} loading={sending} onClick={send} data-countdown={left || undefined}>
      {running ? MSG.codeCountdown(left) : MSG.getCode}
    </Button>
  );
}
