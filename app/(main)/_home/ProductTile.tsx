import Link from 'next/link';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { imageSrc } from '@/lib/api/catalogue';
import type { ProductCard } from '@/lib/api/contract/catalogue';
import { publicApiBase } from '@/lib/env';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import Formula from './Formula';
import styles from './ProductTile.module.scss';

function availability(product: ProductCard): string | null {
  if (product.skus.length === 0) return null;
  if (product.skus.some((s) => s.stock > 0)) return MSG.inStock;
  return MSG.deliveryDays(Math.min(...product.skus.map((s) => s.deliveryDays)));
}

/** A product in the "新品上架" grid: structure, names, CAS, formula, purity, item number, brand, availability. */
export default function ProductTile({ product }: { product: ProductCard }) {
  const href = routes.goodsDetail(product.id);
  const state = availability(product);
  return (
    <article className={styles.tile}>
      <Link prefetch={false} href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback src={imageSrc(publicApiBase, product.imgUrl)} alt={`${product.nameCn} 结构式`} width={200} height={150} />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link prefetch={false} href={href} title={product.nameCn}>
            {product.nameCn}
          </Link>
        </h3>
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
          <dt>{MSG.purityLabel}</dt>
          <dd title={product.purity}>{product.purity || '—'}</dd>
          <dt>{MSG.codeLabel}</dt>
          <dd>{product.code}</dd>
        </dl>
        <p className={styles.foot}>
          <span className={styles.brand}>{product.brandName}</span>
          {state && <span className={state === MSG.inStock ? styles.stock : styles.lead}>{state}</span>}
        </p>
      </div>
    </article>
  );
}
