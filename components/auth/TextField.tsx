'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Form, Input } from 'antd';
import styles from './auth.module.scss';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** The accessible name; the placeholder says what to type. */
  label: string;
  placeholder: string;
  type?: 'text' | 'password';
  maxLength?: number;
  prefix?: ReactNode;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** Something to the right of the input: the captcha picture, the send-code button. */
  addon?: ReactNode;
}

/**
 * One form row: an antd input bound to react-hook-form, the field's message under it (SPEC §5 texts come
 * from the zod schema). Every text input is trimmed when it loses focus (SPEC §5); the schema trims again.
 */
export default function TextField<T extends FieldValues>({ control, name, label, placeholder, type = 'text', maxLength, prefix, autoComplete, inputMode, addon }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          ref: field.ref,
          name: field.name,
          value: (field.value as string | undefined) ?? '',
          onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
          onBlur: () => {
            const value = (field.value as string | undefined) ?? '';
            if (value !== value.trim()) field.onChange(value.trim());
            field.onBlur();
          },
          'aria-label': label,
          'aria-invalid': fieldState.invalid || undefined,
          placeholder,
          maxLength,
          prefix,
          autoComplete,
          inputMode,
          status: fieldState.invalid ? ('error' as const) : undefined,
        };
        const input = type === 'password' ? <Input.Password {...common} /> : <Input {...common} />;
        return (
          <Form.Item validateStatus={fieldState.invalid ? 'error' : undefined} help={fieldState.error?.message}>
            {addon ? (
              <div className={styles.row}>
                {input}
                {addon}
              </div>
            ) : (
              input
            )}
          </Form.Item>
        );
      }}
    />
  );
}
