import type { ProductCard as Product } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import ProductCard from './ProductCard';
import ProductRow from './ProductRow';
import type { ViewMode } from '@/lib/catalogue/viewMode';
import styles from './ProductList.module.scss';

/** The products of a list page in the visitor's view mode: 1 大图 (cards) or 2 列表 (a table). */
export default function ProductList({ products, view }: { products: Product[]; view: ViewMode }) {
  if (view === '2') {
    return (
      <table className={styles.table} data-view="list">
        <caption className="visually-hidden">{MSG.productListCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.thumb}>
              <span className="visually-hidden">{MSG.structureHeader}</span>
            </th>
            <th scope="col">{MSG.nameCnLabel}</th>
            <th scope="col">{MSG.casLabel}</th>
            <th scope="col">{MSG.formulaLabel}</th>
            <th scope="col">{MSG.mwLabel}</th>
            <th scope="col">{MSG.purityLabel}</th>
            <th scope="col">{MSG.packPrices}</th>
            <th scope="col">{MSG.filterDelivery}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <ProductRow key={p.id} product={p} />
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className={styles.grid} data-view="grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < 5} priority={i === 0} level={2} />
      ))}
    </div>
  );
}
