'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { rejectionMessage } from '@/components/auth/failure';
import { staffCodeBody } from '@/lib/api/contract/staff';
import { zodRule } from '@/lib/operator/form-rules';
import { codeStep, passwordStep } from '@/lib/operator/login';
import { operatorNext } from '@/lib/operator/routes';
import { accountRule } from '@/lib/validation';
import { useStaffSession, useStaffSessionReady } from '@/stores/staff-session';

/** Fewer recovery codes than this left after a login: the person is told to make new ones. */
const FEW_CODES = 3;

interface PasswordValues {
  account: string;
  password: string;
}

/**
 * The console's two-step login: account and password (staff.loginPassword), then a six-digit code from the
 * authenticator app or a recovery code (staff.loginCode). The API's refusals (wrong password, lockout, a code that
 * does not match, a challenge that expired) are shown as it words them.
 */
export default function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  const { message } = App.useApp();
  const ready = useStaffSessionReady();
  const token = useStaffSession((s) => s.token);
  const expired = useStaffSession((s) => s.expired);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = operatorNext(next);

  useEffect(() => {
    if (ready && token) router.replace(target);
  }, [ready, token, target, router]);

  async function submitPassword({ account, password }: PasswordValues) {
    setBusy(true);
    setError(null);
    try {
      setChallenge((await passwordStep(account.trim(), password)).challenge);
    } catch (err) {
      setError(rejectionMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode({ code }: { code: string }) {
    if (!challenge) return;
    setBusy(true);
    setError(null);
    try {
      const login = await codeStep(challenge, code.trim());
      useStaffSession.getState().signIn(login);
      if (login.recoveryCodesLeft < FEW_CODES) void message.warning(`恢复码只剩 ${login.recoveryCodesLeft} 个，请在“我的账号”中重新生成`);
    } catch (err) {
      setError(rejectionMessage(err));
    } finally {
      setBusy(false);
    }
  }

  function restart() {
    setChallenge(null);
    setError(null);
  }

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {challenge ? '动态验证码' : '员工登录'}
      </Typography.Title>
      {expired && !challenge && !error && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="登录已失效，请重新登录" />}
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} role="alert" />}
      {challenge ? (
        <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={(v) => void submitCode(v)} key="code">
          <Typography.Paragraph type="secondary">请输入手机身份验证器中显示的 6 位动态验证码；手机不在身边时，可输入一个恢复码。</Typography.Paragraph>
          <Form.Item label="动态验证码或恢复码" name="code" rules={[zodRule(staffCodeBody.shape.code)]}>
            <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" inputMode="text" maxLength={20} autoFocus placeholder="6 位数字，或 xxxx-xxxx-xxxx" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
          <Button type="link" block onClick={restart} style={{ marginTop: 8 }}>
            重新输入账号和密码
          </Button>
        </Form>
      ) : (
        <Form<PasswordValues> layout="vertical" requiredMark={false} onFinish={(v) => void submitPassword(v)} key="password">
          <Form.Item label="账号" name="account" rules={[zodRule(accountRule)]}>
            <Input prefix={<UserOutlined />} autoComplete="username" maxLength={100} placeholder="手机号或邮箱" autoFocus />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, whitespace: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} placeholder="密码" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            下一步
          </Button>
        </Form>
      )}
    </>
  );
}
