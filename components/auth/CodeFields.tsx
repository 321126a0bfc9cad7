'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';
import { MessageOutlined } from '@/components/ui/icons';
import { IMAGE_CAPTCHA_LENGTH, PHONE_LENGTH } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import CaptchaImage from './CaptchaImage';
import { MobileOutlined, SafetyOutlined } from './icons';
import SendCodeButton from './SendCodeButton';
import TextField from './TextField';
import type { ImageCaptcha } from './useImageCaptcha';
import type { SmsCode } from './useSmsCode';

/*
 * The three rows every code-based form shares (SMS login, register, forgotten password, WeChat bind):
 * mobile, picture captcha and SMS code with its send button — one definition, so their rules and looks agree.
 */

/** `sms`: the send-code flow whose refused click puts its message under the field. */
export function MobileField<T extends FieldValues>({ control, name = 'mobile' as Path<T>, sms }: { control: Control<T>; name?: Path<T>; sms?: SmsCode }) {
  return (
    <TextField
      control={control}
      name={name}
      label={MSG.mobileLabel}
      placeholder={MSG.mobilePlaceholder}
      maxLength={PHONE_LENGTH}
      inputMode="tel"
      autoComplete="tel"
      prefix={<MobileOutlined />}
      problem={sms?.problems.target}
    />
  );
}

export function ImageCodeField<T extends FieldValues>({ control, captcha, name = 'imgCode' as Path<T>, sms }: { control: Control<T>; captcha: ImageCaptcha; name?: Path<T>; sms?: SmsCode }) {
  return (
    <TextField
      control={control}
      name={name}
      problem={sms?.problems.imgCode}
      label={MSG.imgCodeLabel}
      placeholder={MSG.imgCodePlaceholder}
      maxLength={IMAGE_CAPTCHA_LENGTH}
      autoComplete="off"
      prefix={<SafetyOutlined />}
      addon={<CaptchaImage captcha={captcha} />}
    />
  );
}

export function SmsCodeField<T extends FieldValues>({ control, sms, name = 'msgCode' as Path<T> }: { control: Control<T>; sms: SmsCode; name?: Path<T> }) {
  return (
    <TextField
      control={control}
      name={name}
      label={MSG.smsCodeLabel}
      placeholder={MSG.smsCodePlaceholder}
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      prefix={<MessageOutlined />}
      addon={<SendCodeButton sms={sms} />}
    />
  );
}
