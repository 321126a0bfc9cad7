'use client';

import { Button, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import type { StaffSessionView } from '@/lib/api/contract/staff';
import { formatTime } from '@/lib/china-time';

/** Staff sessions with 结束: all of them (会话) or one's own (我的账号). */
export default function SessionTable({ rows, loading, showStaff, onRevoke }: { rows: StaffSessionView[]; loading: boolean; showStaff: boolean; onRevoke: (s: StaffSessionView) => Promise<unknown> }) {
  const columns: TableColumnsType<StaffSessionView> = [
    ...(showStaff ? [{ title: '员工', dataIndex: 'staffName', width: 110 }] : []),
    { title: '登录时间', key: 'createdAt', width: 150, render: (_, s) => formatTime(s.createdAt, 'minute', '—') },
    { title: '最近活动', key: 'lastSeenAt', width: 150, render: (_, s) => formatTime(s.lastSeenAt, 'minute', '—') },
    { title: '失效时间', key: 'expiresAt', width: 150, render: (_, s) => formatTime(s.expiresAt, 'minute', '—') },
    { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
    { title: '浏览器', dataIndex: 'userAgent', ellipsis: true, render: (v: string | null) => <Typography.Text type="secondary">{v ?? '—'}</Typography.Text> },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, s) => (
        <Popconfirm title="结束这个会话？" description="该浏览器需要重新登录。" okText="结束" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => onRevoke(s)}>
          <Button type="link" size="small" danger>
            结束
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return <Table<StaffSessionView> rowKey="id" size="small" loading={loading} columns={columns} dataSource={rows} pagination={{ pageSize: 20, hideOnSinglePage: true }} />;
}
