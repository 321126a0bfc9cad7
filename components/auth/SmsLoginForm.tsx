'use client';

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { loginBySms, sendSmsCode } from '@/lib/api/user';
import { IMAGE_CAPTCHA_LENGTH, LOGIN_EXPIRE_MINUTES } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { isMobile } from '@/lib/validation';
import { rejectionMessage } from './failure';
import { smsLoginSchema, type SmsLoginOutput, type SmsLoginValues } from './schemas';
import { ImageCodeField, MobileField, SmsCodeField } from './CodeFields';
import type { AfterLoginOptions } from './useAfterLogin';
import { useImageCaptcha } from './useImageCaptcha';
import type { LoginResult } from '@/lib/api/contract/user';
import styles from './auth.module.scss';
import { toast } from '@/components/ui/feedback';

/** Tab 1, password-free: mobile + picture code → SMS code → msgCodeLogin (a new mobile is registered on the spot). */
export default function SmsLoginForm({ onLogin }: { onLogin: (result: LoginResult, options?: AfterLoginOptions) => void }) {
  const captcha = useImageCaptcha();
  const { control, handleSubmit, getValues, setValue, formState } = useForm<SmsLoginValues, unknown, SmsLoginOutput>({
    resolver: zodResolver(smsLoginSchema),
    defaultValues: { mobile: '', imgCode: '', msgCode: '' },
  });
  const [mobile, imgCode, msgCode] = useWatch({ control, name: ['mobile', 'imgCode', 'msgCode'] });
  const canSend = isMobile(mobile.trim()) && imgCode.trim().length === IMAGE_CAPTCHA_LENGTH && captcha.key !== null;
  const active = mobile.trim() !== '' && msgCode.trim() !== '';

  /** The picture is spent by getMsgCode whatever the answer: show a new one and clear the old answer. */
  const renewCaptcha = () => {
    setValue('imgCode', '');
    captcha.refresh();
  };

  const send = async () => {
    const { mobile: m, imgCode: code } = getValues();
    try {
      await sendSmsCode(browserApi, { mobile: m.trim(), scene: 'login', imgCode: code.trim(), imgCodeKey: captcha.key ?? undefined });
      void toast.success(MSG.smsSent);
      return true;
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
      return false;
    } finally {
      renewCaptcha();
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      const result = await loginBySms(browserApi, { mobile: values.mobile, msgCode: values.msgCode, expireTime: LOGIN_EXPIRE_MINUTES });
      onLogin(result);
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField control={control} />
      <ImageCodeField control={control} captcha={captcha} />
      <SmsCodeField control={control} canSend={canSend} onSend={send} />
      <Button type="primary" htmlType="submit" block className={styles.submit} data-active={active} loading={formState.isSubmitting}>
        {MSG.loginButton}
      </Button>
    </form>
  );
}
