'use client';

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import SendCodeButton from '@/components/auth/SendCodeButton';
import TextField from '@/components/auth/TextField';
import { rejectionMessage } from '@/components/auth/failure';
import { toast } from '@/components/ui/feedback';
import { browserApi } from '@/lib/api/browser';
import { securityCalls } from '@/lib/api/security';
import { SECURITY_MSG } from '@/lib/messages';
import { emailProblem } from '@/lib/validation';
import { emailBindSchema, type EmailBindValues } from './schemas';
import { useCodeSender } from './useCodeSender';
import styles from './security.module.scss';

/** 绑定邮箱 / 更换: the address (SPEC §5 helper pattern, .com / .cn only) and the 6-digit code mailed to it. */
export default function EmailDialog({ rebind, onClose, onDone }: { rebind: boolean; onClose: () => void; onDone: () => void }) {
  const { control, handleSubmit, formState } = useForm<EmailBindValues>({ resolver: zodResolver(emailBindSchema), defaultValues: { email: '', code: '' } });
  const email = useWatch({ control, name: 'email' });
  const sender = useCodeSender({
    picture: false,
    targetProblem: emailProblem(email.trim()),
    send: () => securityCalls.emailCode(browserApi, email.trim()),
    sentMessage: SECURITY_MSG.emailSent,
  });
  const submit = handleSubmit(async (v) => {
    try {
      await securityCalls.emailBind(browserApi, { email: v.email, code: v.code });
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
      return;
    }
    void toast.success(SECURITY_MSG.emailBound);
    onDone();
  });
  const title = rebind ? `${SECURITY_MSG.rebind}${SECURITY_MSG.emailLabel}` : SECURITY_MSG.emailBind;
  return (
    <Modal open title={title} okText={SECURITY_MSG.submit} onOk={() => void submit()} confirmLoading={formState.isSubmitting} onCancel={onClose} destroyOnHidden>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <TextField
          control={control}
          name="email"
          label={SECURITY_MSG.emailLabel}
          placeholder={SECURITY_MSG.emailPlaceholder}
          maxLength={100}
          inputMode="email"
          autoComplete="email"
          prefix={<MailOutlined />}
          problem={sender.problems.target}
        />
        <TextField
          control={control}
          name="code"
          label={SECURITY_MSG.emailCodeLabel}
          placeholder={SECURITY_MSG.emailCodePlaceholder}
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          prefix={<SafetyOutlined />}
          addon={<SendCodeButton sms={sender} />}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
