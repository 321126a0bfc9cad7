'use client';

import { useState } from 'react';
import type { SmsCode } from '@/components/auth/useSmsCode';
import { useCountdown } from '@/components/auth/useCountdown';
import { useImageCaptcha } from '@/components/auth/useImageCaptcha';
import { rejectionMessage } from '@/components/auth/failure';
import { toast } from '@/components/ui/feedback';
import { IMAGE_CAPTCHA_LENGTH } from '@/lib/constants';

export interface CodeSenderOptions {
  /** A picture code goes with the send (the SMS codes); the e-mail code needs the session only. */
  picture: boolean;
  /** The typed picture code (picture senders) and how to clear it once it is spent. */
  imgCode?: string;
  clearImgCode?: () => void;
  /** The target is valid (a mobile, an e-mail): the button may be used. */
  ready: boolean;
  /** The call; `pic` carries the picture code and its key. */
  send: (pic: { imgCode: string; imgCodeKey: string } | null) => Promise<unknown>;
  sentMessage: string;
}

/**
 * The send-code button's state for the security page's codes (old phone, new phone, e-mail), with the same
 * countdown and picture-code handling as the login forms (components/auth/useSmsCode.ts) but its own calls.
 */
export function useCodeSender(o: CodeSenderOptions): SmsCode {
  const captcha = useImageCaptcha(o.picture);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const pictureOk = !o.picture || ((o.imgCode ?? '').trim().length === IMAGE_CAPTCHA_LENGTH && captcha.key !== null);

  const send = async () => {
    setSending(true);
    try {
      await o.send(o.picture ? { imgCode: (o.imgCode ?? '').trim(), imgCodeKey: captcha.key ?? '' } : null);
      void toast.success(o.sentMessage);
      countdown.start();
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
    } finally {
      if (o.picture) {
        o.clearImgCode?.();
        captcha.refresh();
      }
      setSending(false);
    }
  };

  return { captcha, canSend: o.ready && pictureOk && !countdown.running, sending, left: countdown.left, send };
}
