import Link from 'next/link';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { ProductCard as Product } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { availabilityOf, formatMw } from './availability';
import Formula from './Formula';
import PackPrices from './PackPrices';
import StockBadge from './StockBadge';
import styles from './ProductCard.module.scss';

/**
 * A product in a grid (view mode 1 大图, the home page's 新品上架): structure, names, CAS, formula, MW,
 * purity, item number, each package with its list price, brand and availability. Server-rendered, the same for everyone.
 */
/** `eager`: above the fold; `priority`: the first card of a results page, whose picture is its LCP element. */
export default function ProductCard({ product, eager = false, priority = false, level = 3 }: { product: Product; eager?: boolean; priority?: boolean; level?: 2 | 3 }) {
  const href = routes.goodsDetail(product.id);
  // h2 on a list page (right under the page's h1), h3 inside a titled section (home, search overview).
  const Name = level === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.tile} data-testid="product-card">
      <Link prefetch={false} href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback src={product.imgUrl} alt={MSG.structureAlt(product.nameCn)} width={200} height={150} loading={eager ? 'eager' : 'lazy'} priority={priority} />
      </Link>
      <div className={styles.body}>
        <Name className={styles.name}>
          <Link prefetch={false} href={href} title={product.nameCn}>
            {product.nameCn}
          </Link>
        </Name>
        <p className={styles.nameEn} title={product.nameEn} lang="en">
          {product.nameEn}
        </p>
        <dl className={styles.facts}>
          <dt>CAS</dt>
          <dd>{product.cas || '—'}</dd>
          <dt>{MSG.formulaLabel}</dt>
          <dd>
            <Formula formula={product.formula} />
          </dd>
          <dt>{MSG.mwLabel}</dt>
          <dd data-testid="card-mw">{formatMw(product.mw)}</dd>
          <dt>{MSG.purityLabel}</dt>
          <dd title={product.purity}>{product.purity || '—'}</dd>
          <dt>{MSG.codeLabel}</dt>
          <dd>{product.code}</dd>
        </dl>
        <div className={styles.prices}>
          <PackPrices skus={product.skus} />
        </div>
        <p className={styles.foot}>
          <span className={styles.brand} data-testid="card-brand">
            {product.brandName}
          </span>
          <StockBadge availability={availabilityOf(product.skus)} />
        </p>
      </div>
    </article>
  );
}
