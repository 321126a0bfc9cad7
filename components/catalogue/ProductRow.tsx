import Link from 'next/link';
import ControlMarks from '@/components/regulatory/ControlMarks';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { ProductCard as Product } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { availabilityOf, formatMw } from './availability';
import Formula from './Formula';
import PackPrices from './PackPrices';
import StockBadge from './StockBadge';
import styles from './ProductList.module.scss';

/** A product in the list view (view mode 2): one table row of the facts a QC chemist compares, with each package's list price. */
export default function ProductRow({ product }: { product: Product }) {
  const href = routes.goodsDetail(product.id);
  return (
    <tr className={styles.row} data-testid="product-row">
      <td className={styles.thumb}>
        <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true">
          <ImageWithFallback src={product.imgUrl} alt={MSG.structureAlt(product.nameCn)} width={96} height={72} />
        </Link>
      </td>
      <td className={styles.names}>
        <Link prefetch={false} href={href} className={styles.nameCn}>
          {product.nameCn}
        </Link>
        <span className={styles.nameEn} lang="en" title={product.nameEn}>
          {product.nameEn}
        </span>
        <span className={styles.meta}>
          {MSG.codeLabel} {product.code} · {product.brandName}
        </span>
        <ControlMarks controls={product.controls} compact />
      </td>
      <td className={styles.mono}>{product.cas || '—'}</td>
      <td>
        <Formula formula={product.formula} />
      </td>
      <td className={styles.num}>{formatMw(product.mw)}</td>
      <td className={styles.purity}>{product.purity || '—'}</td>
      <td className={styles.packs}>
        <PackPrices skus={product.skus} />
      </td>
      <td>
        <StockBadge availability={availabilityOf(product.skus)} />
      </td>
    </tr>
  );
}
