import BrandStrip from '@/components/catalogue/BrandStrip';
import CategoryGrid from '@/components/catalogue/CategoryGrid';
import ProductCard from '@/components/catalogue/ProductCard';
import type { CategoryNode } from '@/lib/api/contract/catalogue';
import { CONTENT_MSG, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import Hero from './Hero';
import Promises from './Promises';
import Section, { SectionNote } from './Section';
import styles from './home.module.scss';
import { readBrands, readCategoryTree, readNewProducts } from '@/lib/catalogue/read';
import NewsList from '@/components/content/NewsList';
import { readNews } from '@/lib/content/read';

const NEW_PRODUCTS = 8;
const HOME_NEWS = 6;

const countNodes = (nodes: CategoryNode[]): number => nodes.reduce((n, node) => n + 1 + countNodes(node.children), 0);

/** The home page's content: served from the page cache (app/(main)/shell), or per request with a query string (app/(main)/page.tsx). */
export default async function HomePage() {
  const [tree, products, brands, news] = await Promise.all([readCategoryTree(), readNewProducts(NEW_PRODUCTS), readBrands(), readNews({}, 1, HOME_NEWS)]);

  return (
    <div className={styles.home}>
      <Hero
        stats={{
          products: products.ok ? products.data.totalCount : undefined,
          categories: tree.ok ? countNodes(tree.data) : undefined,
          brands: brands.ok ? brands.data.totalCount : undefined,
        }}
      />

      <Section title="产品分类" subtitle="按类别浏览对照品、杂质与中间体" more={{ label: MSG.allCategories, href: routes.allClassify }}>
        {!tree.ok ? (
          <SectionNote>{MSG.categoriesLoadFailed}</SectionNote>
        ) : tree.data.length === 0 ? (
          <SectionNote>{MSG.noCategories}</SectionNote>
        ) : (
          <CategoryGrid tree={tree.data} />
        )}
      </Section>

      <Section title="新品上架" subtitle="最新上架的标准品" more={{ label: MSG.allProducts, href: routes.productClassifyList(0) }}>
        {!products.ok ? (
          <SectionNote>{MSG.sectionLoadFailed}</SectionNote>
        ) : products.data.rows.length === 0 ? (
          <SectionNote>{MSG.noProducts}</SectionNote>
        ) : (
          <div className={styles.products}>
            {products.data.rows.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        )}
      </Section>

      <Section title="品牌中心" subtitle="汇集国内外知名标准物质品牌" more={{ label: MSG.allBrands, href: routes.brandCenter }}>
        {!brands.ok ? (
          <SectionNote>{MSG.sectionLoadFailed}</SectionNote>
        ) : brands.data.rows.length === 0 ? (
          <SectionNote>{MSG.noBrands}</SectionNote>
        ) : (
          <BrandStrip brands={brands.data.rows} />
        )}
      </Section>

      <Section title={CONTENT_MSG.homeNews} subtitle={CONTENT_MSG.homeNewsSubtitle} more={{ label: CONTENT_MSG.newsMore, href: routes.news }}>
        {news.ok ? <NewsList items={news.data.rows} compact /> : <SectionNote>{MSG.sectionLoadFailed}</SectionNote>}
      </Section>

      <Promises />
    </div>
  );
}
