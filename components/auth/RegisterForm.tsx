'use client';

import { useSyncExternalStore } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@/components/ui/kit/Alert';
import Button from '@/components/ui/kit/Button';
import type { LoginResult } from '@/lib/api/contract/user';
import { bindKeyOfToken, isNoBindToken } from '@/lib/api/contract/user-paths';
import { LOGIN_EXPIRE_MINUTES } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { useAuthStore } from '@/stores/auth';
import { authCalls } from './calls';
import ConsentField from './ConsentField';
import { rejectionMessage } from './failure';
import type { RegisterOutput, RegisterValues } from './schemas';
import { schemaResolver } from './schemaResolver';
import { ImageCodeField, MobileField, SmsCodeField } from './CodeFields';
import { LockOutlined } from './icons';
import TextField from './TextField';
import { useAfterLogin } from './useAfterLogin';
import { useSmsCode } from './useSmsCode';
import styles from './auth.module.scss';
import { toast } from '@/components/ui/feedback';

/**
 * /register (query token). A new customer registers with mobile + SMS code (msgCodeLogin registers a new
 * mobile) and may set a login password at once (setPasswd — a first password needs only the new session).
 * With `token=noBind_<key>` (a WeChat identity without a phone, SPEC §4) the code is sent with the bind key
 * instead of a picture code, and loginAndRegister/wx/open/loginReg registers the mobile with the WeChat
 * identity bound to it and the password in the same call.
 */
const resolver = schemaResolver<RegisterValues, RegisterOutput>('registerSchema');

/** The address does not change while the form is open. */
const noSubscription = () => () => {};

export default function RegisterForm({ token }: { token?: string | null }) {
  // /register is prerendered: without a `token` prop the query is read in the browser (none while prerendering).
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const given = token === undefined ? new URLSearchParams(search).get('token') : token;
  const bindKey = isNoBindToken(given) ? bindKeyOfToken(given) : null;
  return <RegisterFields key={bindKey ?? 'mobile'} bindKey={bindKey} />;
}

function RegisterFields({ bindKey }: { bindKey: string | null }) {
  const afterLogin = useAfterLogin('page');
  const { control, handleSubmit, setValue, formState } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver,
    defaultValues: { mobile: '', imgCode: bindKey ? '----' : '', msgCode: '', password: '', confirm: '', consent: false },
  });
  const [mobile, imgCode, msgCode] = useWatch({ control, name: ['mobile', 'imgCode', 'msgCode'] });
  const sms = useSmsCode(bindKey ? { scene: 'bind', bindKey, mobile } : { scene: 'register', mobile, imgCode, clearImgCode: () => setValue('imgCode', '') });
  const active = mobile.trim() !== '' && msgCode.trim() !== '';

  const submit = handleSubmit(async (values) => {
    let result: LoginResult;
    // loginReg sets the password itself when the account has none; an existing one is kept (as below).
    let passwordDone = false;
    try {
      if (bindKey) {
        const reg = await authCalls.registerByWechat({ mobile: values.mobile, code: values.msgCode, key: bindKey, password: values.password || undefined });
        result = { token: reg.token, userInfo: reg.userInfo };
        passwordDone = reg.passwordSet;
      } else {
        result = await authCalls.loginBySms({ mobile: values.mobile, msgCode: values.msgCode, expireTime: LOGIN_EXPIRE_MINUTES });
      }
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
      return;
    }
    // The session exists from here on: the password (if any) is set with it.
    useAuthStore.getState().signIn(result);
    if (values.password && !passwordDone) {
      try {
        await authCalls.setPassword({ password: values.password });
      } catch (err) {
        // An account that already had a password (the mobile was registered before) keeps it.
        const text = rejectionMessage(err);
        if (text) void toast.warning(MSG.registerPasswordFailed(text));
      }
    }
    if (bindKey) void toast.success(MSG.phoneBound);
    afterLogin(result, { successMessage: MSG.registerSuccess });
  });

  return (
    <>
      {bindKey && <Alert type="info" className={styles.alert} message={MSG.registerBindNote} />}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={MSG.serviceTitleRegister}>
        <MobileField control={control} sms={sms} />
        {!bindKey && <ImageCodeField control={control} captcha={sms.captcha} sms={sms} />}
        <SmsCodeField control={control} sms={sms} />
        <TextField control={control} name="password" type="password" label={MSG.registerPasswordLabel} placeholder={MSG.registerPasswordOptional} maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} />
        <TextField control={control} name="confirm" type="password" label={MSG.confirmPasswordLabel} placeholder={MSG.confirmPasswordRegister} maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} />
        <ConsentField control={control} name="consent" />
        <Button variant="primary" htmlType="submit" block className={styles.submit} data-active={active} loading={formState.isSubmitting}>
          {bindKey ? MSG.registerBindSubmit : MSG.registerSubmit}
        </Button>
      </form>
    </>
  );
}
