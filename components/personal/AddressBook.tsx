'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { addressCalls, addressKeys } from '@/lib/api/address';
import type { Address, AddressBook as Book, AddressInput } from '@/lib/api/contract/address';
import { ADDRESS_MAX } from '@/lib/constants';
import { PERSONAL_MSG } from '@/lib/messages';
import { confirm, toast } from '@/components/ui/feedback';
import AddressForm from './AddressForm';

/** /personalCenter/receivingAddress and /personalCenter/invoiceAddress: one address book, default first. */
export default function AddressBook({ book }: { book: Book }) {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: addressKeys.list(book), queryFn: () => addressCalls.list(browserApi, book) });
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: addressKeys.list(book) });
  const act = useMutation({
    mutationFn: (fn: () => Promise<unknown>) => fn(),
    onSuccess: () => void refresh(),
    onError: (e) => void toast.error(e.message),
  });
  const rows = [...(list.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const save = async (v: AddressInput) => {
    if (editing && editing !== 'new') await addressCalls.update(browserApi, editing.id, v);
    else await addressCalls.add(browserApi, book, v);
    setEditing(null);
    void toast.success(PERSONAL_MSG.saved);
    await refresh();
  };
  const columns: TableColumnsType<Address> = [
    { title: PERSONAL_MSG.consignee, key: 'consignee', render: (_, a) => <>{a.consignee} {a.isDefault && <Tag color="blue">{PERSONAL_MSG.isDefault}</Tag>}</> },
    { title: PERSONAL_MSG.mobile, dataIndex: 'mobile', key: 'mobile' },
    { title: PERSONAL_MSG.region, key: 'region', render: (_, a) => `${a.provinceName} ${a.cityName} ${a.districtName}` },
    { title: PERSONAL_MSG.detail, dataIndex: 'detail', key: 'detail' },
    {
      title: '',
      key: 'actions',
      render: (_, a) => (
        <Space>
          <Button type="link" onClick={() => setEditing(a)}>{PERSONAL_MSG.edit}</Button>
          <Button type="link" onClick={() => confirm({ title: PERSONAL_MSG.confirmRemove, content: `${a.consignee} ${a.detail}`, onOk: () => act.mutateAsync(() => addressCalls.remove(browserApi, a.id)).then(() => void toast.success(PERSONAL_MSG.removed)) })}>
            {PERSONAL_MSG.remove}
          </Button>
          {!a.isDefault && <Button type="link" onClick={() => act.mutate(() => addressCalls.setDefault(browserApi, a.id))}>{PERSONAL_MSG.setDefault}</Button>}
        </Space>
      ),
    },
  ];
  return (
    <section>
      <h1>{book === 'invoice' ? PERSONAL_MSG.invoiceAddressTitle : PERSONAL_MSG.receivingTitle}</h1>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={rows.length >= ADDRESS_MAX} onClick={() => setEditing('new')}>{PERSONAL_MSG.addAddress}</Button>
        <span>{PERSONAL_MSG.addressLimit(rows.length, ADDRESS_MAX)}</span>
      </Space>
      <Table<Address> rowKey="id" columns={columns} dataSource={rows} loading={list.isLoading} pagination={false} locale={{ emptyText: list.isError ? PERSONAL_MSG.loadFailed : PERSONAL_MSG.noAddresses }} />
      {editing && <AddressForm editing={editing === 'new' ? null : editing} onSubmit={save} onClose={() => setEditing(null)} />}
    </section>
  );
}
