'use client';

import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Tag } from 'antd';
import { rejectionMessage } from '@/components/auth/failure';
import { recoveryCodesBody, staff, type StaffSessionView } from '@/lib/api/contract/staff';
import { staffApi } from '@/lib/operator/client';
import { zodRule } from '@/lib/operator/form-rules';
import { formatTime } from '@/lib/china-time';
import { useConsoleList } from '@/lib/operator/useConsoleList';
import { useListAction } from '@/components/operator/useListAction';
import { useStaffMe } from '@/components/operator/useStaffMe';
import PageHead from './PageHead';
import PermissionTags from './PermissionTags';
import RecoveryCodes from './RecoveryCodes';
import SessionTable from './SessionTable';

/** New recovery codes replace the old ones; the authenticator's current code proves it is this person. */
function RegenerateCodes({ left }: { left: number | undefined }) {
  const [form] = Form.useForm<{ totpCode: string }>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit({ totpCode }: { totpCode: string }) {
    setBusy(true);
    setError(null);
    try {
      setCodes((await staffApi.call(staff.myRecoveryCodes, { body: { totpCode: totpCode.trim() } })).recoveryCodes);
      form.resetFields();
    } catch (err) {
      setError(rejectionMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodes codes={codes} />;
  return (
    <>
      <p>
        还剩 {left ?? '—'} 个未使用的恢复码。重新生成后，旧的恢复码全部作废。
      </p>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
      <Form form={form} layout="inline" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="totpCode" label="当前动态验证码" rules={[zodRule(recoveryCodesBody.shape.totpCode)]}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          重新生成恢复码
        </Button>
      </Form>
    </>
  );
}

/** 我的账号: who I am, my sessions (结束 one), new recovery codes. */
export default function MyAccount() {
  const { me } = useStaffMe();
  const sessions = useConsoleList<StaffSessionView>('mySessions');
  const act = useListAction('mySessions');
  return (
    <>
      <PageHead title="我的账号" />
      <Card size="small" title="基本信息" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={2}>
          <Descriptions.Item label="姓名">{me?.name}</Descriptions.Item>
          <Descriptions.Item label="登录账号">{[me?.mobile, me?.email].filter(Boolean).join(' / ')}</Descriptions.Item>
          <Descriptions.Item label="权限组">{me?.groups.map((g) => <Tag key={g.id}>{g.name}</Tag>)}</Descriptions.Item>
          <Descriptions.Item label="权限">
            <PermissionTags permissions={me?.permissions ?? []} />
          </Descriptions.Item>
          <Descriptions.Item label="最近登录">{formatTime(me?.lastLoginAt, 'minute', '—')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="我的登录会话" style={{ marginBottom: 16 }}>
        {sessions.error && <Alert type="error" showIcon title={sessions.error} style={{ marginBottom: 12 }} />}
        <SessionTable rows={sessions.rows} loading={sessions.loading} showStaff={false} onRevoke={(s) => act(() => staffApi.call(staff.mySessionRevoke, { params: { id: s.id } }), '会话已结束')} />
      </Card>
      <Card size="small" title="恢复码">
        <RegenerateCodes left={me?.recoveryCodesLeft} />
      </Card>
    </>
  );
}
