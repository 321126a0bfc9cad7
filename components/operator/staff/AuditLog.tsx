'use client';

import { useState } from 'react';
import { useTable, type CrudFilter, type HttpError } from '@refinedev/core';
import { Alert, App, Button, DatePicker, Form, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { rejectionMessage } from '@/components/auth/failure';
import { AUDIT_OUTCOMES, PERMISSION_TEXT, staff, type AuditActorKind, type AuditEntryView, type AuditOutcome, type Permission } from '@/lib/api/contract/staff';
import { staffApi } from '@/lib/operator/client';
import { queryOf } from '@/lib/operator/data-provider';
import { formatTime } from '@/lib/china-time';
import { saveFile } from '@/lib/operator/save-file';
import PageHead from '../PageHead';
import styles from '../console.module.scss';

const OUTCOME: Record<AuditOutcome, { text: string; color: string }> = { ok: { text: '成功', color: 'green' }, denied: { text: '拒绝', color: 'orange' }, failed: { text: '失败', color: 'red' } };
const ACTOR_KIND: Record<AuditActorKind, string> = { staff: '员工', api_key: 'API 密钥', system: '系统', cli: '命令行' };
const PAGE_SIZE = 20;

interface FilterValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  actor?: string;
  action?: string;
  entity?: string;
  outcome?: AuditOutcome;
  q?: string;
}

/** The form's values as the audit endpoint's filters (days as yyyy-MM-dd, both inclusive). */
function filtersOf(v: FilterValues): CrudFilter[] {
  const [from, to] = v.range ?? [];
  const fields: Record<string, string | undefined> = { from: from?.format('YYYY-MM-DD'), to: to?.format('YYYY-MM-DD'), actor: v.actor, action: v.action, entity: v.entity, outcome: v.outcome, q: v.q };
  return Object.entries(fields).map(([field, value]) => ({ field, operator: 'eq' as const, value: value?.trim() || undefined }));
}

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

const columns: TableColumnsType<AuditEntryView> = [
  { title: '时间', key: 'at', width: 150, render: (_, e) => formatTime(e.at, 'minute', '—') },
  {
    title: '操作人',
    key: 'actor',
    width: 170,
    render: (_, e) => (
      <>
        <Tag variant="filled">{ACTOR_KIND[e.actorKind]}</Tag>
        {e.actorName === ACTOR_KIND[e.actorKind] ? '' : e.actorName}
      </>
    ),
  },
  { title: '操作', dataIndex: 'action', ellipsis: true },
  { title: '对象', key: 'entity', width: 150, render: (_, e) => (e.entity ? `${e.entity}${e.entityId ? ` #${e.entityId}` : ''}` : '—') },
  { title: '结果', key: 'outcome', width: 70, render: (_, e) => <Tag color={OUTCOME[e.outcome].color}>{OUTCOME[e.outcome].text}</Tag> },
  { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
];

function Detail({ e }: { e: AuditEntryView }) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {e.detail && <Typography.Text>说明：{e.detail}</Typography.Text>}
      {e.permission && <Typography.Text type="secondary">权限：{PERMISSION_TEXT[e.permission as Permission] ?? e.permission}</Typography.Text>}
      {e.requestId && <Typography.Text type="secondary" className={styles.mono}>请求号：{e.requestId}</Typography.Text>}
      <Space align="start" size={24} wrap>
        <div>
          <Typography.Text type="secondary">变更前</Typography.Text>
          <pre className={styles.mono} style={{ margin: 0, maxWidth: 560, whiteSpace: 'pre-wrap' }}>{json(e.before)}</pre>
        </div>
        <div>
          <Typography.Text type="secondary">变更后</Typography.Text>
          <pre className={styles.mono} style={{ margin: 0, maxWidth: 560, whiteSpace: 'pre-wrap' }}>{json(e.after)}</pre>
        </div>
      </Space>
    </Space>
  );
}

/** 审计日志: filters (days, actor, action, entity, outcome, text), pages from the API, 导出 CSV of the same filters. */
export default function AuditLog() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FilterValues>();
  const [exporting, setExporting] = useState(false);
  const { tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize, filters, setFilters } = useTable<AuditEntryView, HttpError>({
    resource: 'audit',
    pagination: { pageSize: PAGE_SIZE },
    syncWithLocation: false,
  });

  function search(values: FilterValues) {
    setFilters(filtersOf(values), 'replace');
    setCurrentPage(1);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const blob = await staffApi.file(staff.auditExport, { query: queryOf(filters) });
      saveFile(blob, `审计日志-${formatTime(Date.now(), 'date')}.csv`);
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void message.error(text);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHead
        title="审计日志"
        extra={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            导出 CSV
          </Button>
        }
      />
      <Form<FilterValues> form={form} layout="inline" className={styles.filters} onFinish={search} onReset={() => search({})}>
        <Form.Item name="range" label="日期">
          <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="actor" label="操作人">
          <Input allowClear maxLength={100} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Input allowClear maxLength={100} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="entity" label="对象">
          <Input allowClear maxLength={100} style={{ width: 110 }} placeholder="如 staff" />
        </Form.Item>
        <Form.Item name="outcome" label="结果">
          <Select allowClear style={{ width: 90 }} options={AUDIT_OUTCOMES.map((o) => ({ value: o, label: OUTCOME[o].text }))} />
        </Form.Item>
        <Form.Item name="q" label="关键词">
          <Input allowClear maxLength={100} style={{ width: 150 }} placeholder="姓名、对象编号、说明" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button htmlType="reset">重置</Button>
          </Space>
        </Form.Item>
      </Form>
      {tableQuery.error && <Alert type="error" showIcon title={tableQuery.error.message} style={{ marginBottom: 12 }} />}
      <Table<AuditEntryView>
        rowKey="id"
        size="small"
        loading={tableQuery.isFetching}
        columns={columns}
        dataSource={result.data}
        expandable={{ expandedRowRender: (e) => <Detail e={e} /> }}
        pagination={{
          current: currentPage,
          pageSize,
          total: result.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page, size) => {
            setCurrentPage(size === pageSize ? page : 1);
            setPageSize(size);
          },
        }}
      />
    </>
  );
}
