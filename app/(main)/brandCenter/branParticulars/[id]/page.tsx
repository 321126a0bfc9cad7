import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import CatalogueList from '@/components/catalogue/CatalogueList';
import { categoryGroup, deliveryGroup, keepOfferedCategories, packGroup } from '@/components/catalogue/filterGroups';
import { LIST_PAGE_SIZE, listHref, parseListState, productQuery, type ListState } from '@/lib/catalogue/listQuery';
import { offeredCategories } from '@/lib/catalogue/facets';
import { offeredList } from '@/components/catalogue/listFacets';
import { viewModeCookie, type ListPageProps } from '@/components/catalogue/listPage';
import { pageMetadata } from '@/components/catalogue/seo';
import type { CategoryFlat } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './brand.module.scss';
import { readBrand, readCategoriesOfBrand, readProducts } from '@/lib/catalogue/read';
import { pathId } from '@/lib/catalogue/pathId';
import { dataOrNull, required } from '@/lib/api/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

type Props = ListPageProps<{ id: string }>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const brand = id === null ? null : await readBrand(id).then(dataOrNull);
  if (!brand) return {};
  const { pageNo } = parseListState(await searchParams);
  return pageMetadata({
    title: [brand.name, brand.nameEn !== brand.name ? brand.nameEn : '', pageNo > 1 ? MSG.pagerPage(pageNo) : ''].filter(Boolean).join(' '),
    description: `${brand.name}（${brand.nameEn}，${brand.country}）：${brand.story}`.slice(0, 160),
    path: listHref(routes.brandDetail(brand.id), { pageNo }),
  });
}

/** The brand's categories to filter by: its second-level categories (or the first level where it has none below). */
function brandFilterCategories(all: CategoryFlat[]): CategoryFlat[] {
  const second = all.filter((c) => c.level === 2);
  return second.length ? second : all.filter((c) => c.level === 1);
}

/**
 * /brandCenter/branParticulars/{id}: the brand's story, its categories and its products with the filters,
 * sorts, view modes and pager of the product lists, restricted to the brand.
 */
export default async function BrandPage({ params, searchParams }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  const [brand, categories, view] = await Promise.all([
    readBrand(id).then(required),
    readCategoriesOfBrand(id),
    viewModeCookie(),
  ]);
  const offered = categories.ok ? brandFilterCategories(categories.data) : [];
  // The brand is the path: brand names in the query mean nothing here. Values the brand's products do not have are dropped.
  const bodyOf = (s: ListState) => productQuery(s, { brandIds: [brand.id] }) ?? { brandIds: [brand.id] };
  const { state, facets } = await offeredList({ ...keepOfferedCategories(parseListState(await searchParams), offered), brandNames: [] }, bodyOf);
  const result = required(await readProducts(bodyOf(state), state.pageNo, LIST_PAGE_SIZE));
  const basePath = routes.brandDetail(brand.id);

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: MSG.brandCenter, href: routes.brandCenter }, { label: brand.name }]} />
      <header className={styles.hero}>
        <div className={styles.identity}>
          <h1 className={styles.name}>{brand.name}</h1>
          {brand.nameEn && brand.nameEn !== brand.name && (
            <p className={styles.nameEn} lang="en">
              {brand.nameEn}
            </p>
          )}
          <dl className={styles.meta}>
            <div>
              <dt>{MSG.brandCountry}</dt>
              <dd>{brand.country || '—'}</dd>
            </div>
            <div>
              <dt>{MSG.brandProducts}</dt>
              <dd>{MSG.productCount(brand.productCount)}</dd>
            </div>
          </dl>
        </div>
        <section className={styles.story} aria-labelledby="brand-story">
          <h2 id="brand-story">{MSG.brandStory}</h2>
          <p>{brand.story}</p>
        </section>
      </header>
      {categories.ok && categories.data.length > 0 && (
        <nav className={styles.categories} aria-label={MSG.brandCategories}>
          <h2>{MSG.brandCategories}</h2>
          <ul>
            {categories.data
              .filter((c) => c.level === 1)
              .map((top) => (
                <li key={top.id}>
                  <strong>{top.name}</strong>
                  {categories.data
                    .filter((c) => c.parentId === top.id)
                    .map((c) => (
                      <Link key={c.id} prefetch={false} href={listHref(basePath, { categoryIds: [c.id] })} rel="nofollow">
                        {c.name}
                      </Link>
                    ))}
                </li>
              ))}
          </ul>
        </nav>
      )}
      <h2 className={styles.listTitle} id="brand-products">
        {MSG.brandAllProducts}
        <span>{MSG.productsFound(result.totalCount)}</span>
      </h2>
      <CatalogueList
        basePath={basePath}
        state={state}
        groups={[categoryGroup(offeredCategories(offered, facets)), packGroup(facets), deliveryGroup(facets)]}
        result={result}
        view={view}
        clearHref={listHref(basePath, { sort: state.sort })}
      />
    </div>
  );
}
