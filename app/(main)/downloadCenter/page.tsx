import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { first } from '@/components/catalogue/listPage';
import { pageMetadata } from '@/components/catalogue/seo';
import styles from '@/components/company/company.module.scss';
import { DOCUMENT_LANGUAGE_TEXT } from '@/lib/api/contract/documents';
import { documentHref } from '@/lib/api/documents';
import { readProducts } from '@/lib/catalogue/read';
import { readMsds } from '@/lib/downloads/read';
import { publicApiBase } from '@/lib/env';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request (reads ?msds=; the shop's header reads the mall API). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = await searchParams;
  const meta = pageMetadata({ title: M.downloadTitle, description: M.downloadDescription, path: routes.downloadCenter });
  // The hub is worth indexing; an MSDS lookup's answer is not.
  return first(q.msds) ? { ...meta, robots: { index: false, follow: true } } : meta;
}

const MSDS_RESULTS = 10;

/** The MSDS lookup's answer: matching listed products (keyword search: CAS or name) with their MSDS downloads. */
async function MsdsResults({ keyword }: { keyword: string }) {
  const found = await readProducts({ keyword }, 1, MSDS_RESULTS);
  if (!found.ok) return <p role="alert">{found.message}</p>;
  const rows = found.data.rows;
  if (rows.length === 0) return <p role="alert">{M.msdsNoResult(keyword)}</p>;
  const msds = await Promise.all(rows.map((p) => readMsds(p.id)));
  return (
    <div className={styles.results}>
      <p className={styles.muted}>{M.msdsResults(keyword, rows.length)}</p>
      <ul data-testid="msds-results">
        {rows.map((p, i) => {
          const docs = msds[i];
          return (
            <li key={p.id}>
              <Link prefetch={false} href={routes.goodsDetail(p.id)}>
                {p.nameCn}
              </Link>
              <span>CAS {p.cas}</span>
              <span>
                {p.brandName} {p.code}
              </span>
              {!docs.ok ? (
                <span className={styles.muted}>{M.msdsFailed}</span>
              ) : docs.data.length === 0 ? (
                <span className={styles.muted}>{M.msdsNone}</span>
              ) : (
                docs.data.map((d) => (
                  <a key={d.url} href={documentHref(publicApiBase, d.url)} download={d.fileName}>
                    {M.msdsDownload(DOCUMENT_LANGUAGE_TEXT[d.language])}
                  </a>
                ))
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** /downloadCenter (the nav's 证书查询): COA by batch, MSDS lookup by CAS or name, and the product catalogues. */
export default async function DownloadCenterPage({ searchParams }: Props) {
  const q = await searchParams;
  const keyword = (first(q.msds) ?? '').trim().slice(0, 100);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.downloadTitle }]} />
      <h1 className={styles.title}>{M.downloadTitle}</h1>
      <p className={styles.lead}>{M.downloadDescription}</p>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="dl-coa">
          <h2 id="dl-coa">{M.coaCardTitle}</h2>
          <p>{M.coaCardText}</p>
          <Link className={`${styles.button} ${styles.primary}`} href={routes.downloadCoa}>
            {M.coaCardLink}
          </Link>
        </section>
        <section className={styles.card} aria-labelledby="dl-msds">
          <h2 id="dl-msds">{M.msdsCardTitle}</h2>
          <p>{M.msdsCardText}</p>
          <a className={`${styles.button} ${styles.primary}`} href="#msds">
            {M.msdsSearch}MSDS
          </a>
        </section>
        <section className={styles.card} aria-labelledby="dl-catalogue">
          <h2 id="dl-catalogue">{M.catalogueCardTitle}</h2>
          <p>{M.catalogueCardText}</p>
          <Link className={`${styles.button} ${styles.primary}`} href={routes.productCatalogDownloads}>
            {M.catalogueCardLink}
          </Link>
        </section>
      </div>
      <section id="msds" className={styles.section} aria-labelledby="msds-title">
        <h2 id="msds-title">
          {M.msdsSearch}
          {M.msdsCardTitle}
        </h2>
        <form className={styles.searchForm} action={routes.downloadCenter} method="get" role="search" aria-labelledby="msds-title">
          <label htmlFor="msds-keyword" className="visually-hidden">
            {M.msdsPlaceholder}
          </label>
          <input id="msds-keyword" name="msds" type="search" defaultValue={keyword} maxLength={100} placeholder={M.msdsPlaceholder} />
          <button type="submit" className={`${styles.button} ${styles.primary}`}>
            {M.msdsSearch}
          </button>
        </form>
        {keyword && <MsdsResults keyword={keyword} />}
      </section>
    </div>
  );
}
