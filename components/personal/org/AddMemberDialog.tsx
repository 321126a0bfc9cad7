'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import { ORG_DEPTS, ORG_ROLE_TEXT, ORG_ROLES, addMemberBody } from '@/lib/api/contract/org';
import { orgCalls } from '@/lib/api/org';
import { ORG_UI_MSG } from '@/lib/messages';

type Values = z.input<typeof addMemberBody>;

/** 新增子账号: mobile, role, department — checked by the call's own schema before it is sent. */
export default function AddMemberDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => Promise<void> }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(addMemberBody), defaultValues: { mobile: '', role: 'buyer' } });
  const err = formState.errors;
  const submit = handleSubmit(async (v) => {
    setServerError(null);
    try {
      await orgCalls.addMember(browserApi, v);
      await onAdded();
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
    }
  });
  return (
    <Modal open title={ORG_UI_MSG.addMember} okText={ORG_UI_MSG.ok} cancelText={ORG_UI_MSG.cancel} onOk={() => void submit()} onCancel={onClose} confirmLoading={formState.isSubmitting} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label={ORG_UI_MSG.mobile} required validateStatus={err.mobile ? 'error' : undefined} help={err.mobile?.message ?? ORG_UI_MSG.addHint}>
          <Controller name="mobile" control={control} render={({ field }) => <Input aria-label={ORG_UI_MSG.mobile} inputMode="numeric" maxLength={11} autoComplete="off" {...field} />} />
        </Form.Item>
        <Form.Item label={ORG_UI_MSG.role} required validateStatus={err.role ? 'error' : undefined} help={err.role?.message}>
          <Controller
            name="role"
            control={control}
            render={({ field }) => <Select aria-label={ORG_UI_MSG.role} value={field.value} onChange={field.onChange} options={ORG_ROLES.map((r) => ({ value: r, label: ORG_ROLE_TEXT[r] }))} />}
          />
        </Form.Item>
        <Form.Item label={ORG_UI_MSG.dept}>
          <Controller
            name="dept"
            control={control}
            render={({ field }) => <Select aria-label={ORG_UI_MSG.dept} allowClear value={field.value} onChange={field.onChange} options={ORG_DEPTS.map((d) => ({ value: d, label: d }))} />}
          />
        </Form.Item>
        {serverError && <Alert type="error" showIcon title={serverError} />}
      </Form>
    </Modal>
  );
}
