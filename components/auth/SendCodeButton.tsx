'use client';

import Button from '@/components/ui/kit/Button';
import { MSG } from '@/lib/messages';
import type { SmsCode } from './useSmsCode';
import styles from './auth.module.scss';

/**
 * 获取验证码 → disabled "Ns后重试" for 60 s → 获取验证码 (SPEC §4 send-code button). Never greyed out for what is
 * typed: a click with a wrong phone, e-mail or picture code shows the fields' messages instead of sending.
 */
export default function SendCodeButton({ sms }: { sms: SmsCode }) {
  return (
    <Button className={styles.sendCode} disabled={sms.left > 0} loading={sms.sending} onClick={sms.send} data-countdown={sms.left || undefined}>
      {sms.left > 0 ? MSG.codeCountdown(sms.left) : MSG.getCode}
    </Button>
  );
}
