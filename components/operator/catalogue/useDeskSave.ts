'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/feedback';
import type { DeskProduct } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import type { FieldErrors } from './Field';
import { useProductDesk } from './product-context';
import { failureText, isStale } from './refusals';

/**
 * A drawer's save of the product record (a SKU, a lot): the saving flag, the stale-version refusal (with 重新加载),
 * a refusal of the whole form, and refusals that belong to one field (`fieldOf`: the API's message → the field).
 */
export function useDeskSave(fieldOf: Record<string, string>) {
  const { accept, reload } = useProductDesk();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** Sends the save; on success the page takes the product as saved and `done` runs (the drawer closes). */
  async function submit(send: () => Promise<DeskProduct>, done: () => void): Promise<void> {
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      accept(await send());
      void toast.success(T.saved);
      done();
    } catch (err) {
      if (isStale(err)) setStale(true);
      else {
        const message = failureText(err);
        const field = fieldOf[message];
        if (field) setErrors({ [field]: message });
        else setProblem(message);
      }
    } finally {
      setSaving(false);
    }
  }

  const onReload = async () => {
    await reload();
    setStale(false);
  };
  return { errors, setErrors, stale, problem, saving, submit, onReload };
}
