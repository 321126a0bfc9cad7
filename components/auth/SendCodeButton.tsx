'use client';

import Button from '@/components/ui/kit/Button';
import { MSG } from '@/lib/messages';
import type { SmsCode } from './useSmsCode';
import styles from './auth.module.scss';

/** 获取验证码 → disabled "Ns后重试" for 60 s → 获取验证码 (SPEC §4 send-code button). */
export default function SendCodeButton({ sms }: { sms: SmsCode }) {
  return (
    <Button className={styles.sendCode} disabled={!sms.canSend} loading={sms.sending} onClick={sms.send} data-countdown={sms.left || undefined}>
      {sms.left > 0 ? MSG.codeCountdown(sms.left) : MSG.getCode}
    </Button>
  );
}
