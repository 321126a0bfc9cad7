'use client';

import { useState } from 'react';
import { pictureProblem, useCodeProblems, type SmsCode } from '@/components/auth/useSmsCode';
import { useCountdown } from '@/components/auth/useCountdown';
import { useImageCaptcha } from '@/components/auth/useImageCaptcha';
import { rejectionMessage } from '@/components/auth/failure';
import { toast } from '@/components/ui/feedback';

export interface CodeSenderOptions {
  /** A picture code goes with the send (the SMS codes); the e-mail code needs the session only. */
  picture: boolean;
  /** The typed picture code (picture senders) and how to clear it once it is spent. */
  imgCode?: string;
  clearImgCode?: () => void;
  /** Why the target (a mobile, an e-mail) cannot get a code, with its field's message; null when it can. */
  targetProblem: string | null;
  /** The call; `pic` carries the picture code and its key. */
  send: (pic: { imgCode: string; imgCodeKey: string } | null) => Promise<unknown>;
  sentMessage: string;
}

/**
 * The send-code button's state for the security page's codes (old phone, new phone, e-mail), with the same
 * countdown, picture-code handling and refused clicks (the fields' messages) as the login forms
 * (components/auth/useSmsCode.ts) but its own calls.
 */
export function useCodeSender(o: CodeSenderOptions): SmsCode {
  const captcha = useImageCaptcha(o.picture);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const { shown, check } = useCodeProblems({ target: o.targetProblem ?? undefined, imgCode: o.picture ? pictureProblem(o.imgCode ?? '', captcha) : undefined });

  const send = async () => {
    if (countdown.running || !check()) return;
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

  return { captcha, problems: shown, sending, left: countdown.left, send };
}
