'use client';

import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import Button from '@/components/ui/kit/Button';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { LOGIN_TAB, useLoginModal } from '@/stores/login-modal';
import { authCalls } from './calls';
import ConsentField from './ConsentField';
import { rejectionMessage } from './failure';
import type { ForgetPasswordOutput, ForgetPasswordValues } from './schemas';
import { schemaResolver } from './schemaResolver';
import { ImageCodeField, MobileField, SmsCodeField } from './CodeFields';
import { LockOutlined } from './icons';
import TextField from './TextField';
import { useSmsCode } from './useSmsCode';
import styles from './auth.module.scss';
import { toast } from '@/components/ui/feedback';

const resolver = schemaResolver<ForgetPasswordValues, ForgetPasswordOutput>('forgetPasswordSchema');

/**
 * /login/forgetThePassword: mobile + picture code → SMS code (scene reset) → new password twice, with the
 * consent checkbox; forgetPasswd ends every session of the account, then the person logs in again.
 */
export default function ForgetPasswordForm() {
  const router = useRouter();
  const { control, handleSubmit, setValue, formState } = useForm<ForgetPasswordValues, unknown, ForgetPasswordOutput>({
    resolver,
    defaultValues: { mobile: '', imgCode: '', msgCode: '', password: '', confirm: '', consent: false },
  });
  const [mobile, imgCode, msgCode, password] = useWatch({ control, name: ['mobile', 'imgCode', 'msgCode', 'password'] });
  const sms = useSmsCode({ scene: 'reset', mobile, imgCode, clearImgCode: () => setValue('imgCode', '') });
  const active = mobile.trim() !== '' && msgCode.trim() !== '' && password.trim() !== '';

  const submit = handleSubmit(async (values) => {
    try {
      await authCalls.resetPassword({ mobile: values.mobile, msgCode: values.msgCode, password: values.password });
      void toast.success(MSG.resetSuccess);
      useLoginModal.getState().setTab(LOGIN_TAB.password);
      router.push(routes.login);
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={MSG.serviceTitleForget}>
      <MobileField control={control} sms={sms} />
      <ImageCodeField control={control} captcha={sms.captcha} sms={sms} />
      <SmsCodeField control={control} sms={sms} />
      <TextField control={control} name="password" type="password" label={MSG.newPasswordLabel} placeholder={MSG.newPasswordPlaceholder} maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} />
      <TextField control={control} name="confirm" type="password" label={MSG.confirmNewPasswordLabel} placeholder={MSG.confirmPasswordPlaceholder} maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} />
      <ConsentField control={control} name="consent" />
      <Button variant="primary" htmlType="submit" block className={styles.submit} data-active={active} loading={formState.isSubmitting}>
        {MSG.resetSubmit}
      </Button>
    </form>
  );
}
