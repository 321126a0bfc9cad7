'use client';

import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { addressInputSchema, type Address, type AddressInput } from '@/lib/api/contract/address';
import { PERSONAL_MSG } from '@/lib/messages';
import RegionSelects from './RegionSelects';

type Values = AddressInput;

const blank: Values = { consignee: '', mobile: '', provinceId: undefined as unknown as number, cityId: undefined as unknown as number, districtId: undefined as unknown as number, detail: '', isDefault: false };

const fromAddress = (a: Address): Values => ({ consignee: a.consignee, mobile: a.mobile, provinceId: a.provinceId, cityId: a.cityId, districtId: a.districtId, detail: a.detail, isDefault: a.isDefault });

/** Add / edit one address; the rules are the contract's `addressInputSchema`, the server's refusal shows on top. */
export default function AddressForm({ editing, onSubmit, onClose }: { editing: Address | null; onSubmit: (v: AddressInput) => Promise<void>; onClose: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setValue } = useForm<Values>({ resolver: zodResolver(addressInputSchema), defaultValues: editing ? fromAddress(editing) : blank });
  const [provinceId, cityId, districtId] = useWatch({ control, name: ['provinceId', 'cityId', 'districtId'] });
  const err = formState.errors;
  const submit = handleSubmit(async (v) => {
    setServerError(null);
    try {
      await onSubmit(v);
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
    }
  });
  const field = (name: 'consignee' | 'mobile' | 'detail', label: string) => (
    <Form.Item label={label} required validateStatus={err[name] ? 'error' : undefined} help={err[name]?.message}>
      <Controller name={name} control={control} render={({ field: f }) => <Input aria-label={label} {...f} />} />
    </Form.Item>
  );
  const regionError = err.provinceId ?? err.cityId ?? err.districtId;
  return (
    <Modal open title={editing ? PERSONAL_MSG.editAddress : PERSONAL_MSG.addAddress} okText={PERSONAL_MSG.save} onOk={() => void submit()} confirmLoading={formState.isSubmitting} onCancel={onClose} destroyOnHidden>
      {serverError && <Alert type="error" title={serverError} showIcon style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        {field('consignee', PERSONAL_MSG.consignee)}
        {field('mobile', PERSONAL_MSG.mobile)}
        <Form.Item label={PERSONAL_MSG.region} required validateStatus={regionError ? 'error' : undefined} help={regionError?.message}>
          <RegionSelects
            value={{ provinceId: provinceId as number | undefined, cityId: cityId as number | undefined, districtId: districtId as number | undefined }}
            onChange={(r) => {
              setValue('provinceId', r.provinceId as number);
              setValue('cityId', r.cityId as number);
              setValue('districtId', r.districtId as number);
            }}
          />
        </Form.Item>
        {field('detail', PERSONAL_MSG.detail)}
        <Controller name="isDefault" control={control} render={({ field: f }) => <Checkbox checked={f.value ?? false} onChange={(e) => f.onChange(e.target.checked)}>{PERSONAL_MSG.setDefault}</Checkbox>} />
      </Form>
    </Modal>
  );
}
