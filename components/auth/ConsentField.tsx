'use client';

import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import Checkbox from '@/components/ui/kit/Checkbox';
import FormItem from '@/components/ui/kit/FormItem';
import { MSG } from '@/lib/messages';
import { AgreementLinks } from './AgreementNote';
import styles from './auth.module.scss';

/**
 * "我已阅读并同意《用户协议》和《隐私政策》". Unticked at submit, it takes the error look (red box and text)
 * with the message under it (SPEC §2 forgotten-password page).
 */
export default function ConsentField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem error={fieldState.error?.message} helpId={helpId}>
          <span className={styles.consent} data-invalid={fieldState.invalid}>
            <Checkbox ref={field.ref} name={field.name} checked={Boolean(field.value)} onChange={field.onChange} aria-invalid={fieldState.invalid || undefined} aria-describedby={fieldState.error?.message ? helpId : undefined}>
              {MSG.consentPrefix}
              <AgreementLinks />
            </Checkbox>
          </span>
        </FormItem>
      )}
    />
  );
}
