import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import BrandStrip from '@/components/catalogue/BrandStrip';
import CategoryGrid from '@/components/catalogue/CategoryGrid';
import ProductCard from '@/components/catalogue/ProductCard';
import { pageMetadata } from '@/components/catalogue/seo';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from '@/components/catalogue/CataloguePage.module.scss';
import { readBrands, readCategoryTree, readNewProducts } from '@/lib/catalogue/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: MSG.productCenter,
  description: `${MSG.productCenter}：按分类与品牌浏览化学对照品、药物杂质、中间体与稳定同位素内标，提供 CAS号、分子式、分子量与纯度信息，仅供科学研究使用。`,
  path: routes.productCenter,
});

const FEATURED = 10;

/** /productCenter: the catalogue's front door — categories, the newest products, the brands. */
export default async function ProductCenterPage() {
  const [tree, products, brands] = await Promise.all([readCategoryTree(), readNewProducts(FEATURED), readBrands()]);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: MSG.productCenter }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{MSG.productCenter}</h1>
        {products.ok && <p className={styles.lead}>{MSG.productsFound(products.data.totalCount)}</p>}
      </header>

      <section className={styles.section} aria-labelledby="pc-categories">
        <div className={styles.sectionHead}>
          <h2 id="pc-categories">{MSG.browseCategories}</h2>
          <Link prefetch={false} href={routes.allClassify}>
            {MSG.allClassify} &gt;
          </Link>
        </div>
        {!tree.ok ? <p className={styles.note}>{MSG.categoriesLoadFailed}</p> : tree.data.length === 0 ? <p className={styles.note}>{MSG.noCategories}</p> : <CategoryGrid tree={tree.data} />}
      </section>

      <section className={styles.section} aria-labelledby="pc-featured">
        <div className={styles.sectionHead}>
          <h2 id="pc-featured">{MSG.featuredProducts}</h2>
          <Link prefetch={false} href={routes.productClassifyList(0)}>
            {MSG.allProducts} &gt;
          </Link>
        </div>
        {!products.ok ? (
          <p className={styles.note}>{MSG.sectionLoadFailed}</p>
        ) : products.data.rows.length === 0 ? (
          <p className={styles.note}>{MSG.noProducts}</p>
        ) : (
          <div className={styles.products}>
            {products.data.rows.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="pc-brands">
        <div className={styles.sectionHead}>
          <h2 id="pc-brands">{MSG.brandCenter}</h2>
          <Link prefetch={false} href={routes.brandCenter}>
            {MSG.allBrands} &gt;
          </Link>
        </div>
        {!brands.ok ? <p className={styles.note}>{MSG.sectionLoadFailed}</p> : brands.data.rows.length === 0 ? <p className={styles.note}>{MSG.noBrands}</p> : <BrandStrip brands={brands.data.rows} />}
      </section>
    </div>
  );
}
