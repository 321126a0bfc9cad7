'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Button from '@/components/ui/kit/Button';
import Checkbox from '@/components/ui/kit/Checkbox';
import type { LoginResult } from '@/lib/api/contract/user';
import { LOGIN_EXPIRE_MINUTES, LOGIN_REMEMBER_EXPIRE_MINUTES } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { ImageCodeField } from './CodeFields';
import { LockOutlined, UserOutlined } from './icons';
import { authCalls } from './calls';
import { rejectionMessage } from './failure';
import { readRememberedAccount, writeRememberedAccount } from './rememberedAccount';
import type { PasswordLoginOutput, PasswordLoginValues } from './schemas';
import { schemaResolver } from './schemaResolver';
import TextField from './TextField';
import type { AfterLoginOptions } from './useAfterLogin';
import { useImageCaptcha } from './useImageCaptcha';
import styles from './auth.module.scss';
import { toast } from '@/components/ui/feedback';

const resolver = schemaResolver<PasswordLoginValues, PasswordLoginOutput>('passwordLoginSchema');

interface Props {
  onLogin: (result: LoginResult, options?: AfterLoginOptions) => void;
  /** The 忘记密码 link leaves the pop-up. */
  onLeave?: () => void;
}

/** Tab 2: mobile or e-mail + password + picture code; 记住我 = a 30-day session (expireTime 43200). */
export default function PasswordLoginForm({ onLogin, onLeave }: Props) {
  const captcha = useImageCaptcha();
  const { control, handleSubmit, setValue, getValues, formState } = useForm<PasswordLoginValues, unknown, PasswordLoginOutput>({
    resolver,
    defaultValues: { account: '', password: '', imgCode: '', remember: false },
  });
  const [account, password] = useWatch({ control, name: ['account', 'password'] });
  const active = account.trim() !== '' && password.trim() !== '';

  // The remembered account (never the password) fills the first field.
  useEffect(() => {
    const remembered = readRememberedAccount();
    if (remembered && !getValues('account')) {
      setValue('account', remembered);
      setValue('remember', true);
    }
  }, [getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await authCalls.loginByPassword({
        account: values.account,
        password: values.password,
        imgCode: values.imgCode,
        imgCodeKey: captcha.key ?? '',
        expireTime: values.remember ? LOGIN_REMEMBER_EXPIRE_MINUTES : LOGIN_EXPIRE_MINUTES,
      });
      writeRememberedAccount(values.remember ? values.account : null);
      onLogin(result, { remember: values.remember });
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
      // The picture was spent by the attempt: a new one, and the old answer cleared.
      setValue('imgCode', '');
      captcha.refresh();
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField control={control} name="account" label={MSG.accountLabel} placeholder={MSG.accountPlaceholder} maxLength={100} autoComplete="username" prefix={<UserOutlined />} />
      <TextField control={control} name="password" type="password" label={MSG.passwordLabel} placeholder={MSG.passwordPlaceholder} maxLength={20} autoComplete="current-password" prefix={<LockOutlined />} />
      <ImageCodeField control={control} captcha={captcha} />
      <div className={styles.options}>
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Checkbox ref={field.ref} name={field.name} checked={field.value} onChange={field.onChange}>
              {MSG.rememberMe}
            </Checkbox>
          )}
        />
        <Link prefetch={false} href={routes.forgetPassword} onClick={onLeave}>
          {MSG.forgotPassword}
        </Link>
      </div>
      <Button variant="primary" htmlType="submit" block className={styles.submit} data-active={active} loading={formState.isSubmitting}>
        {MSG.loginButton}
      </Button>
    </form>
  );
}
