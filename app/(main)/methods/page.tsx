import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { jsonLdText, pageMetadata } from '@/components/catalogue/seo';
import { apiCanonicalPath, methodsIndexJsonLd } from '@/components/methods/seo';
import styles from '@/components/methods/methods.module.scss';
import { ReadUnavailable } from '@/lib/api/read';
import { CLASSIFICATION_GROUPS, PHARMACOPOEIAS, type ApiItem } from '@/lib/api/contract/methods';
import { METHODS_MSG as M, METHOD_PAGE_MSG } from '@/lib/messages';
import { readAllApiItems, readMethodTypes } from '@/lib/methods/read';
import { routes } from '@/lib/routes';

/** Rendered per request, never at `next build` (its reads need the mall API); the reads themselves are cached. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.title, description: M.description, path: routes.methods });

const letterOf = (a: ApiItem) => (/^[a-z]/i.test(a.nameEn) ? a.nameEn[0].toUpperCase() : '#');

function ApiLinks({ items }: { items: ApiItem[] }) {
  return (
    <ul className={styles.chips}>
      {items.map((a) => (
        <li key={a.id} className={styles.chip}>
          <Link prefetch={false} href={apiCanonicalPath(a)}>
            {a.nameCn}
          </Link>
          <span className={styles.count}>{a.methodCount}</span>
        </li>
      ))}
    </ul>
  );
}

/** /methods (the nav's 药典方法): pharmacopoeias with counts, the classification, the APIs A–Z and by category, a keyword box. */
export default async function MethodsPage() {
  const [items, types] = await Promise.all([readAllApiItems(), readMethodTypes()]);
  if (!items.ok) throw new ReadUnavailable(items.message);
  const apis = items.data;
  const perPharmacopoeia = PHARMACOPOEIAS.map((p) => {
    const withP = apis.filter((a) => a.methodCounts.some((c) => c.pharmacopoeia === p));
    return { p, methods: withP.reduce((s, a) => s + (a.methodCounts.find((c) => c.pharmacopoeia === p)?.count ?? 0), 0), apis: withP.length };
  }).filter((x) => x.methods > 0);
  const byName = [...apis].sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
  const letters = [...new Set(byName.map(letterOf))];
  const categories = [...new Set(apis.map((a) => a.category))];

  return (
    <div className={styles.page} data-testid="methods-index">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(methodsIndexJsonLd(apis)) }} />
      <Breadcrumbs items={[{ label: M.title }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{M.title}</h1>
        <p className={styles.lead}>{M.lead}</p>
        <form className={`${styles.searchRow} ${styles.section}`} action={routes.methodsSearch} method="get" role="search">
          <input type="search" name="keyword" aria-label={M.keywordLabel} placeholder={M.searchPlaceholder} maxLength={100} />
          <button type="submit" className={styles.primaryButton}>
            {M.searchButton}
          </button>
          <Link prefetch={false} href={routes.allMethods()}>
            {METHOD_PAGE_MSG.allMethods} →
          </Link>
        </form>
      </header>

      <section className={styles.section} aria-labelledby="by-pharmacopoeia">
        <h2 id="by-pharmacopoeia" className={styles.sectionTitle}>
          {M.byPharmacopoeia}
        </h2>
        <ul className={styles.pharmacopoeias}>
          {perPharmacopoeia.map(({ p, methods, apis: n }) => (
            <li key={p} className={styles.card}>
              <Link prefetch={false} href={routes.allMethods({ pharmacopoeia: p })} className={styles.cardTitle}>
                {M.pharmacopoeiaName[p]}（{p}）
              </Link>
              <p className={styles.muted}>
                {M.methodCount(methods)} · {M.apiCount(n)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {types.ok && (
        <section className={styles.section} aria-labelledby="by-classification">
          <h2 id="by-classification" className={styles.sectionTitle}>
            {M.byClassification}
          </h2>
          {CLASSIFICATION_GROUPS.map((group) => (
            <div key={group} className={styles.filterRow}>
              <span className={styles.filterLabel}>{M.groups[group]}</span>
              <ul className={styles.chips}>
                {types.data[group].map((t) => (
                  <li key={t.id} className={styles.chip}>
                    <Link prefetch={false} href={routes.methodsSearchWith({ typeIds: [t.id] })}>
                      {t.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}

      <section className={styles.section} aria-labelledby="by-letter">
        <h2 id="by-letter" className={styles.sectionTitle}>
          {M.byLetter}
        </h2>
        <dl className={styles.letters}>
          {letters.map((l) => (
            <div key={l} style={{ display: 'contents' }}>
              <dt>{l}</dt>
              <dd>
                <ApiLinks items={byName.filter((a) => letterOf(a) === l)} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="by-category">
        <h2 id="by-category" className={styles.sectionTitle}>
          {M.byCategory}
        </h2>
        <dl className={styles.facts}>
          {categories.map((c) => (
            <div key={c} style={{ display: 'contents' }}>
              <dt>{c}</dt>
              <dd>
                <ApiLinks items={apis.filter((a) => a.category === c)} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
