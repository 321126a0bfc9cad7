import type { Metadata } from 'next';
import { first } from '@/components/catalogue/listPage';
import CoaLookupForm from '@/components/documents/CoaLookupForm';
import CoaResult from '@/components/documents/CoaResult';
import { lookupCertificate } from '@/components/documents/lookup';
import styles from '@/components/documents/CoaLookup.module.scss';
import { MSG } from '@/lib/messages';
import AntdScope from '@/components/ui/AntdScope';
import { readBrands } from '@/lib/catalogue/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = await searchParams;
  // The form is worth indexing; a lookup's answer is not.
  return { title: MSG.coaPageTitle, robots: q.certBatch ? { index: false, follow: true } : undefined };
}

/**
 * /downloadCenter/downloadSecond/coa — the certificate download of SPEC §2: brand, item number and batch
 * (`prodproduct/getProdCertificate`). The query is the state: the answer is rendered here on the server,
 * the form is the only client part. ?brand&code from a goods detail page fill the form in.
 */
export default async function CoaLookupPage({ searchParams }: Props) {
  const q = await searchParams;
  const initial = { brand: first(q.brand) ?? '', code: first(q.code) ?? '', certBatch: first(q.certBatch) ?? '' };
  const [brands, outcome] = await Promise.all([readBrands(), initial.brand && initial.code && initial.certBatch ? lookupCertificate(initial) : null]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MSG.coaPageTitle}</h1>
      <p className={styles.lead}>{MSG.coaPageLead}</p>
      {!brands.ok && <p className={styles.note}>{MSG.coaBrandsFailed}</p>}
      <AntdScope>
        <CoaLookupForm key={JSON.stringify(initial)} brands={brands.ok ? brands.data.rows.map((b) => b.name) : null} initial={initial} />
      </AntdScope>
      {outcome?.kind === 'found' && <CoaResult cert={outcome.cert} />}
      {outcome && outcome.kind !== 'found' && (
        <p role="alert" className={styles.notFound} data-testid="coa-not-found">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
