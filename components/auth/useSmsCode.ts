'use client';

import { useState } from 'react';
import type { BodyOf } from '@/lib/api/contract/endpoint';
import type { user } from '@/lib/api/contract/user';
import { IMAGE_CAPTCHA_LENGTH } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { mobileProblem, RULE_MSG } from '@/lib/patterns';
import { toast } from '@/components/ui/feedback';
import { useRefusals } from '@/components/ui/useRefusals';
import { authCalls } from './calls';
import { rejectionMessage } from './failure';
import { useCountdown } from './useCountdown';
import { useImageCaptcha, type ImageCaptcha } from './useImageCaptcha';

type Scene = NonNullable<BodyOf<typeof user.getMsgCode>['scene']>;

export type SmsCodeOptions = (
  /** SMS login, register, forgotten password: the code is sent with a picture code. */
  | { scene: Exclude<Scene, 'bind'>; mobile: string; imgCode: string; clearImgCode: () => void }
  /** WeChat bind: the bind key proves the scan, no picture code. */
  | { scene: 'bind'; bindKey: string; mobile: string }
) & {
  /** The form's own check of the mobile, with its messages (default: SPEC §5 phone login's). */
  mobileCheck?: (mobile: string) => string | null;
};

/** Why a code cannot be sent: the target (the mobile, the e-mail) and the picture code, each with its field's message. */
export interface CodeProblems {
  target?: string;
  imgCode?: string;
}

export interface SmsCode {
  /** The picture code (none is loaded for a bind). */
  captcha: ImageCaptcha;
  /**
   * The messages to show under the target and picture-code fields: empty until 获取验证码 is clicked with something
   * wrong, then kept up to date as they are typed (so a fixed field loses its message) until a click sends.
   */
  problems: CodeProblems;
  sending: boolean;
  /** Seconds left before another code may be asked for; 0 = the button is free. */
  left: number;
  /** Checks the fields (their messages shown when wrong), then sends: 验证码发送成功 and the 60 s countdown, or the server's refusal as a toast. */
  send: () => Promise<void>;
}

/** The picture-code part of a send: 4 characters of a loaded picture (SPEC §4), else the field's message. */
export function pictureProblem(imgCode: string, captcha: ImageCaptcha): string | undefined {
  if (imgCode.trim().length !== IMAGE_CAPTCHA_LENGTH) return RULE_MSG.imgCode;
  return captcha.key === null ? MSG.captchaNotReady : undefined;
}

/**
 * The button stays usable whatever is typed: SPEC §4's "enabled only when the phone is valid and the picture code has
 * 4 characters" is enforced by refusing the click with the fields' messages (components/ui/useRefusals.ts).
 */
export const useCodeProblems = (problems: CodeProblems) => useRefusals<keyof CodeProblems>(problems);

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
  const { shown, check } = useCodeProblems({
    target: (options.mobileCheck ?? mobileProblem)(mobile) ?? undefined,
    imgCode: options.scene === 'bind' ? undefined : pictureProblem(options.imgCode, captcha),
  });

  const send = async () => {
    if (countdown.running || !check()) return;
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

  return { captcha, problems: shown, sending, left: countdown.left, send };
}
