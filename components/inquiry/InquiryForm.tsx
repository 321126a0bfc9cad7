'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Form, Input } from 'antd';
import { INQUIRY_NOTE_MAX } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { inquiryFormSchema, type InquiryFormOutput, type InquiryFormValues } from './schema';
import styles from './inquiry.module.scss';

const FIELDS: { name: keyof InquiryFormValues; label: string; placeholder: string; max: number; required: boolean }[] = [
  { name: 'contact', label: MSG.inquiryContact, placeholder: MSG.inquiryContactPlaceholder, max: 30, required: true },
  { name: 'phone', label: MSG.inquiryPhone, placeholder: MSG.inquiryPhonePlaceholder, max: 30, required: true },
  { name: 'company', label: MSG.inquiryCompany, placeholder: MSG.inquiryCompanyPlaceholder, max: 100, required: true },
];

/** Contact person, phone, company and note for inquiry/submit (react-hook-form + zod, Chinese messages). */
export default function InquiryForm({ onSubmit, disabled, defaults }: { onSubmit: (v: InquiryFormOutput) => Promise<void>; disabled: boolean; defaults?: Partial<InquiryFormValues> }) {
  const { control, handleSubmit, formState } = useForm<InquiryFormValues, unknown, InquiryFormOutput>({
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: { contact: '', phone: '', company: '', note: '', ...defaults },
    mode: 'onTouched',
  });
  return (
    <Form layout="vertical" className={styles.form} onFinish={() => void handleSubmit(onSubmit)()} aria-label={MSG.submitInquiry}>
      <div className={styles.formGrid}>
        {FIELDS.map((f) => (
          <Controller
            key={f.name}
            control={control}
            name={f.name}
            render={({ field, fieldState }) => (
              <Form.Item label={f.label} required={f.required} validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} htmlFor={`inquiry-${f.name}`}>
                <Input id={`inquiry-${f.name}`} {...field} value={field.value ?? ''} maxLength={f.max} placeholder={f.placeholder} onBlur={() => { field.onChange((field.value ?? '').trim()); field.onBlur(); }} />
              </Form.Item>
            )}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => (
          <Form.Item label={MSG.inquiryNote} validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} htmlFor="inquiry-note">
            <Input.TextArea id="inquiry-note" {...field} value={field.value ?? ''} rows={3} showCount maxLength={INQUIRY_NOTE_MAX} placeholder={MSG.inquiryNotePlaceholder} />
          </Form.Item>
        )}
      />
      <Button type="primary" htmlType="submit" size="large" loading={formState.isSubmitting} disabled={disabled}>
        {MSG.submitInquiry}
      </Button>
    </Form>
  );
}
