'use client';

import { useId, useRef, useState } from 'react';
import { Button } from 'antd';
import { toast } from '@/components/ui/feedback';
import { documents } from '@/lib/api/contract/documents';
import type { DeskLot } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { coaFileProblem, COA_MAX_MB } from './coa-file';
import { useProductDesk } from './product-context';
import { toastFailure } from './refusals';

/**
 * A lot's COA through the documents upload (kind coa, the product and the lot number). The file is checked here
 * first — a PDF by its bytes, within the size limit — so a wrong file is refused before it is sent.
 */
export default function CoaUpload({ lot }: { lot: DeskLot }) {
  const { product, accept } = useProductDesk();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const label = `${lot.coaUploaded ? T.replaceCoa : T.uploadCoa}（${lot.lotNo}）`;

  const send = async (file: File) => {
    const problem = await coaFileProblem(file);
    if (problem) return void toast.error(problem);
    const form = new FormData();
    form.set('kind', 'coa');
    form.set('prodId', String(product.id));
    form.set('certBatch', lot.lotNo);
    form.set('language', 'zh');
    form.set('file', file, file.name);
    setBusy(true);
    try {
      const stored = await staffApi.call(documents.operatorUpload, { form });
      void toast.success(stored.replaced ? T.coaReplaced(lot.lotNo) : T.coaDone(lot.lotNo));
      // The upload is no product save (its version stays): the lot is marked here rather than read again.
      accept({ ...product, skus: product.skus.map((s) => ({ ...s, lots: s.lots.map((l) => (l.id === lot.id ? { ...l, coaUploaded: true } : l)) })) });
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        aria-label={label}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button size="small" type="link" loading={busy} title={T.coaHint(COA_MAX_MB)} onClick={() => input.current?.click()}>
        {lot.coaUploaded ? T.replaceCoa : T.uploadCoa}
      </Button>
    </>
  );
}
