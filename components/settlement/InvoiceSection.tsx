'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Radio, Spin, Tag } from 'antd';
import InvoiceTitleForm from '@/components/personal/InvoiceTitleForm';
import { browserApi } from '@/lib/api/browser';
import { addressKeys, invoiceCalls } from '@/lib/api/address';
import type { InvoiceTitle, InvoiceTitleInput } from '@/lib/api/contract/invoice';
import { SETTLE_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import AddressPicker from './AddressPicker';
import type { Choices, InvoiceMode } from './useChoices';
import styles from './settlement.module.scss';

const MODES: { value: InvoiceMode; label: string }[] = [
  { value: 'none', label: SETTLE_MSG.invoiceNone },
  { value: 'ordinary', label: SETTLE_MSG.invoiceOrdinary },
  { value: 'special', label: SETTLE_MSG.invoiceSpecial },
];

/** 发票: none / ordinary (a personal or company title) / special (a special title and where to post it); a missing title or address is added here. */
export default function InvoiceSection({ choices }: { choices: Choices }) {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const { mode, titles } = choices;
  const options = mode === 'special' ? choices.specialTitles : choices.ordinaryTitles;

  const add = async (v: InvoiceTitleInput) => {
    const created = await invoiceCalls.add(browserApi, v);
    qc.setQueryData<InvoiceTitle[]>(addressKeys.invoices, (old) => [...(old ?? []), created]);
    // A title of the kind asked for is chosen; another kind (the buyer switched it in the form) just joins its list.
    if ((created.kind === 'special') === (mode === 'special')) choices.setTitleId(created.id);
    setAdding(false);
    await qc.invalidateQueries({ queryKey: addressKeys.invoices });
  };

  return (
    <>
      <Radio.Group aria-label={SETTLE_MSG.invoiceSection} value={mode} onChange={(e) => choices.setMode(e.target.value as InvoiceMode)} options={MODES} optionType="button" />
      {mode !== 'none' && (
        <div className={styles.invoiceBody}>
          <p className={styles.muted}>{mode === 'special' ? SETTLE_MSG.specialNote : SETTLE_MSG.ordinaryNote}</p>
          <h3 className={styles.subTitle}>{SETTLE_MSG.invoiceTitleLabel}</h3>
          {titles.isLoading ? (
            <Spin />
          ) : titles.isError ? (
            <Alert type="error" showIcon title={titles.error.message} />
          ) : options.length === 0 ? (
            <p className={styles.muted}>{mode === 'special' ? SETTLE_MSG.noSpecialTitle : SETTLE_MSG.noOrdinaryTitle}</p>
          ) : (
            <Radio.Group vertical aria-label={SETTLE_MSG.invoiceTitleLabel} className={styles.options} value={choices.title?.id} onChange={(e) => choices.setTitleId(Number(e.target.value))}>
              {options.map((t) => (
                <Radio key={t.id} value={t.id} className={styles.option}>
                  <b>{t.title}</b> <Tag>{t.kindText}</Tag> {t.taxNo}
                </Radio>
              ))}
            </Radio.Group>
          )}
          <div className={styles.pickerActions}>
            <Button disabled={titles.isLoading} onClick={() => setAdding(true)}>
              {SETTLE_MSG.addTitle}
            </Button>
            <Link prefetch={false} href={routes.invoice} target="_blank">
              {SETTLE_MSG.manageTitles}
            </Link>
          </div>
          {mode === 'special' && (
            <>
              <h3 className={styles.subTitle}>{SETTLE_MSG.invoiceMailTo}</h3>
              <AddressPicker
                book="invoice"
                list={choices.mailTos}
                chosen={choices.mailTo}
                onPick={choices.setMailToId}
                label={SETTLE_MSG.invoiceMailTo}
                addLabel={SETTLE_MSG.addMailTo}
                emptyText={SETTLE_MSG.noMailTo}
                manageHref={routes.invoiceAddress}
                manageLabel={SETTLE_MSG.manageMailTo}
              />
            </>
          )}
        </div>
      )}
      {adding && <InvoiceTitleForm editing={null} initialKind={mode === 'special' ? 'special' : 'company'} onSubmit={add} onClose={() => setAdding(false)} />}
    </>
  );
}
