'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, Form } from 'antd';
import { MSG } from '@/lib/messages';
import { AgreementLinks } from './AgreementNote';
import styles from './auth.module.scss';

/**
 * "我已阅读并同意《用户协议》和《隐私政策》". Unticked at submit, it takes the error look (red box and text)
 * with the message under it (SPEC §2 forgotten-password page).
 */
export default function ConsentField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item validateStatus={fieldState.invalid ? 'error' : undefined} help={fieldState.error?.message}>
          <span className={styles.consent} data-invalid={fieldState.invalid}>
            <Checkbox ref={field.ref} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} aria-invalid={fieldState.invalid || undefined}>
              {MSG.consentPrefix}
              <AgreementLinks />
            </Checkbox>
          </span>
        </Form.Item>
      )}
    />
  );
}
