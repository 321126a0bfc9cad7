'use client';

import { useState } from 'react';

/** A form's problems by field: the message to show under each field that is wrong (none: the field is fine). */
export type Problems<K extends string = string> = Partial<Record<K, string>>;

/**
 * The storefront's one rule for refused input: a button is never greyed out for what is typed. A click checks
 * the fields; when something is wrong its messages are shown (`shown`) and the click does nothing else. From
 * then on the messages follow the typing (a fixed field loses its message) until a click finds nothing wrong.
 * `problems` is recomputed by the form on every render from its current values.
 */
export function useRefusals<K extends string>(problems: Problems<K>): { shown: Problems<K>; check: () => boolean } {
  const [checked, setChecked] = useState(false);
  const clean = Object.values(problems).every((p) => !p);
  return {
    shown: checked && !clean ? problems : {},
    check: () => {
      setChecked(!clean);
      return clean;
    },
  };
}
