import type { FieldErrors } from './Field';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The contract's issues as the first message per form field (`certified.value`), named by `fieldOf` when the form's names differ. */
export function issuesToErrors(issues: readonly Issue[], fieldOf: (path: readonly PropertyKey[]) => string = (p) => p.map(String).join('.')): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}
