import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import ProductCard from '@/components/catalogue/ProductCard';
import RelatedProducts from '@/components/catalogue/RelatedProducts';
import { pageMetadata } from '@/components/catalogue/seo';
import type { ProductDetail } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from '@/components/catalogue/CataloguePage.module.scss';
import { readProduct } from '@/lib/catalogue/read';
import { pathId } from '@/lib/catalogue/pathId';
import { dataOrNull, required } from '@/lib/api/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** The family's root: the API itself, or the parent API of an impurity / intermediate. */
async function familyOf(id: number): Promise<ProductDetail> {
  const product = required(await readProduct(id));
  if (!product.parent) return product;
  return required(await readProduct(product.parent!.id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const product = id === null ? null : await readProduct(id).then(dataOrNull);
  if (!product) return {};
  const root = product.parent ?? product;
  return pageMetadata({
    title: MSG.productFamilyTitle(root.nameCn),
    description: `${root.nameCn}（${root.nameEn}，CAS ${root.cas}）${MSG.productFamilyLead}`,
    path: routes.productDetailList(root.id),
  });
}

/**
 * /productCenter/productDetailList/{id}: the products around one API — the parent drug and its
 * impurities, intermediates and labelled forms (product detail's parent / related). An impurity's id
 * shows its parent's family.
 */
export default async function ProductDetailListPage({ params }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  const root = await familyOf(id);
  // The whole family: impurities and labelled forms, then the intermediates (product detail lists them apart).
  const family = [...root.related, ...root.intermediates];
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: MSG.productCenter, href: routes.productCenter },
          { label: root.nameCn, href: routes.goodsDetail(root.id) },
          { label: MSG.productFamilyTitle(root.nameCn) },
        ]}
      />
      <header className={styles.head}>
        <h1 className={styles.title}>{MSG.productFamilyTitle(root.nameCn)}</h1>
        <p className={styles.lead}>{MSG.productFamilyLead}</p>
      </header>
      <section className={styles.section} aria-labelledby="family-parent">
        <div className={styles.sectionHead}>
          <h2 id="family-parent">{MSG.parentApi}</h2>
        </div>
        <div className={styles.products}>
          <ProductCard product={root} eager />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="family-related">
        <div className={styles.sectionHead}>
          <h2 id="family-related">{MSG.familyRelated(family.length)}</h2>
        </div>
        {family.length === 0 ? <p className={styles.note}>{MSG.familyEmpty}</p> : <RelatedProducts items={family} />}
      </section>
    </div>
  );
}
