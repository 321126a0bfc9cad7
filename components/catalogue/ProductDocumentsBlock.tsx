import Link from 'next/link';
import { DOCUMENT_LANGUAGE_TEXT, type ProductDocument } from '@/lib/api/contract/documents';
import { documentHref } from '@/lib/api/documents';
import { publicApiBase } from '@/lib/env';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './ProductDocumentsBlock.module.scss';
// The section frame and title are the goods detail's own, so the block reads as one of its sections.
import detail from './ProductDetailView.module.scss';
import { readProductDocuments } from '@/lib/catalogue/read';

function FileLink({ doc }: { doc: ProductDocument }) {
  return (
    <a className={styles.file} href={documentHref(publicApiBase, doc.url)} download={doc.fileName} title={doc.title} data-testid={`document-${doc.id}`}>
      <span className={styles.pdf} aria-hidden>
        PDF
      </span>
      {MSG.documentsDownload(DOCUMENT_LANGUAGE_TEXT[doc.language])}
      <span className={styles.size}>（{MSG.documentSize(doc.size)}）</span>
    </a>
  );
}

/** COA files grouped by batch, in the order the API lists them (newest upload first). */
function byBatch(files: ProductDocument[]): [string, ProductDocument[]][] {
  const groups = new Map<string, ProductDocument[]>();
  for (const f of files) groups.set(f.certBatch ?? '', [...(groups.get(f.certBatch ?? '') ?? []), f]);
  return [...groups];
}

/**
 * 资料下载 on the goods detail: the product's MSDS and the COAs of its batches, with the lookup by batch.
 * Rendered on the server; absent when the product has no documents (or they cannot be read).
 */
export default async function ProductDocumentsBlock({ productId, brandName, code }: { productId: number; brandName: string; code: string }) {
  const read = await readProductDocuments(productId);
  if (!read.ok || (read.data.msds.length === 0 && read.data.coa.length === 0)) return null;
  const { msds, coa, coaTotal } = read.data;
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
                <FileLink key={d.id} doc={d} />
              ))}
            </dd>
          </div>
        )}
        {byBatch(coa).map(([batch, files]) => (
          <div className={styles.row} key={batch}>
            <dt>
              {MSG.documentsCoa}
              <span className={styles.batch}>{MSG.documentsBatch(batch)}</span>
            </dt>
            <dd>
              {files.map((d) => (
                <FileLink key={d.id} doc={d} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {coaTotal > coa.length && <p className={styles.more}>{MSG.documentsMoreBatches(coaTotal)}</p>}
    </section>
  );
}
