'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from '@rc-component/qrcode';
import { Alert, Button, Form, Input, Result, Spin, Typography } from 'antd';
import { rejectionMessage } from '@/components/auth/failure';
import { newPasswordRule } from '@/components/auth/schemas';
import { enrolFinishBody, staff } from '@/lib/api/contract/staff';
import { staffApi } from '@/lib/operator/client';
import { zodRule } from '@/lib/operator/form-rules';
import { finishEnrolment } from '@/lib/operator/login';
import { operatorRoutes } from '@/lib/operator/routes';
import { MSG } from '@/lib/messages/core';
import RecoveryCodes from './RecoveryCodes';
import styles from './console.module.scss';

interface EnrolValues {
  password: string;
  confirm: string;
  totpCode: string;
}

/**
 * /operator/enrol?token=…: who the link is for, the authenticator's QR code (and its secret as text), then a new
 * password and the app's first code (staff.enrolFinish); the recovery codes once, then the login.
 */
export default function EnrolFlow({ token }: { token: string }) {
  const router = useRouter();
  const start = useQuery({
    queryKey: ['staff', 'enrolStart', token],
    queryFn: () => staffApi.call(staff.enrolStart, { body: { token } }),
    enabled: token !== '',
    staleTime: Infinity,
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: EnrolValues) {
    setBusy(true);
    setError(null);
    try {
      setCodes((await finishEnrolment(token, values.password.trim(), values.totpCode.trim())).recoveryCodes);
    } catch (err) {
      setError(rejectionMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (!token) return <Result status="warning" title="开通链接无效" subTitle="请使用管理员发给你的完整开通链接。" />;
  if (start.isPending) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  if (start.isError) return <Result status="warning" title="无法开通" subTitle={start.error.message} />;
  if (codes) {
    return (
      <>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          开通完成，请保存恢复码
        </Typography.Title>
        <RecoveryCodes codes={codes} />
        <Button type="primary" block style={{ marginTop: 20 }} onClick={() => router.push(operatorRoutes.login)}>
          我已保存，去登录
        </Button>
      </>
    );
  }
  const { name, otpauthUri, secret } = start.data;
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        开通运营后台账号
      </Typography.Title>
      <Typography.Paragraph>
        {name}，你好。请用手机上的身份验证器（如 Microsoft Authenticator、Google Authenticator）扫描下方二维码，再设置登录密码。
      </Typography.Paragraph>
      <div className={styles.qr}>
        <QRCodeSVG value={otpauthUri} size={148} level="M" role="img" aria-label="动态验证码二维码" />
        <div>
          <Typography.Text type="secondary">无法扫码时，在验证器中手动输入密钥：</Typography.Text>
          <Typography.Paragraph copyable={{ text: secret }} code className={styles.secret} style={{ marginTop: 6 }}>
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography.Paragraph>
        </div>
      </div>
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} role="alert" />}
      <Form<EnrolValues> layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item label="登录密码" name="password" rules={[zodRule(newPasswordRule)]}>
          <Input.Password autoComplete="new-password" maxLength={20} placeholder="8-20位，须含字母和数字" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: MSG.confirmPasswordRequired },
            ({ getFieldValue }) => ({ validator: async (_, v) => (v === getFieldValue('password') ? undefined : Promise.reject(new Error(MSG.passwordMismatch))) }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item label="验证器中的 6 位动态验证码" name="totpCode" rules={[zodRule(enrolFinishBody.shape.totpCode)]}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          完成开通
        </Button>
      </Form>
    </>
  );
}
