import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import BuyBox from '@/components/catalogue/BuyBox';
import { MAX_QUANTITY } from '@/components/catalogue/actions';
import { formatMw } from '@/components/catalogue/availability';
import Formula from '@/components/catalogue/Formula';
import { first, lacksQuery } from '@/components/catalogue/listPage';
import PageGuide from '@/components/ui/PageGuide';
import { parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { MSG, PAGE_GUIDE_MSG as G } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './confirmation.module.scss';
import { readProduct } from '@/lib/catalogue/read';
import { required } from '@/lib/api/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: MSG.confirmTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<SearchParamsRecord> };

/**
 * /productConfirmation?id&skuId&num — SPEC names the page without its behaviour. It is where a quick link
 * (a quotation, an e-mail, a COA's "reorder") lands: the product, the package and quantity it carries,
 * the price for a logged-in customer, and 立即购买 / 加入购物车 after the buyer has checked them.
 */
export default async function ProductConfirmationPage({ searchParams }: Props) {
  const q = await searchParams;
  // Opened without a product (not from a quick link): what the page is for; a malformed or unknown id is the 404 page.
  if (lacksQuery(q, 'id')) {
    return (
      <PageGuide
        title={G.confirmationTitle}
        text={G.confirmationText}
        links={[
          { label: G.productCenter, href: routes.productCenter },
          { label: G.quickOrder, href: routes.quickOrder },
        ]}
      />
    );
  }
  const id = parsePositiveInt(first(q.id), 2_147_483_647);
  if (id === null) notFound();
  const product = required(await readProduct(id));
  const skuId = parsePositiveInt(first(q.skuId));
  const num = parsePositiveInt(first(q.num), MAX_QUANTITY) ?? 1;

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: MSG.productCenter, href: routes.productCenter }, { label: MSG.confirmTitle }]} />
      <h1 className={styles.title}>{MSG.confirmTitle}</h1>
      <p className={styles.lead}>{MSG.confirmLead}</p>
      <div className={styles.panel}>
        <div className={styles.product}>
          <ImageWithFallback src={product.imgUrl} alt={MSG.structureAlt(product.nameCn)} width={220} height={165} loading="eager" />
          <div>
            <h2 className={styles.name}>
              <Link prefetch={false} href={routes.goodsDetail(product.id)}>
                {product.nameCn}
              </Link>
            </h2>
            <p className={styles.nameEn} lang="en">
              {product.nameEn}
            </p>
            <dl className={styles.facts}>
              <dt>{MSG.casLabel}</dt>
              <dd>{product.cas || '—'}</dd>
              <dt>{MSG.formulaLabel}</dt>
              <dd>
                <Formula formula={product.formula} />
              </dd>
              <dt>{MSG.mwLabel}</dt>
              <dd>{formatMw(product.mw)}</dd>
              <dt>{MSG.purityLabel}</dt>
              <dd>{product.purity || '—'}</dd>
              <dt>{MSG.codeLabel}</dt>
              <dd>{product.code}</dd>
              <dt>{MSG.brandLabel}</dt>
              <dd>{product.brandName}</dd>
            </dl>
          </div>
        </div>
        <BuyBox product={{ id: product.id, nameCn: product.nameCn, imgSrc: product.imgUrl, skus: product.skus, lots: product.lots }} initialSkuId={skuId} initialQuantity={num} show={['buy', 'cart']} />
      </div>
    </div>
  );
}
