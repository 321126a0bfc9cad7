'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Select, Space, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { ORG_ROLE_TEXT, ORG_ROLES, type Member, type OrgRole } from '@/lib/api/contract/org';
import { orgCalls, orgKeys } from '@/lib/api/org';
import { ORG_UI_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { confirm, toast } from '@/components/ui/feedback';
import AddMemberDialog from './AddMemberDialog';
import styles from './org.module.scss';

const ROLE_OPTIONS = ORG_ROLES.map((r) => ({ value: r, label: ORG_ROLE_TEXT[r] }));
const STATUS_COLOR: Record<Member['status'], string> = { active: 'green', pending: 'gold', disabled: 'default' };

/** Approve (with the chosen role) or refuse one join request. */
function RequestActions({ member, act }: { member: Member; act: (fn: () => Promise<unknown>, done: string) => void }) {
  const [role, setRole] = useState<OrgRole>('viewer');
  return (
    <Space wrap>
      <span>{ORG_UI_MSG.approveAs}</span>
      <Select<OrgRole> size="small" aria-label={`${member.mobile ?? ''} ${ORG_UI_MSG.role}`} value={role} onChange={setRole} options={ROLE_OPTIONS} style={{ width: 100 }} />
      <Button size="small" type="primary" onClick={() => act(() => orgCalls.reviewJoin(browserApi, member.id, 'approve', role), ORG_UI_MSG.saved)}>
        {ORG_UI_MSG.approve}
      </Button>
      <Button size="small" onClick={() => act(() => orgCalls.reviewJoin(browserApi, member.id, 'reject'), ORG_UI_MSG.refused)}>
        {ORG_UI_MSG.refuse}
      </Button>
    </Space>
  );
}

/** /personalCenter/accountManagement: the current organisation's members; its admins add, change, disable and approve. */
export default function AccountManagement() {
  const qc = useQueryClient();
  const view = useQuery({ queryKey: orgKeys.manage, queryFn: () => orgCalls.manage(browserApi) });
  const [adding, setAdding] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: orgKeys.all });
  const mutation = useMutation({ mutationFn: ({ fn }: { fn: () => Promise<unknown>; done: string }) => fn(), onSuccess: (_d, v) => void (toast.success(v.done), refresh()), onError: (e) => void toast.error(e.message) });
  const act = (fn: () => Promise<unknown>, done: string) => mutation.mutate({ fn, done });

  if (view.isLoading) return <Spin />;
  if (view.isError || !view.data) return <Alert type="error" showIcon title={ORG_UI_MSG.loadFailed} />;
  const { current, isAdmin, canAddMember, addMemberBlocked, members } = view.data;
  if (!current) {
    return (
      <section>
        <h1 className={styles.title}>{ORG_UI_MSG.manageTitle}</h1>
        <Alert type="info" showIcon title={ORG_UI_MSG.noOrgManage} />
        <p style={{ marginTop: 12 }}>
          <Link href={`${routes.personalCenter}#enterprise`}>{ORG_UI_MSG.toCertify}</Link>
        </p>
      </section>
    );
  }
  const who = (m: Member) => `${m.nickName || m.mobile || ''}`;
  const columns: TableColumnsType<Member> = [
    { title: ORG_UI_MSG.mobile, key: 'mobile', render: (_, m) => <>{m.mobile}{m.isSelf && ORG_UI_MSG.self}</> },
    { title: ORG_UI_MSG.nickName, dataIndex: 'nickName', key: 'nickName' },
    { title: ORG_UI_MSG.dept, key: 'dept', render: (_, m) => m.dept ?? '—' },
    {
      title: ORG_UI_MSG.role,
      key: 'role',
      render: (_, m) =>
        isAdmin && !m.isSelf && m.status !== 'pending' ? (
          <Select<OrgRole>
            size="small"
            aria-label={`${m.mobile ?? ''} ${ORG_UI_MSG.role}`}
            value={m.role}
            options={ROLE_OPTIONS}
            style={{ width: 100 }}
            onChange={(role) => act(() => orgCalls.updateMember(browserApi, m.id, { role }), ORG_UI_MSG.saved)}
          />
        ) : (
          m.roleText
        ),
    },
    { title: ORG_UI_MSG.memberStatus, key: 'status', render: (_, m) => <Tag color={STATUS_COLOR[m.status]}>{m.statusText}</Tag> },
    ...(isAdmin
      ? [
          {
            title: ORG_UI_MSG.actions,
            key: 'actions',
            render: (_: unknown, m: Member) =>
              m.status === 'pending' ? (
                <RequestActions member={m} act={act} />
              ) : m.isSelf ? null : m.status === 'active' ? (
                <Button size="small" danger onClick={() => confirm({ title: ORG_UI_MSG.disable, content: ORG_UI_MSG.confirmDisable(who(m)), onOk: () => act(() => orgCalls.updateMember(browserApi, m.id, { enabled: false }), ORG_UI_MSG.saved) })}>
                  {ORG_UI_MSG.disable}
                </Button>
              ) : (
                <Button size="small" onClick={() => act(() => orgCalls.updateMember(browserApi, m.id, { enabled: true }), ORG_UI_MSG.saved)}>
                  {ORG_UI_MSG.enable}
                </Button>
              ),
          },
        ]
      : []),
  ];
  const pending = members.filter((m) => m.status === 'pending');
  const rows = [...pending, ...members.filter((m) => m.status !== 'pending')];
  return (
    <section>
      <h1 className={styles.title}>{ORG_UI_MSG.manageTitle}</h1>
      <p>
        {ORG_UI_MSG.current}：<strong>{current.name}</strong> <Tag>{current.statusText}</Tag> {ORG_UI_MSG.role}：{current.roleText}
      </p>
      {isAdmin ? (
        <>
          {/* 新增子账号 only once the enterprise verification is approved: the server says whether, and why not. */}
          {addMemberBlocked && <Alert type="info" showIcon title={addMemberBlocked} style={{ marginBottom: 12 }} />}
          <Space style={{ marginBottom: 12 }}>
            {canAddMember && (
              <Button type="primary" onClick={() => setAdding(true)}>
                {ORG_UI_MSG.addMember}
              </Button>
            )}
            {pending.length > 0 && <Tag color="gold">{`${ORG_UI_MSG.pendingJoins} ${pending.length}`}</Tag>}
          </Space>
        </>
      ) : (
        <Alert type="info" showIcon title={ORG_UI_MSG.readOnly} style={{ marginBottom: 12 }} />
      )}
      <Table<Member> rowKey="id" columns={columns} dataSource={rows} pagination={false} locale={{ emptyText: ORG_UI_MSG.noMembers }} />
      {adding && canAddMember && (
        <AddMemberDialog
          onClose={() => setAdding(false)}
          onAdded={async () => {
            setAdding(false);
            void toast.success(ORG_UI_MSG.added);
            await refresh();
          }}
        />
      )}
    </section>
  );
}
