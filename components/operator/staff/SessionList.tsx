'use client';

import { Alert, Typography } from 'antd';
import { staff, type StaffSessionView } from '@/lib/api/contract/staff';
import { staffApi } from '@/lib/operator/client';
import { useConsoleList } from '@/lib/operator/useConsoleList';
import { useListAction } from '@/components/operator/useListAction';
import PageHead from '../PageHead';
import SessionTable from '../SessionTable';

/** 会话: every live staff session, and 结束 for any of them. */
export default function SessionList() {
  const { rows, loading, error } = useConsoleList<StaffSessionView>('sessions');
  const act = useListAction('sessions');
  return (
    <>
      <PageHead title="会话" />
      <Typography.Paragraph type="secondary">登录会话空闲 30 分钟或登录 12 小时后自动失效。</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <SessionTable rows={rows} loading={loading} showStaff onRevoke={(s) => act(() => staffApi.call(staff.sessionRevoke, { params: { id: s.id } }), '会话已结束')} />
    </>
  );
}
