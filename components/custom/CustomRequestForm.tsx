'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import type { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import { ApiFailure } from '@/lib/api/client';
import { CUSTOM_DOCUMENTS, CUSTOM_NOTES_MAX, CUSTOM_PURITIES, CUSTOM_UNITS, customRequestFields } from '@/lib/api/contract/custom';
import { submitCustomRequest } from '@/lib/api/custom';
import { CUSTOM_PAGE_MSG as M, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import own from './custom.module.scss';

// Loaded on demand only (the 绘制结构式 button), never on the server.
const StructureEditor = dynamic(() => import('@/components/search/StructureEditor').catch(() => ({ default: () => <p role="alert">{MSG.structureEditorFailed}</p> })), {
  ssr: false,
  loading: () => <p>{MSG.structureEditorLoading}</p>,
});

type Values = z.input<typeof customRequestFields>;
type Output = z.output<typeof customRequestFields>;

/** /customizedServices: the request (structure drawn or as SMILES / CAS / name, quantity, purity, deadline, documents, notes). */
export default function CustomRequestForm() {
  const router = useRouter();
  const [drawing, setDrawing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setValue } = useForm<Values, unknown, Output>({
    resolver: zodResolver(customRequestFields),
    defaultValues: { smiles: '', cas: '', name: '', quantity: '' as unknown as number, unit: 'mg', purity: '≥98%', deadline: '', documents: ['COA'], notes: '' },
    mode: 'onTouched',
  });

  const send = async (v: Output) => {
    setFailure(null);
    try {
      const { requestNo } = await submitCustomRequest(browserApi, v);
      router.push(routes.customizedSuccess(requestNo));
    } catch (err) {
      setFailure(err instanceof ApiFailure ? err.message : M.failed);
    }
  };

  const text = (name: 'smiles' | 'cas' | 'name' | 'deadline', label: string, extra: { type?: string; max?: number } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item label={label} validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} htmlFor={`custom-${name}`}>
          <Input id={`custom-${name}`} {...field} value={field.value ?? ''} type={extra.type} maxLength={extra.max} />
        </Form.Item>
      )}
    />
  );

  return (
    <Form layout="vertical" className={own.form} onFinish={() => void handleSubmit(send)()} aria-label={M.formTitle}>
      <p>{M.formIntro}</p>
      <Button onClick={() => setDrawing((d) => !d)}>{drawing ? M.hideEditor : M.draw}</Button>
      {drawing && <StructureEditor initial="" onChange={(smiles) => setValue('smiles', smiles, { shouldValidate: true })} />}
      {text('smiles', M.smiles)}
      {text('cas', M.cas, { max: 20 })}
      {text('name', M.name, { max: 200 })}
      <Controller
        control={control}
        name="quantity"
        render={({ field, fieldState }) => (
          <Form.Item label={M.quantity} required validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} htmlFor="custom-quantity">
            <Input id="custom-quantity" {...field} value={field.value === undefined ? '' : String(field.value)} inputMode="decimal" />
          </Form.Item>
        )}
      />
      <Controller
        control={control}
        name="unit"
        render={({ field }) => (
          <Form.Item label={M.unit} required>
            <Select aria-label={M.unit} value={field.value} onChange={field.onChange} options={CUSTOM_UNITS.map((u) => ({ value: u, label: u }))} />
          </Form.Item>
        )}
      />
      <Controller
        control={control}
        name="purity"
        render={({ field }) => (
          <Form.Item label={M.purity} required>
            <Select aria-label={M.purity} value={field.value} onChange={field.onChange} options={CUSTOM_PURITIES.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
        )}
      />
      {text('deadline', M.deadline, { type: 'date' })}
      <Controller
        control={control}
        name="documents"
        render={({ field }) => (
          <Form.Item label={M.documentsWanted}>
            <Checkbox.Group value={field.value} onChange={field.onChange} options={CUSTOM_DOCUMENTS.map((d) => ({ value: d, label: d }))} />
          </Form.Item>
        )}
      />
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <Form.Item label={M.notes} validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} htmlFor="custom-notes">
            <Input.TextArea id="custom-notes" {...field} rows={4} showCount maxLength={CUSTOM_NOTES_MAX} />
          </Form.Item>
        )}
      />
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" htmlType="submit" size="large" loading={formState.isSubmitting}>
        {M.submit}
      </Button>
    </Form>
  );
}
