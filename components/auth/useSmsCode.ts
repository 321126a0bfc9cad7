'use client';

import { useState } from 'react';
import type { BodyOf } from '@/lib/api/contract/endpoint';
import type { user } from '@/lib/api/contract/user';
import { IMAGE_CAPTCHA_LENGTH } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { isMobile } from '@/lib/patterns';
import { toast } from '@/components/ui/feedback';
import { authCalls } from './calls';
import { rejectionMessage } from './failure';
import { useCountdown } from './useCountdown';
import { useImageCaptcha, type ImageCaptcha } from './useImageCaptcha';

type Scene = NonNullable<BodyOf<typeof user.getMsgCode>['scene']>;

export type SmsCodeOptions =
  /** SMS login, register, forgotten password: the code is sent with a picture code. */
  | { scene: Exclude<Scene, 'bind'>; mobile: string; imgCode: string; clearImgCode: () => void }
  /** WeChat bind: the bind key proves the scan, no picture code. */
  | { scene: 'bind'; bindKey: string; mobile: string };

export interface SmsCode {
  /** The picture code (none is loaded for a bind). */
  captcha: ImageCaptcha;
  /** SPEC §4: enabled only when the phone is valid and, where a picture code is shown, it has 4 characters. */
  canSend: boolean;
  sending: boolean;
  /** Seconds left before another code may be asked for; 0 = the button is free. */
  left: number;
  /** Sends the code: 验证码发送成功 and the 60 s countdown, or the server's refusal as a toast. */
  send: () => Promise<void>;
}

/**
 * The send-SMS-code flow of every code-based form (SMS login, register, forgotten password, WeChat bind):
 * the picture captcha, the getMsgCode call, its messages and the resend countdown. The picture is spent by
 * getMsgCode whatever the answer, so a new one is shown and the old answer cleared after every send.
 */
export function useSmsCode(options: SmsCodeOptions): SmsCode {
  const withPicture = options.scene !== 'bind';
  const captcha = useImageCaptcha(withPicture);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const mobile = options.mobile.trim();
  const canSend = isMobile(mobile) && (!withPicture || (options.imgCode.trim().length === IMAGE_CAPTCHA_LENGTH && captcha.key !== null));

  const send = async () => {
    setSending(true);
    try {
      if (options.scene === 'bind') await authCalls.sendSmsCode({ mobile, scene: 'bind', key: options.bindKey });
      else await authCalls.sendSmsCode({ mobile, scene: options.scene, imgCode: options.imgCode.trim(), imgCodeKey: captcha.key ?? undefined });
      void toast.success(MSG.smsSent);
      countdown.start();
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
    } finally {
      if (options.scene !== 'bind') {
        options.clearImgCode();
        captcha.refresh();
      }
      setSending(false);
    }
  };

  return { captcha, canSend: canSend && !countdown.running, sending, left: countdown.left, send };
}
