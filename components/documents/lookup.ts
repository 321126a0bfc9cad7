import 'server-only';
import { ApiFailure } from '@/lib/api/client';
import type { Certificate } from '@/lib/api/contract/documents';
import { getProdCertificate } from '@/lib/api/documents';
import { publicServerApi } from '@/lib/api/server';
import { MSG } from '@/lib/messages';
import { settle } from '@/components/catalogue/data';

export type Lookup = { kind: 'found'; cert: Certificate } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string };

/** A batch lookup, never cached (a new upload answers at once). The API's refusal is what the customer reads. */
export async function lookupCertificate(q: { brand: string; code: string; certBatch: string }): Promise<Lookup> {
  let refusal: string | null = null;
  const read = await settle(`certificate ${q.code} ${q.certBatch}`, async () => {
    try {
      return await getProdCertificate(publicServerApi(), q);
    } catch (err) {
      if (err instanceof ApiFailure && err.kind === 'rejected') {
        refusal = err.message;
        return null;
      }
      throw err;
    }
  });
  if (read.ok && read.data) return { kind: 'found', cert: read.data };
  if (refusal) return { kind: 'refused', message: refusal };
  return { kind: 'failed', message: MSG.coaLookupFailed };
}
