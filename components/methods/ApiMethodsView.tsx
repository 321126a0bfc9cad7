import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import ApiNav from '@/components/methods-compare/ApiNav';
import { jsonLdText } from '@/components/catalogue/seo';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { ProductCard } from '@/lib/api/contract/catalogue';
import { PHARMACOPOEIAS, type ApiMethods } from '@/lib/api/contract/methods';
import { MSG, METHODS_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { apiCanonicalPath, apiMethodsJsonLd } from './seo';
import styles from './methods.module.scss';

/** /methods/{api}: the API's facts and its methods grouped by pharmacopoeia, each linking to its detail. */
export default function ApiMethodsView({ data, about }: { data: ApiMethods; about: ProductCard[] }) {
  const { api, methods } = data;
  const groups = PHARMACOPOEIAS.map((p) => ({ p, list: methods.filter((m) => m.pharmacopoeia === p) })).filter((g) => g.list.length);
  return (
    <div className={styles.page} data-testid="api-methods">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(apiMethodsJsonLd(data)) }} />
      <Breadcrumbs items={[{ label: M.title, href: routes.methods }, { label: api.nameCn }]} ldPath={apiCanonicalPath(api)} />
      <ApiNav apiItem={api} current="methods" />
      <header className={`${styles.head} ${styles.apiHead}`}>
        {api.imgUrl && <ImageWithFallback className={styles.structure} src={api.imgUrl} alt={MSG.structureAlt(api.nameCn)} width={140} height={140} priority />}
        <div>
          <h1 className={styles.title}>{M.apiTitle(api.nameCn)}</h1>
          <dl className={styles.facts} aria-label={M.apiFacts}>
            <dt>{M.nameEn}</dt>
            <dd lang="en">{api.nameEn}</dd>
            <dt>{M.cas}</dt>
            <dd>{api.cas}</dd>
            <dt>{M.category}</dt>
            <dd>{api.category}</dd>
            <dt>{M.compound}</dt>
            <dd>{api.compound}</dd>
            <dt>{M.medicationUses}</dt>
            <dd>{api.medicationUses.join('、')}</dd>
          </dl>
          {api.productId !== null && (
            <p className={styles.actions}>
              <Link prefetch={false} href={routes.goodsDetail(api.productId)}>
                {M.buyApi}
              </Link>
            </p>
          )}
        </div>
      </header>
      {groups.length === 0 && <p className={styles.muted}>{M.noMethods}</p>}
      {groups.map(({ p, list }) => (
        <section key={p} className={styles.section} aria-labelledby={`ph-${p}`}>
          <h2 id={`ph-${p}`} className={styles.sectionTitle}>
            {M.pharmacopoeiaName[p]}（{p}，{list[0].edition}）
          </h2>
          <ul className={styles.methodList}>
            {list.map((m) => (
              <li key={m.id} data-testid="method-row">
                <Link prefetch={false} href={routes.methodDetail(m.id)}>
                  {m.monograph} {m.heading ?? m.testItem}
                </Link>
                <span>{m.technique}</span>
                <span className={styles.muted}>{M.standardsNeeded(m.standardCount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {about.length > 0 && (
        <section className={styles.section} aria-labelledby="about-products">
          <h2 id="about-products" className={styles.sectionTitle}>
            {M.otherProducts}
          </h2>
          <p className={styles.muted}>{M.otherProductsLead}</p>
          <ul className={styles.chips}>
            {about.map((p) => (
              <li key={p.id} className={styles.chip}>
                <Link prefetch={false} href={routes.goodsDetail(p.id)}>
                  {p.nameCn}
                </Link>
                <span className={styles.muted}> {p.cas}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
