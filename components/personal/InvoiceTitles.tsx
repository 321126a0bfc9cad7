'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { addressKeys, invoiceCalls } from '@/lib/api/address';
import type { InvoiceTitle, InvoiceTitleInput } from '@/lib/api/contract/invoice';
import { PERSONAL_MSG } from '@/lib/messages';
import { confirm, toast } from '@/components/ui/feedback';
import InvoiceTitleForm from './InvoiceTitleForm';

/** /personalCenter/invoice: the user's invoice titles, default first. */
export default function InvoiceTitles() {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: addressKeys.invoices, queryFn: () => invoiceCalls.list(browserApi) });
  const [editing, setEditing] = useState<InvoiceTitle | 'new' | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: addressKeys.invoices });
  const act = useMutation({ mutationFn: (fn: () => Promise<unknown>) => fn(), onSuccess: () => void refresh(), onError: (e) => void toast.error(e.message) });
  const rows = [...(list.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const save = async (v: InvoiceTitleInput) => {
    if (editing && editing !== 'new') await invoiceCalls.update(browserApi, editing.id, v);
    else await invoiceCalls.add(browserApi, v);
    setEditing(null);
    void toast.success(PERSONAL_MSG.saved);
    await refresh();
  };
  const columns: TableColumnsType<InvoiceTitle> = [
    { title: PERSONAL_MSG.title, key: 'title', render: (_, r) => <>{r.title} {r.isDefault && <Tag color="blue">{PERSONAL_MSG.isDefault}</Tag>}</> },
    { title: PERSONAL_MSG.invoiceKind, dataIndex: 'kindText', key: 'kind' },
    { title: PERSONAL_MSG.taxNo, dataIndex: 'taxNo', key: 'taxNo' },
    {
      title: '',
      key: 'actions',
      render: (_, r) => (
        <Space>
          <Button type="link" onClick={() => setEditing(r)}>{PERSONAL_MSG.edit}</Button>
          <Button type="link" onClick={() => confirm({ title: PERSONAL_MSG.confirmRemove, content: r.title, onOk: () => act.mutateAsync(() => invoiceCalls.remove(browserApi, r.id)).then(() => void toast.success(PERSONAL_MSG.removed)) })}>
            {PERSONAL_MSG.remove}
          </Button>
          {!r.isDefault && <Button type="link" onClick={() => act.mutate(() => invoiceCalls.setDefault(browserApi, r.id))}>{PERSONAL_MSG.setDefault}</Button>}
        </Space>
      ),
    },
  ];
  return (
    <section>
      <h1>{PERSONAL_MSG.invoiceTitle}</h1>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>{PERSONAL_MSG.addInvoice}</Button>
      <Table<InvoiceTitle> rowKey="id" columns={columns} dataSource={rows} loading={list.isLoading} pagination={false} locale={{ emptyText: list.isError ? PERSONAL_MSG.loadFailed : PERSONAL_MSG.noInvoices }} />
      {editing && <InvoiceTitleForm editing={editing === 'new' ? null : editing} onSubmit={save} onClose={() => setEditing(null)} />}
    </section>
  );
}
