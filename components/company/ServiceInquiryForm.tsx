'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Form, Input } from 'antd';
import type { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import { ApiFailure } from '@/lib/api/client';
import { SERVICE_DESCRIPTION_MAX, SERVICE_FILE_MAX_BYTES, SERVICE_MSG, serviceRequestFields, type ServiceKind } from '@/lib/api/contract/service-request';
import { submitServiceRequest } from '@/lib/api/service-request';
import { COMPANY_MSG as M } from '@/lib/messages';
import styles from './company.module.scss';

/** The form's own fields: the contract's rules and messages, the kind fixed by the page. */
const formSchema = serviceRequestFields.omit({ kind: true });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const FIELDS: { name: Exclude<keyof Values, 'description'>; label: string; placeholder: string; max: number; required: boolean }[] = [
  { name: 'name', label: M.formName, placeholder: M.formNamePlaceholder, max: 30, required: true },
  { name: 'company', label: M.formCompany, placeholder: M.formCompanyPlaceholder, max: 100, required: true },
  { name: 'phone', label: M.formPhone, placeholder: M.formPhonePlaceholder, max: 11, required: true },
  { name: 'email', label: M.formEmail, placeholder: M.formEmailPlaceholder, max: 100, required: false },
];
const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/**
 * The inquiry of a service page (中间体合成, 制备分离): contact, phone (SPEC §5's check), optional e-mail, the need,
 * an optional PNG / JPEG / PDF attachment. Visitors may send it; the answer is shown in place.
 */
export default function ServiceInquiryForm({ kind }: { kind: ServiceKind }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', company: '', phone: '', email: '', description: '' },
    mode: 'onTouched',
  });

  const send = async (v: Output) => {
    setFailure(null);
    try {
      const { id } = await submitServiceRequest(browserApi, { ...v, kind }, file);
      setSentId(id);
      reset();
      setFile(null);
    } catch (err) {
      setFailure(err instanceof ApiFailure ? err.message : M.formFailed);
    }
  };

  const pick = (f: File | undefined) => {
    setFileError(null);
    if (!f) return setFile(null);
    if (f.size > SERVICE_FILE_MAX_BYTES) {
      setFile(null);
      return setFileError(M.formFileTooLarge);
    }
    if (!/\.(pdf|png|jpe?g)$/i.test(f.name)) {
      setFile(null);
      return setFileError(SERVICE_MSG.badFile);
    }
    setFile(f);
  };

  if (sentId !== null) {
    return (
      <div role="status" className={styles.sent} data-testid="service-inquiry-sent">
        <Alert type="success" showIcon title={SERVICE_MSG.sent} description={M.formSentNo(sentId)} />
        <Button className={styles.again} onClick={() => setSentId(null)}>
          {M.formAgain}
        </Button>
      </div>
    );
  }

  return (
    <Form layout="vertical" className={styles.form} onFinish={() => void handleSubmit(send)()} aria-label={M.formTitle}>
      <div className={styles.formGrid}>
        {FIELDS.map((f) => (
          <Controller
            key={f.name}
            control={control}
            name={f.name}
            render={({ field, fieldState }) => (
              <Form.Item label={f.label} required={f.required} validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} htmlFor={`service-${f.name}`}>
                <Input
                  id={`service-${f.name}`}
                  {...field}
                  value={field.value ?? ''}
                  maxLength={f.max}
                  placeholder={f.placeholder}
                  onBlur={() => {
                    field.onChange((field.value ?? '').trim());
                    field.onBlur();
                  }}
                />
              </Form.Item>
            )}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <Form.Item label={M.formDescription} required validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} htmlFor="service-description">
            <Input.TextArea id="service-description" {...field} rows={5} showCount maxLength={SERVICE_DESCRIPTION_MAX} placeholder={M.formDescriptionPlaceholder} />
          </Form.Item>
        )}
      />
      <Form.Item label={M.formFile} validateStatus={fileError ? 'error' : undefined} help={fileError ?? M.formFileHint} htmlFor="service-file">
        <input id="service-file" type="file" accept={ACCEPT} onChange={(e) => pick(e.target.files?.[0])} />
      </Form.Item>
      {failure && <Alert type="error" showIcon role="alert" title={failure} className={styles.failure} />}
      <Button type="primary" htmlType="submit" size="large" loading={formState.isSubmitting}>
        {M.formSubmit}
      </Button>
    </Form>
  );
}
