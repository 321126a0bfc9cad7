'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { Form, type FormItemProps } from 'antd';

/** The messages of the last check (the contract's, or the API's), by field name. */
export type FieldErrors = Partial<Record<string, string>>;
export const FieldErrorsContext = createContext<FieldErrors>({});

interface Props extends Omit<FormItemProps, 'name'> {
  name: string | (string | number)[];
  children: ReactNode;
}

/**
 * A form item whose error is the contract's message for that field (the desk checks a whole form with the
 * contract's schema on save, then shows each field's first message under it). Cleared as soon as the field changes.
 */
export default function Field({ name, children, help, validateStatus, ...rest }: Props) {
  const errors = useContext(FieldErrorsContext);
  const error = errors[Array.isArray(name) ? name.join('.') : name];
  return (
    <Form.Item name={name} validateStatus={error ? 'error' : validateStatus} help={error ?? help} {...rest}>
      {children}
    </Form.Item>
  );
}
