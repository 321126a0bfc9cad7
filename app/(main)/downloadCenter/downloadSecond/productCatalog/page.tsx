import type { Metadata } from 'next';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { absoluteUrl, jsonLdText, pageMetadata } from '@/components/catalogue/seo';
import styles from '@/components/company/company.module.scss';
import { CATALOGUE_MEDIA_TYPE } from '@/lib/api/contract/downloads';
import { documentHref } from '@/lib/api/documents';
import { ReadUnavailable } from '@/lib/api/read';
import { readCatalogueList } from '@/lib/downloads/read';
import { publicApiBase } from '@/lib/env';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request, never at `next build` (its read needs the mall API); the read itself is cached. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.catalogueTitle, description: M.catalogueDescription, path: routes.productCatalogDownloads });

/** /downloadCenter/downloadSecond/productCatalog: each catalogue (all, then each top category) with its counts and the two formats. */
export default async function ProductCatalogPage() {
  const list = await readCatalogueList();
  if (!list.ok) throw new ReadUnavailable(list.message);
  // {api} may be a path (/api, the usual) or an absolute URL of its own.
  const fileUrl = (path: string) => (/^https?:/.test(publicApiBase) ? documentHref(publicApiBase, path) : absoluteUrl(documentHref(publicApiBase, path)));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'DataCatalog',
    name: M.catalogueTitle,
    description: M.catalogueDescription,
    url: absoluteUrl(routes.productCatalogDownloads),
    dataset: list.data.map((c) => ({
      '@type': 'Dataset',
      name: c.fileName,
      description: M.catalogueCounts(c.productCount, c.packageCount),
      distribution: (['xlsx', 'csv'] as const).map((f) => ({ '@type': 'DataDownload', encodingFormat: CATALOGUE_MEDIA_TYPE[f], contentUrl: fileUrl(c.files[f]) })),
    })),
  };
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.downloadTitle, href: routes.downloadCenter }, { label: M.catalogueTitle }]} />
      <h1 className={styles.title}>{M.catalogueTitle}</h1>
      <p className={styles.lead}>{M.catalogueLead}</p>
      <p className={styles.muted}>{M.catalogueColumns}</p>
      <table className={styles.table} data-testid="catalogue-list">
        <caption className="visually-hidden">{M.catalogueTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{M.catalogueName}</th>
            <th scope="col">商品数量</th>
            <th scope="col">下载</th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((c) => (
            <tr key={c.key}>
              <th scope="row">{c.name}</th>
              <td>{M.catalogueCounts(c.productCount, c.packageCount)}</td>
              <td className={styles.links}>
                <a className={styles.button} href={documentHref(publicApiBase, c.files.xlsx)} download={`${c.fileName}.xlsx`} aria-label={`${c.name} ${M.catalogueXlsx}`}>
                  {M.catalogueXlsx}
                </a>
                <a className={styles.button} href={documentHref(publicApiBase, c.files.csv)} download={`${c.fileName}.csv`} aria-label={`${c.name} ${M.catalogueCsv}`}>
                  {M.catalogueCsv}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{M.catalogueCsvNote}</p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </div>
  );
}
