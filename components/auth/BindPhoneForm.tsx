'use client';

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@/components/ui/kit/Button';
import { browserApi } from '@/lib/api/browser';
import type { LoginResult } from '@/lib/api/contract/user';
import { bindWechatPhone } from '@/lib/api/user';
import { MSG } from '@/lib/messages';
import { bindMobileProblem } from '@/lib/patterns';
import { rejectionMessage } from './failure';
import { bindPhoneSchema, type BindPhoneOutput, type BindPhoneValues } from './schemas';
import { MobileField, SmsCodeField } from './CodeFields';
import { useSmsCode } from './useSmsCode';
import styles from './auth.module.scss';
import { toast } from '@/components/ui/feedback';
import type { ScannedIdentity } from '@/stores/qr-login';

interface Props {
  identity: ScannedIdentity;
  onLogin: (result: LoginResult) => void;
  onBack: () => void;
}

/**
 * Poll codes 1/2 (SPEC §4): the WeChat identity has no bound phone. The bind key proves the scan, so the
 * SMS code is sent without a picture code (scene bind); wechatBind binds (or registers) and logs in.
 */
export default function BindPhoneForm({ identity, onLogin, onBack }: Props) {
  const { control, handleSubmit, formState } = useForm<BindPhoneValues, unknown, BindPhoneOutput>({
    resolver: zodResolver(bindPhoneSchema),
    defaultValues: { mobile: '', code: '' },
  });
  const [mobile, code] = useWatch({ control, name: ['mobile', 'code'] });
  const sms = useSmsCode({ scene: 'bind', bindKey: identity.bindKey, mobile, mobileCheck: bindMobileProblem });
  const active = mobile.trim() !== '' && code.trim() !== '';
  const name = identity.nickname || MSG.wechatUser;

  const submit = handleSubmit(async (values) => {
    try {
      const result = await bindWechatPhone(browserApi, { mobile: values.mobile, code: values.code, key: identity.bindKey });
      void toast.success(MSG.phoneBound);
      onLogin(result);
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
    }
  });

  return (
    <div className={styles.bind} data-testid="bind-phone">
      <div className={styles.bindHead}>
        {identity.avatar && (
          // A data: URL (simulated) or WeChat's avatar URL.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={identity.avatar} alt="" />
        )}
        <div>
          <div className={styles.bindName}>{MSG.qrScannedTitle(name)}</div>
          <div className={styles.bindText}>{identity.code === 2 ? MSG.qrScannedKnown : MSG.qrScannedNew}</div>
        </div>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={MSG.bindPhoneTitle}>
        <MobileField control={control} sms={sms} />
        <SmsCodeField control={control} name="code" sms={sms} />
        <Button variant="primary" htmlType="submit" block className={styles.submit} data-active={active} loading={formState.isSubmitting}>
          {MSG.bindAndLogin}
        </Button>
      </form>
      <div className={styles.links}>
        <Button variant="link" size="small" className={styles.back} onClick={onBack}>
          {MSG.backToQr}
        </Button>
      </div>
    </div>
  );
}
