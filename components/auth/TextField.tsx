'use client';

import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormItem from '@/components/ui/kit/FormItem';
import TextInput from '@/components/ui/kit/TextInput';
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
  /** A message found outside the form's own validation (a refused 获取验证码), shown when the form has none. */
  problem?: string;
}

/**
 * One form row: a light-kit input bound to react-hook-form, the field's message under it (SPEC §5 texts come
 * from the zod schema), announced and tied to the input. Every text input is trimmed when it loses focus (SPEC §5);
 * the schema trims again.
 */
export default function TextField<T extends FieldValues>({ control, name, label, placeholder, type = 'text', maxLength, prefix, autoComplete, inputMode, addon, problem }: Props<T>) {
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) ?? '';
        const error = fieldState.error?.message ?? problem;
        const input = (
          <TextInput
            ref={field.ref}
            name={field.name}
            type={type}
            value={value}
            onChange={field.onChange}
            onBlur={() => {
              if (value !== value.trim()) field.onChange(value.trim());
              field.onBlur();
            }}
            aria-label={label}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? helpId : undefined}
            placeholder={placeholder}
            maxLength={maxLength}
            prefix={prefix}
            autoComplete={autoComplete}
            inputMode={inputMode}
            status={error ? 'error' : undefined}
            className={styles.input}
          />
        );
        return (
          <FormItem error={error} helpId={helpId}>
            {addon ? (
              <div className={styles.row}>
                {input}
                {addon}
              </div>
            ) : (
              input
            )}
          </FormItem>
        );
      }}
    />
  );
}
