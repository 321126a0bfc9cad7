import 'server-only';
import { getProdCertificate } from '@/lib/api/documents';
import { defineRead } from '@/lib/api/read';
import type { Certificate } from '@/lib/api/contract/documents';
import { MSG } from '@/lib/messages';

export type Lookup = { kind: 'found'; cert: Certificate } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string };

/** A batch lookup, never cached (a new upload answers at once). The API's refusal is what the customer reads. */
const readCertificate = defineRead('certificate', (api, q: { brand: string; code: string; certBatch: string }) => getProdCertificate(api, q), {
  tags: [],
  cached: false,
  failureMessage: MSG.coaLookupFailed,
});

export async function lookupCertificate(q: { brand: string; code: string; certBatch: string }): Promise<Lookup> {
  const read = await readCertificate(q);
  if (read.ok) return { kind: 'found', cert: read.data };
  return read.refused ? { kind: 'refused', message: read.message } : { kind: 'failed', message: read.message };
}
