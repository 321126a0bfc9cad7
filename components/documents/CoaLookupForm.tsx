'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Form, Input, Select } from 'antd';
import { z } from 'zod';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { certBatchRule, DOCUMENT_MSG, productCodeRule } from '@/lib/validation';
import styles from './CoaLookup.module.scss';

const schema = z.object({
  brand: z.string().trim().min(1, DOCUMENT_MSG.brandRequired),
  code: productCodeRule,
  certBatch: certBatchRule,
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/**
 * Brand + item number + batch (SPEC getProdCertificate). Submitting puts them in the URL; the page renders
 * the answer on the server, so a result is a link that can be sent to a colleague.
 */
export default function CoaLookupForm({ brands, initial }: { brands: string[] | null; initial: Values }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { control, handleSubmit } = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const submit = (v: Output) => startTransition(() => router.push(routes.downloadCoaFor(v)));

  const row = (name: keyof Values, label: string, input: (field: { value: string; onChange: (v: string) => void; onBlur: () => void }, invalid: boolean) => React.ReactNode) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item label={label} required validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} htmlFor={`coa-${name}`}>
          {input({ value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur }, fieldState.invalid)}
        </Form.Item>
      )}
    />
  );
  const text = (name: 'code' | 'certBatch' | 'brand', label: string, placeholder: string, max: number) =>
    row(name, label, (f, invalid) => (
      <Input
        id={`coa-${name}`}
        aria-label={label}
        value={f.value}
        maxLength={max}
        placeholder={placeholder}
        status={invalid ? 'error' : undefined}
        onChange={(e) => f.onChange(e.target.value)}
        onBlur={() => {
          f.onChange(f.value.trim());
          f.onBlur();
        }}
      />
    ));

  return (
    <Form layout="vertical" className={styles.form} onFinish={() => void handleSubmit(submit)()} aria-label={MSG.coaPageTitle}>
      {brands
        ? row('brand', MSG.coaBrand, (f, invalid) => (
            <Select
              id="coa-brand"
              aria-label={MSG.coaBrand}
              value={f.value || undefined}
              placeholder={MSG.coaBrandPlaceholder}
              status={invalid ? 'error' : undefined}
              showSearch
              options={brands.map((b) => ({ value: b, label: b }))}
              onChange={(v: string) => f.onChange(v)}
              onBlur={f.onBlur}
            />
          ))
        : text('brand', MSG.coaBrand, MSG.coaBrandPlaceholder, 60)}
      {text('code', MSG.coaCode, MSG.coaCodePlaceholder, 40)}
      {text('certBatch', MSG.coaBatch, MSG.coaBatchPlaceholder, 32)}
      <Form.Item label=" " className={styles.submit}>
        <Button type="primary" htmlType="submit" loading={pending}>
          {MSG.coaSubmit}
        </Button>
      </Form.Item>
    </Form>
  );
}
