import Link from 'next/link';
import EmptyResult from '@/components/catalogue/EmptyResult';
import ProductCard from '@/components/catalogue/ProductCard';
import type { MethodHit, StandardHit } from '@/lib/api/contract/search';
import type { Read } from '@/lib/api/read';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ApiCard from './ApiCard';
import KnowledgePreview from './KnowledgePreview';
import { readSearchOverview, type Paged } from '@/lib/search/read';
import { relatedCategories } from './keywordCategories';
import { SAMPLE_TERMS } from './headerSearch';
import styles from './search.module.scss';

/**
 * 综合 results of a keyword: the first products (index/prodapiitem/muti/search, 4), the parent drugs with
 * their impurity counts (index/prodapi/muti/search, 4) and the categories holding matches
 * (selectExByKeyword), each with the way to its full list; then the first pharmacopoeia methods and standards
 * (read by SearchScreen, which also counts them on the tabs) with the way to their tabs.
 */
export default async function SearchOverview({ keyword, methods, standards }: { keyword: string; methods: Read<Paged<MethodHit>>; standards: Read<Paged<StandardHit>> }) {
  const { products, apis, categories } = await readSearchOverview(keyword);
  const productTotal = products.ok ? products.data.totalCount : 0;
  const apiRows = apis.ok ? apis.data.rows : [];
  const related = categories.ok ? relatedCategories(categories.data) : [];
  const knowledgeTotal = (methods.ok ? methods.data.totalCount : 0) + (standards.ok ? standards.data.totalCount : 0);

  if (products.ok && productTotal === 0 && apiRows.length === 0 && related.length === 0 && methods.ok && standards.ok && knowledgeTotal === 0) {
    return (
      <EmptyResult>
        <span className={styles.samples}>
          {MSG.searchSamples}：
          {SAMPLE_TERMS.map((t) => (
            <Link key={t} prefetch={false} href={routes.searchCenterFor(t)}>
              {t}
            </Link>
          ))}
        </span>
      </EmptyResult>
    );
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="search-products">
        <div className={styles.sectionHead}>
          <h2 id="search-products">{MSG.searchProducts}</h2>
          {products.ok && <span className={styles.count}>{MSG.searchProductsFound(productTotal)}</span>}
          {productTotal > 0 && (
            <Link prefetch={false} href={routes.searchProductionFor(keyword)} className={styles.more}>
              {MSG.searchViewAllProducts(productTotal, products.ok && products.data.totalCapped)} →
            </Link>
          )}
        </div>
        {!products.ok ? (
          <p className={styles.note} role="alert">
            {products.message}
          </p>
        ) : products.data.rows.length === 0 ? (
          <p className={styles.note}>{MSG.searchNoProducts}</p>
        ) : (
          <div className={styles.cards}>
            {products.data.rows.map((p, i) => (
              <ProductCard key={p.id} product={p} eager={i < 4} priority={i === 0} />
            ))}
          </div>
        )}
      </section>

      {(apiRows.length > 0 || !apis.ok) && (
        <section className={styles.section} aria-labelledby="search-apis">
          <div className={styles.sectionHead}>
            <h2 id="search-apis">{MSG.searchApis}</h2>
            {apis.ok && (
              <Link prefetch={false} href={routes.relevantSearchFor(keyword)} className={styles.more}>
                {MSG.searchViewAllApis(apis.data.totalCount)} →
              </Link>
            )}
          </div>
          {apis.ok ? (
            <div className={styles.cards}>
              {apiRows.map((a) => (
                <ApiCard key={a.id} api={a} />
              ))}
            </div>
          ) : (
            <p className={styles.note} role="alert">
              {apis.message}
            </p>
          )}
        </section>
      )}

      <KnowledgePreview kind="method" keyword={keyword} result={methods} />
      <KnowledgePreview kind="standard" keyword={keyword} result={standards} />

      {related.length > 0 && (
        <section className={styles.section} aria-labelledby="search-categories">
          <div className={styles.sectionHead}>
            <h2 id="search-categories">{MSG.searchCategories}</h2>
          </div>
          <ul className={styles.categoryChips}>
            {related.map((c) => (
              <li key={c.id}>
                <Link prefetch={false} href={c.nameMatch ? routes.productClassifyList(c.id) : routes.searchProductionFor(keyword, c.id)} rel="nofollow">
                  {c.name}
                  {c.count > 0 && <span className={styles.chipCount}>{c.count}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
