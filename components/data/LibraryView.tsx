import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import Pager from '@/components/catalogue/Pager';
import { jsonLdText } from '@/components/catalogue/seo';
import type { LibraryCard, LibraryMember } from '@/lib/api/contract/data';
import { DATA_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { libraryJsonLd } from './seo';
import styles from './data.module.scss';

interface Props {
  library: LibraryCard;
  members: LibraryMember[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
}

/** /searchCenter/dataSearchofStandard/secondaryLibrary/{id}: the introduction, source and a page of members. */
export default function LibraryView({ library: l, members, totalCount, pageNo, pageSize }: Props) {
  return (
    <div className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(libraryJsonLd(l)) }} />
      <Breadcrumbs items={[{ label: DATA_MSG.dataCrumb, href: routes.dataSearch }, { label: l.title }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{l.title}</h1>
        <p className={styles.intro}>{l.intro}</p>
        <p className={styles.muted}>
          {DATA_MSG.librarySource}：{l.source}
        </p>
        <p className={styles.muted}>{DATA_MSG.libraryCounts(l.memberCount, l.soldCount)}</p>
      </header>
      <section className={styles.section} aria-label={l.title}>
        <table className={styles.table}>
          <caption className="visually-hidden">{l.title}</caption>
          <thead>
            <tr>
              <th>{DATA_MSG.memberName}</th>
              <th>{DATA_MSG.memberCas}</th>
              <th>{DATA_MSG.memberNote}</th>
              <th>{DATA_MSG.memberSold}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m, i) => (
              <tr key={`${m.cas ?? ''}-${i}`}>
                <td>
                  {m.recordId !== null ? (
                    <Link prefetch={false} href={routes.dataDetail(m.recordId)}>
                      {m.nameCn}
                    </Link>
                  ) : (
                    m.nameCn
                  )}
                  {m.nameEn && (
                    <div className={styles.muted} lang="en">
                      {m.nameEn}
                    </div>
                  )}
                </td>
                <td>{m.cas ?? '—'}</td>
                <td>{m.note ?? ''}</td>
                <td>
                  {m.products.length ? (
                    <span className={styles.tags}>
                      {m.products.map((p) => (
                        <Link key={p.id} prefetch={false} href={routes.goodsDetail(p.id)} title={`${p.nameCn}（${p.brandName}）`}>
                          {p.code}
                        </Link>
                      ))}
                    </span>
                  ) : (
                    <span className={styles.muted}>{DATA_MSG.unsold}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {totalCount > pageSize && <Pager pageNo={pageNo} totalCount={totalCount} pageSize={pageSize} hrefBase={routes.secondaryLibrary(l.id)} />}
      </section>
    </div>
  );
}
