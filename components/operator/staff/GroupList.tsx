'use client';

import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import type { StaffGroupView } from '@/lib/api/contract/staff';
import { useConsoleList } from '@/lib/operator/useConsoleList';
import PageHead from '../PageHead';
import PermissionTags from '../PermissionTags';

const columns: TableColumnsType<StaffGroupView> = [
  { title: '权限组', dataIndex: 'name', width: 160 },
  { title: '说明', dataIndex: 'description' },
  { title: '权限', key: 'permissions', render: (_, g) => <PermissionTags permissions={g.permissions} /> },
];

/** 权限组: the fixed groups and their permissions (read-only; a person's groups are set on 员工). */
export default function GroupList() {
  const { rows, loading, error } = useConsoleList<StaffGroupView>('groups');
  return (
    <>
      <PageHead title="权限组" />
      <Typography.Paragraph type="secondary">员工的权限是其所在各权限组权限的合集；在“员工”页为员工设置权限组。</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<StaffGroupView> rowKey="id" size="small" loading={loading} columns={columns} dataSource={rows} pagination={false} />
    </>
  );
}
