'use client';

import { useForm, useWatch } from 'react-hook-form';
import Button from '@/components/ui/kit/Button';
import { authCalls } from './calls';
import { LOGIN_EXPIRE_MINUTES } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { rejectionMessage } from './failure';
import type { SmsLoginOutput, SmsLoginValues } from './schemas';
import { schemaResolver } from './schemaResolver';
import { ImageCodeField, MobileField, SmsCodeField } from './CodeFields';
import type { AfterLoginOptions } from './useAfterLogin';
import { useSmsCode } from './useSmsCode';
import type { LoginResult } from '@/lib/api/contract/user';
import styles from './auth.module.scss';
import { toast } from '@/components/ui/feedback';

const resolver = schemaResolver<SmsLoginValues, SmsLoginOutput>('smsLoginSchema');

/** Tab 1, password-free: mobile + picture code → SMS code → msgCodeLogin (a new mobile is registered on the spot). */
export default function SmsLoginForm({ onLogin }: { onLogin: (result: LoginResult, options?: AfterLoginOptions) => void }) {
  const { control, handleSubmit, setValue, formState } = useForm<SmsLoginValues, unknown, SmsLoginOutput>({
    resolver,
    defaultValues: { mobile: '', imgCode: '', msgCode: '' },
  });
  const [mobile, imgCode, msgCode] = useWatch({ control, name: ['mobile', 'imgCode', 'msgCode'] });
  const sms = useSmsCode({ scene: 'login', mobile, imgCode, clearImgCode: () => setValue('imgCode', '') });
  const active = mobile.trim() !== '' && msgCode.trim() !== '';

  const submit = handleSubmit(async (values) => {
    try {
      const result = await authCalls.loginBySms({ mobile: values.mobile, msgCode: values.msgCode, expireTime: LOGIN_EXPIRE_MINUTES });
      onLogin(result);
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField control={control} sms={sms} />
      <ImageCodeField control={control} captcha={sms.captcha} sms={sms} />
      <SmsCodeField control={control} sms={sms} />
      <Button variant="primary" htmlType="submit" block className={styles.submit} data-active={active} loading={formState.isSubmitting}>
        {MSG.loginButton}
      </Button>
    </form>
  );
}
