'use client';

import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { apiKeyCreateBody, KEY_PERMISSIONS, PERMISSION_TEXT, staff, type ApiKeyCreateInput, type ApiKeyView } from '@/lib/api/contract/staff';
import { staffApi } from '@/lib/operator/client';
import { zodRule } from '@/lib/operator/form-rules';
import { formatTime } from '@/lib/china-time';
import { useConsoleList } from '@/lib/operator/useConsoleList';
import { useListAction } from '@/components/operator/useListAction';
import PageHead from '../PageHead';
import PermissionTags from '../PermissionTags';
import styles from '../console.module.scss';

/** API 密钥: machines' keys (never 员工与权限), created with the key shown once, revoked for good. */
export default function ApiKeyList() {
  const { rows, loading, error } = useConsoleList<ApiKeyView>('apiKeys');
  const act = useListAction('apiKeys');
  const [form] = Form.useForm<ApiKeyCreateInput>();
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(null);

  async function create(values: ApiKeyCreateInput) {
    setBusy(true);
    const made = await act(() => staffApi.call(staff.apiKeyCreate, { body: values }), 'API 密钥已创建');
    setBusy(false);
    if (!made) return;
    setCreating(false);
    form.resetFields();
    setShown(made.key);
  }

  const columns: TableColumnsType<ApiKeyView> = [
    { title: '名称', dataIndex: 'name', width: 160 },
    { title: '前缀', dataIndex: 'keyPrefix', width: 110, render: (v: string) => <span className={styles.mono}>{v}…</span> },
    { title: '权限', key: 'permissions', render: (_, k) => <PermissionTags permissions={k.permissions} /> },
    { title: '创建人', dataIndex: 'createdBy', width: 100, render: (v: string | null) => v ?? '—' },
    { title: '创建时间', key: 'createdAt', width: 150, render: (_, k) => formatTime(k.createdAt, 'minute', '—') },
    { title: '最近使用', key: 'lastUsedAt', width: 150, render: (_, k) => formatTime(k.lastUsedAt, 'minute', '—') },
    { title: '状态', key: 'status', width: 170, render: (_, k) => (k.revokedAt ? <Tag>已吊销 {formatTime(k.revokedAt, 'minute', '—')}</Tag> : <Tag color="green">有效</Tag>) },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, k) =>
        k.revokedAt ? null : (
          <Popconfirm title={`吊销“${k.name}”？`} description="吊销后使用此密钥的调用立即被拒绝，且不能恢复。" okText="吊销" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => act(() => staffApi.call(staff.apiKeyRevoke, { params: { id: k.id } }), '已吊销')}>
            <Button type="link" size="small" danger>
              吊销
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <PageHead
        title="API 密钥"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建密钥
          </Button>
        }
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<ApiKeyView> rowKey="id" size="small" loading={loading} columns={columns} dataSource={rows} pagination={{ pageSize: 20, hideOnSinglePage: true }} />
      <Modal open={creating} title="新建 API 密钥" okText="创建" confirmLoading={busy} onOk={() => form.submit()} onCancel={() => setCreating(false)} destroyOnHidden>
        <Form<ApiKeyCreateInput> form={form} layout="vertical" requiredMark={false} initialValues={{ permissions: [] }} onFinish={(v) => void create(v)}>
          <Form.Item label="名称" name="name" rules={[zodRule(apiKeyCreateBody.shape.name)]} extra="写明用途，如“发货机器人”">
            <Input maxLength={50} autoFocus />
          </Form.Item>
          <Form.Item label="权限" name="permissions" rules={[zodRule(apiKeyCreateBody.shape.permissions)]}>
            <Checkbox.Group options={KEY_PERMISSIONS.map((p) => ({ label: PERMISSION_TEXT[p], value: p }))} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={shown !== null}
        title="新的 API 密钥"
        onCancel={() => setShown(null)}
        footer={
          <Button type="primary" onClick={() => setShown(null)}>
            我已保存
          </Button>
        }
      >
        <Alert type="warning" showIcon title="密钥只显示这一次，关闭后无法再查看，请立即保存到使用它的系统中。" style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: shown ?? '' }} code className={styles.secret}>
          {shown}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
