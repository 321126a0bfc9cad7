'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Radio, Spin, Tag } from 'antd';
import AddressForm from '@/components/personal/AddressForm';
import { browserApi } from '@/lib/api/browser';
import { addressCalls, addressKeys } from '@/lib/api/address';
import type { Address, AddressBook, AddressInput } from '@/lib/api/contract/address';
import { ADDRESS_MAX } from '@/lib/constants';
import { PERSONAL_MSG, SETTLE_MSG } from '@/lib/messages';
import styles from './settlement.module.scss';

interface Props {
  book: AddressBook;
  list: UseQueryResult<Address[]>;
  chosen: Address | null;
  onPick: (id: number) => void;
  /** Accessible name of the radio group. */
  label: string;
  addLabel: string;
  emptyText: string;
  manageHref: string;
  manageLabel: string;
}

/** One address book as a choice: default first, 新增 inline (the personal centre's form, ≤ ADDRESS_MAX), a link to manage the book. */
export default function AddressPicker({ book, list, chosen, onPick, label, addLabel, emptyText, manageHref, manageLabel }: Props) {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const rows = [...(list.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const full = rows.length >= ADDRESS_MAX;

  const add = async (v: AddressInput) => {
    const created = await addressCalls.add(browserApi, book, v);
    // Shown and chosen at once; the refetch brings the default flags of the others up to date.
    qc.setQueryData<Address[]>(addressKeys.list(book), (old) => [...(old ?? []), created]);
    onPick(created.id);
    setAdding(false);
    await qc.invalidateQueries({ queryKey: addressKeys.list(book) });
  };

  return (
    <div className={styles.picker}>
      {list.isLoading ? (
        <Spin />
      ) : list.isError ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <Radio.Group vertical aria-label={label} className={styles.options} value={chosen?.id} onChange={(e) => onPick(Number(e.target.value))}>
          {rows.map((a) => (
            <Radio key={a.id} value={a.id} className={styles.option}>
              <b>{a.consignee}</b> {a.mobile} {SETTLE_MSG.addressLine(a)} {a.isDefault && <Tag color="blue">{PERSONAL_MSG.isDefault}</Tag>}
            </Radio>
          ))}
        </Radio.Group>
      )}
      <div className={styles.pickerActions}>
        <Button disabled={full || list.isLoading} onClick={() => setAdding(true)}>
          {addLabel}
        </Button>
        {full && <span className={styles.muted}>{SETTLE_MSG.addressFull(ADDRESS_MAX)}</span>}
        <Link prefetch={false} href={manageHref} target="_blank">
          {manageLabel}
        </Link>
      </div>
      {adding && <AddressForm editing={null} onSubmit={add} onClose={() => setAdding(false)} />}
    </div>
  );
}
