import { DOCUMENT_MAX_BYTES } from '@/lib/constants';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';

export const COA_MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;
const PDF_MAGIC = '%PDF-';

/** A COA as the API takes it: a PDF (by its bytes, not its name) of at most DOCUMENT_MAX_BYTES. Null: fine. */
export async function coaFileProblem(file: Blob): Promise<string | null> {
  if (file.size > DOCUMENT_MAX_BYTES) return T.coaTooLarge(COA_MAX_MB);
  const head = new TextDecoder('latin1').decode(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return head === PDF_MAGIC ? null : T.coaNotPdf;
}
