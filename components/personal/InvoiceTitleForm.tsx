'use client';

import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { INVOICE_KIND_TEXT, INVOICE_KINDS, invoiceTitleInputSchema, type InvoiceKind, type InvoiceTitle, type InvoiceTitleInput } from '@/lib/api/contract/invoice';
import { PERSONAL_MSG } from '@/lib/messages';

type TextField = 'title' | 'taxNo' | 'regAddress' | 'regPhone' | 'bankName' | 'bankAccount' | 'email';
/** One flat form for the three kinds; the contract's discriminated union decides which fields count. */
type Flat = Record<TextField, string> & { kind: InvoiceKind; isDefault: boolean };

/** Which fields each kind shows (the same as `invoiceTitleInputSchema` requires). */
const FIELDS: Record<InvoiceKind, TextField[]> = {
  personal: ['title', 'email'],
  company: ['title', 'taxNo', 'email'],
  special: ['title', 'taxNo', 'regAddress', 'regPhone', 'bankName', 'bankAccount', 'email'],
};

const blank: Flat = { kind: 'personal', title: '', taxNo: '', regAddress: '', regPhone: '', bankName: '', bankAccount: '', email: '', isDefault: false };

/** `initialKind`: the kind a new title starts as (the settlement screen asks for a special or an ordinary one). */
export default function InvoiceTitleForm({
  editing,
  initialKind = 'personal',
  onSubmit,
  onClose,
}: {
  editing: InvoiceTitle | null;
  initialKind?: InvoiceKind;
  onSubmit: (v: InvoiceTitleInput) => Promise<void>;
  onClose: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<Flat>({
    resolver: zodResolver(invoiceTitleInputSchema) as unknown as Resolver<Flat>,
    defaultValues: editing ? { ...blank, ...editing } : { ...blank, kind: initialKind },
  });
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors as Partial<Record<TextField, { message?: string }>>;
  const submit = handleSubmit(async (v) => {
    setServerError(null);
    try {
      await onSubmit(invoiceTitleInputSchema.parse(v));
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
    }
  });
  return (
    <Modal open title={editing ? PERSONAL_MSG.editInvoice : PERSONAL_MSG.addInvoice} okText={PERSONAL_MSG.save} onOk={() => void submit()} confirmLoading={formState.isSubmitting} onCancel={onClose} destroyOnHidden>
      {serverError && <Alert type="error" title={serverError} showIcon style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <Form.Item label={PERSONAL_MSG.invoiceKind} required>
          <Controller name="kind" control={control} render={({ field: f }) => <Radio.Group value={f.value} onChange={(e) => f.onChange(e.target.value)} options={INVOICE_KINDS.map((k) => ({ value: k, label: INVOICE_KIND_TEXT[k] }))} />} />
        </Form.Item>
        {FIELDS[kind].map((name) => (
          <Form.Item key={name} label={PERSONAL_MSG[name]} required={name !== 'email'} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]?.message}>
            <Controller name={name} control={control} render={({ field: f }) => <Input aria-label={PERSONAL_MSG[name]} {...f} />} />
          </Form.Item>
        ))}
        <Controller name="isDefault" control={control} render={({ field: f }) => <Checkbox checked={f.value} onChange={(e) => f.onChange(e.target.checked)}>{PERSONAL_MSG.setDefault}</Checkbox>} />
      </Form>
    </Modal>
  );
}
