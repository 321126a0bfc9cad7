'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import TextField from '@/components/auth/TextField';
import { rejectionMessage } from '@/components/auth/failure';
import { toast } from '@/components/ui/feedback';
import { browserApi } from '@/lib/api/browser';
import { changePassword, setPassword } from '@/lib/api/password';
import { MSG, SECURITY_MSG } from '@/lib/messages';
import { changePasswordSchema, setPasswordSchema, type ChangePasswordValues, type SetPasswordValues } from './schemas';
import styles from './security.module.scss';

interface Props {
  onClose: () => void;
  onDone: () => void;
}

/** 修改登录密码 (old + new + confirm); after it every other device is logged out. */
export function ChangePasswordDialog({ onClose, onDone }: Props) {
  const { control, handleSubmit, formState } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: { oldPassword: '', password: '', confirm: '' } });
  const submit = handleSubmit(async (v) => {
    try {
      await changePassword(browserApi, { oldPassword: v.oldPassword, password: v.password });
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
      return;
    }
    void toast.success(SECURITY_MSG.passwordChanged);
    onDone();
  });
  return (
    <Modal open title={SECURITY_MSG.passwordChange} okText={SECURITY_MSG.submit} onOk={() => void submit()} confirmLoading={formState.isSubmitting} onCancel={onClose} destroyOnHidden>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={SECURITY_MSG.passwordChange}>
        <TextField control={control} name="oldPassword" type="password" label={SECURITY_MSG.oldPasswordLabel} placeholder={SECURITY_MSG.oldPasswordPlaceholder} maxLength={20} autoComplete="current-password" prefix={<LockOutlined />} />
        <TextField control={control} name="password" type="password" label={SECURITY_MSG.newPasswordLabel} placeholder={SECURITY_MSG.newPasswordPlaceholder} maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} />
        <TextField control={control} name="confirm" type="password" label={MSG.confirmPasswordLabel} placeholder={SECURITY_MSG.confirmPasswordPlaceholder} maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

/** 设置登录密码: an account made by SMS or WeChat has none yet (userInfo/setPasswd needs only the session then). */
export function SetPasswordDialog({ onClose, onDone }: Props) {
  const { control, handleSubmit, formState } = useForm<SetPasswordValues>({ resolver: zodResolver(setPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const submit = handleSubmit(async (v) => {
    try {
      await setPassword(browserApi, { password: v.password });
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
      return;
    }
    void toast.success(SECURITY_MSG.passwordSetDone);
    onDone();
  });
  return (
    <Modal open title={SECURITY_MSG.passwordSet} okText={SECURITY_MSG.submit} onOk={() => void submit()} confirmLoading={formState.isSubmitting} onCancel={onClose} destroyOnHidden>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={SECURITY_MSG.passwordSet}>
        <TextField control={control} name="password" type="password" label={SECURITY_MSG.newPasswordLabel} placeholder={SECURITY_MSG.newPasswordPlaceholder} maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} />
        <TextField control={control} name="confirm" type="password" label={MSG.confirmPasswordLabel} placeholder={SECURITY_MSG.confirmPasswordPlaceholder} maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
