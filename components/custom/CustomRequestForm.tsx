'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import type { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import { ApiFailure } from '@/lib/api/client';
import { CUSTOM_DOCUMENTS, CUSTOM_MSG, CUSTOM_NOTES_MAX, CUSTOM_PURITIES, CUSTOM_UNITS, customRequestFields } from '@/lib/api/contract/custom';
import { submitCustomRequest } from '@/lib/api/custom';
import { CUSTOM_PAGE_MSG as M, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { EMPTY_DRAFT, useCustomizedGoods, useDraftAttachments, type DraftFields } from '@/stores/customized-goods';
import AttachmentField from './AttachmentField';
import own from './custom.module.scss';

// Loaded on demand only (the 绘制结构式 button), never on the server.
const StructureEditor = dynamic(() => import('@/components/search/StructureEditor').catch(() => ({ default: () => <p role="alert">{MSG.structureEditorFailed}</p> })), {
  ssr: false,
  loading: () => <p>{MSG.structureEditorLoading}</p>,
});

type Values = z.input<typeof customRequestFields>;
type Output = z.output<typeof customRequestFields>;

/** The submit's refusals about the attachments: shown under the 附件 field rather than above the button. */
const ATTACHMENT_REFUSALS: readonly string[] = [CUSTOM_MSG.attachmentNotFound, CUSTOM_MSG.attachmentTooMany];
const { attachments: _none, ...EMPTY_FIELDS } = EMPTY_DRAFT;
const formValues = (f: DraftFields): Values => ({ ...f, quantity: f.quantity as number });
const draftFields = (v: Partial<Values>): DraftFields => ({
  smiles: v.smiles ?? '',
  cas: v.cas ?? '',
  name: v.name ?? '',
  quantity: typeof v.quantity === 'number' ? v.quantity : String(v.quantity ?? ''),
  unit: v.unit ?? 'mg',
  purity: v.purity ?? '≥98%',
  deadline: v.deadline ?? '',
  documents: (v.documents ?? []).filter((d): d is DraftFields['documents'][number] => d !== undefined),
  notes: v.notes ?? '',
});

/**
 * /customizedServices: the request (structure drawn or as SMILES / CAS / name, quantity, purity, deadline,
 * documents, notes, attachments). What is typed and uploaded is kept as the SPEC §3 customizedGoods draft
 * (session storage, stores/customized-goods.ts): restored after the first render, cleared by a successful submit.
 */
export default function CustomRequestForm() {
  const router = useRouter();
  const [drawing, setDrawing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attachmentFailure, setAttachmentFailure] = useState<string | null>(null);
  const attachments = useDraftAttachments();
  const restored = useCustomizedGoods((s) => s.restored);
  const sent = useRef(false);
  const { control, handleSubmit, formState, setValue, reset, subscribe } = useForm<Values, unknown, Output>({
    resolver: zodResolver(customRequestFields),
    defaultValues: formValues(EMPTY_FIELDS),
    mode: 'onTouched',
  });

  // The draft is read on the client only, after the first render (the server's HTML has the empty form);
  // from then on every change is kept — not after a successful submit, which clears it.
  useEffect(() => {
    const draft = useCustomizedGoods.getState().restore();
    if (draft) {
      const { attachments: _files, ...fields } = draft;
      reset(formValues(fields));
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!sent.current) useCustomizedGoods.getState().save(draftFields(values));
      },
    });
  }, [reset, subscribe]);

  const send = async (v: Output) => {
    setFailure(null);
    setAttachmentFailure(null);
    try {
      const { requestNo } = await submitCustomRequest(browserApi, { ...v, attachmentIds: attachments.map((a) => a.id) });
      sent.current = true;
      useCustomizedGoods.getState().reset();
      router.push(routes.customizedSuccess(requestNo));
    } catch (err) {
      const message = err instanceof ApiFailure ? err.message : M.failed;
      if (ATTACHMENT_REFUSALS.some((m) => message.startsWith(m))) setAttachmentFailure(message);
      else setFailure(message);
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
      {restored && <Alert type="info" showIcon title={M.draftRestored} />}
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
      <AttachmentField
        value={attachments}
        error={attachmentFailure}
        onChange={(update) => {
          setAttachmentFailure(null);
          useCustomizedGoods.getState().setAttachments(update);
        }}
      />
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" htmlType="submit" size="large" loading={formState.isSubmitting}>
        {M.submit}
      </Button>
    </Form>
  );
}
