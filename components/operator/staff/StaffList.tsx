'use client';

import { useMemo, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { staff, type EnrolLink, type StaffCreateInput, type StaffGroupView, type StaffMemberView } from '@/lib/api/contract/staff';
import { staffApi } from '@/lib/operator/client';
import { formatTime } from '@/lib/china-time';
import { useConsoleList } from '@/lib/operator/useConsoleList';
import { useListAction } from '@/components/operator/useListAction';
import { useStaffMe } from '@/components/operator/useStaffMe';
import PageHead from '../PageHead';
import GroupsDialog from './GroupsDialog';
import EnrolLinkDialog from './EnrolLinkDialog';
import StaffForm from './StaffForm';

const accountOf = (m: StaffMemberView) => [m.mobile, m.email].filter(Boolean).join(' / ');

function StatusTag({ m }: { m: StaffMemberView }) {
  if (m.status === 'disabled') return <Tag color="default">已停用</Tag>;
  if (!m.enrolled) return <Tag color={m.enrolExpiresAt ? 'gold' : 'red'}>{m.enrolExpiresAt ? '待开通' : '开通链接已过期'}</Tag>;
  return <Tag color="green">正常</Tag>;
}

/** 员工: the list, 新建 (the one-time enrolment link), groups, disable / enable, reset enrolment. */
export default function StaffList() {
  const { rows, loading, error } = useConsoleList<StaffMemberView>('staff');
  const { rows: groups } = useConsoleList<StaffGroupView>('groups');
  const { me } = useStaffMe();
  const act = useListAction('staff');
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffMemberView | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ name: string; link: EnrolLink } | null>(null);

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? rows.filter((m) => m.name.toLowerCase().includes(q) || accountOf(m).toLowerCase().includes(q)) : rows;
  }, [rows, filter]);

  async function create(input: StaffCreateInput) {
    setBusy(true);
    const made = await act(() => staffApi.call(staff.staffCreate, { body: input }), '员工已创建');
    setBusy(false);
    if (!made) return;
    setCreating(false);
    setLink({ name: made.staff.name, link: made.enrol });
  }

  async function saveGroups(member: StaffMemberView, groupIds: number[]) {
    setBusy(true);
    const saved = await act(() => staffApi.call(staff.staffGroups, { params: { id: member.id }, body: { groupIds } }), '权限组已保存');
    setBusy(false);
    if (saved) setEditing(null);
  }

  async function resetEnrolment(member: StaffMemberView) {
    const made = await act(() => staffApi.call(staff.staffResetEnrolment, { params: { id: member.id } }), '已重置开通');
    if (made) setLink({ name: made.staff.name, link: made.enrol });
  }

  const columns: TableColumnsType<StaffMemberView> = [
    { title: '姓名', dataIndex: 'name', width: 120 },
    { title: '登录账号', key: 'account', render: (_, m) => accountOf(m) },
    { title: '权限组', key: 'groups', render: (_, m) => (m.groups.length ? m.groups.map((g) => <Tag key={g.id}>{g.name}</Tag>) : <Typography.Text type="secondary">无</Typography.Text>) },
    { title: '状态', key: 'status', width: 130, render: (_, m) => <StatusTag m={m} /> },
    { title: '最近登录', key: 'lastLoginAt', width: 150, render: (_, m) => formatTime(m.lastLoginAt, 'minute', '—') },
    { title: '创建时间', key: 'createdAt', width: 150, render: (_, m) => formatTime(m.createdAt, 'minute', '—') },
    {
      title: '操作',
      key: 'actions',
      width: 240,
      render: (_, m) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing(m)}>
            权限组
          </Button>
          {m.status === 'active' ? (
            <Popconfirm title={`停用 ${m.name}？`} description="停用后其登录会话立即结束。" okText="停用" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => act(() => staffApi.call(staff.staffDisable, { params: { id: m.id } }), '已停用')} disabled={m.id === me?.id}>
              <Button type="link" size="small" danger disabled={m.id === me?.id}>
                停用
              </Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" onClick={() => void act(() => staffApi.call(staff.staffEnable, { params: { id: m.id } }), '已启用')}>
              启用
            </Button>
          )}
          <Popconfirm title={`重置 ${m.name} 的开通？`} description="原密码、动态验证码和恢复码作废，并生成新的开通链接。" okText="重置" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => resetEnrolment(m)}>
            <Button type="link" size="small">
              重置开通
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHead
        title="员工"
        extra={
          <Space>
            <Input.Search allowClear placeholder="姓名、手机号或邮箱" onSearch={setFilter} onChange={(e) => !e.target.value && setFilter('')} style={{ width: 240 }} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新建员工
            </Button>
          </Space>
        }
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<StaffMemberView> rowKey="id" size="small" loading={loading} columns={columns} dataSource={shown} pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 人` }} />
      <StaffForm open={creating} groups={groups} busy={busy} onSubmit={(v) => void create(v)} onCancel={() => setCreating(false)} />
      {editing && <GroupsDialog member={editing} groups={groups} busy={busy} onSubmit={(ids) => void saveGroups(editing, ids)} onCancel={() => setEditing(null)} />}
      <EnrolLinkDialog name={link?.name ?? ''} link={link?.link ?? null} onClose={() => setLink(null)} />
    </>
  );
}
