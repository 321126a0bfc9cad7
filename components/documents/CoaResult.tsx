import Link from 'next/link';
import { DOCUMENT_LANGUAGE_TEXT, type Certificate } from '@/lib/api/contract/documents';
import { documentHref, documentKey } from '@/lib/api/documents';
import { publicApiBase } from '@/lib/env';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './CoaLookup.module.scss';

/** The certificate of one batch: the product it belongs to and a download per language. */
export default function CoaResult({ cert }: { cert: Certificate }) {
  const p = cert.product;
  return (
    <section className={styles.result} aria-labelledby="coa-result" data-testid="coa-result">
      <h2 id="coa-result" className={styles.resultTitle}>
        {MSG.coaResultTitle(cert.certBatch)}
      </h2>
      <p className={styles.product}>
        <Link prefetch={false} href={routes.goodsDetail(p.id)}>
          {p.nameCn}
        </Link>
        <span lang="en">{p.nameEn}</span>
        <span>
          {MSG.codeLabel} {p.code}
        </span>
        {p.cas && <span>CAS {p.cas}</span>}
        <span>
          {MSG.brandLabel} {p.brandName}
        </span>
      </p>
      <ul className={styles.files}>
        {cert.files.map((f) => (
          <li key={documentKey(f)}>
            <a href={documentHref(publicApiBase, f.url)} download={f.fileName} data-testid={f.source === 'upload' ? `coa-file-${f.id}` : 'coa-file-generated'}>
              {f.title}
            </a>
            <span className={styles.meta}>
              {DOCUMENT_LANGUAGE_TEXT[f.language]} · PDF · {f.source === 'upload' ? MSG.documentSize(f.size) : MSG.documentGenerated}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
