import Link from 'next/link';
import { DOCUMENT_LANGUAGE_TEXT, lotCoaUrl, type ProductDocument, type StoredDocument } from '@/lib/api/contract/documents';
import type { SkuLots } from '@/lib/api/contract/lots';
import { documentHref, documentKey } from '@/lib/api/documents';
import { formatTime } from '@/lib/china-time';
import { LOT_MSG, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './ProductDocumentsBlock.module.scss';
// The section frame and title are the goods detail's own, so the block reads as one of its sections.
import detail from './ProductDetailView.module.scss';

function FileLink({ doc, apiBase }: { doc: ProductDocument; apiBase: string }) {
  return (
    <a className={styles.file} href={documentHref(apiBase, doc.url)} download={doc.fileName} title={doc.title} data-testid={`document-${documentKey(doc)}`}>
      <span className={styles.pdf} aria-hidden>
        PDF
      </span>
      {MSG.documentsDownload(DOCUMENT_LANGUAGE_TEXT[doc.language])}
      <span className={styles.size}>（{doc.source === 'upload' ? MSG.documentSize(doc.size) : MSG.documentGenerated}）</span>
    </a>
  );
}

/** COA files grouped by batch, in the order the API lists them (newest upload first). */
function byBatch(files: StoredDocument[]): [string, StoredDocument[]][] {
  const groups = new Map<string, StoredDocument[]>();
  for (const f of files) groups.set(f.certBatch ?? '', [...(groups.get(f.certBatch ?? '') ?? []), f]);
  return [...groups];
}

/** The lots on sale now, one entry per batch number (packs filled from one lot share it), first to expire first. */
export function lotsOnSale(lots: SkuLots[]) {
  const seen = new Map<string, NonNullable<SkuLots['onSale']>>();
  for (const l of lots) if (l.onSale && !seen.has(l.onSale.lotNo.toUpperCase())) seen.set(l.onSale.lotNo.toUpperCase(), l.onSale);
  return [...seen.values()].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.lotNo.localeCompare(b.lotNo));
}

export interface DocumentsListProps {
  productId: number;
  brandName: string;
  code: string;
  /** The product's MSDS (an upload per language, or the generated one); empty when it has none. */
  msds: ProductDocument[];
  /** Uploaded COA files (newest first) and how many there are in all. */
  coa: StoredDocument[];
  coaTotal: number;
  /** The goods detail's lots per SKU: each lot on sale gets its COA (uploaded or generated, one link). */
  lots: SkuLots[];
  apiBase: string;
}

/**
 * 资料下载 on the goods detail: the MSDS, the COA of each lot on sale (batch, expiry, download), the
 * other uploaded COAs by batch, and the lookup by batch. Nothing when there is nothing to download.
 */
export default function DocumentsList({ productId, brandName, code, msds, coa, coaTotal, lots, apiBase }: DocumentsListProps) {
  const onSale = lotsOnSale(lots);
  const onSaleBatches = new Set(onSale.map((l) => l.lotNo.toUpperCase()));
  const otherBatches = byBatch(coa).filter(([batch]) => !onSaleBatches.has(batch.toUpperCase()));
  if (msds.length === 0 && onSale.length === 0 && otherBatches.length === 0) return null;
  return (
    <section className={detail.section} aria-labelledby="product-documents" data-testid="product-documents">
      <div className={detail.sectionHead}>
        <h2 id="product-documents" className={detail.sectionTitle}>
          {MSG.documentsTitle}
        </h2>
        <Link prefetch={false} href={routes.downloadCoaFor({ brand: brandName, code })}>
          {MSG.documentsLookupLink} &gt;
        </Link>
      </div>
      <dl className={styles.list}>
        {msds.length > 0 && (
          <div className={styles.row}>
            <dt>{MSG.documentsMsds}</dt>
            <dd>
              {msds.map((d) => (
                <FileLink key={documentKey(d)} doc={d} apiBase={apiBase} />
              ))}
            </dd>
          </div>
        )}
        {onSale.map((lot) => (
          <div className={styles.row} key={`lot-${lot.lotNo}`} data-testid={`lot-coa-${lot.lotNo}`}>
            <dt>
              {MSG.documentsCoa}
              <span className={styles.batch}>{MSG.documentsBatch(lot.lotNo)}</span>
            </dt>
            <dd>
              <span className={styles.size}>{MSG.documentsLotOnSale(lot.expiryKind === 'expiry' ? LOT_MSG.expiry : LOT_MSG.retest, formatTime(lot.expiresOn, 'date'))}</span>
              <a className={styles.file} href={documentHref(apiBase, lotCoaUrl(productId, lot.lotNo))} download>
                <span className={styles.pdf} aria-hidden>
                  PDF
                </span>
                {MSG.documentsCoaDownload}
              </a>
            </dd>
          </div>
        ))}
        {otherBatches.map(([batch, files]) => (
          <div className={styles.row} key={batch}>
            <dt>
              {MSG.documentsCoa}
              <span className={styles.batch}>{MSG.documentsBatch(batch)}</span>
            </dt>
            <dd>
              {files.map((d) => (
                <FileLink key={documentKey(d)} doc={d} apiBase={apiBase} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {coaTotal > coa.length && <p className={styles.more}>{MSG.documentsMoreBatches(coaTotal)}</p>}
    </section>
  );
}
