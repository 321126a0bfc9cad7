'use client';

import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import styles from './kit.module.scss';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Some but not all rows chosen (a "select all" box). */
  indeterminate?: boolean;
  disabled?: boolean;
  children?: ReactNode;
  /** The accessible name when there is no visible label (a table row's box). */
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  /** The id of a message about the box (a form row's error). */
  'aria-describedby'?: string;
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox in the shop's look, its label clickable; keyboard and screen readers get the real input. */
export default function Checkbox({ checked, onChange, indeterminate = false, disabled, children, className, ref, ...aria }: CheckboxProps) {
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setRef = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <label className={[styles.checkbox, disabled && styles.disabled, className].filter(Boolean).join(' ')}>
      <input ref={setRef} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} {...aria} />
      {children !== undefined && children !== null && <span>{children}</span>}
    </label>
  );
}
