import Link from 'next/link';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { ProductRef } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './RelatedProducts.module.scss';

/** Small cards of related products (an API's impurities, intermediates, labelled forms), with structures. */
export default function RelatedProducts({ items }: { items: ProductRef[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((r) => (
        <li key={r.id}>
          <Link prefetch={false} href={routes.goodsDetail(r.id)} className={styles.card} title={r.nameCn}>
            <span className={styles.image}>
              <ImageWithFallback src={r.imgUrl} alt={MSG.structureAlt(r.nameCn)} width={150} height={110} />
            </span>
            <span className={styles.name}>{r.nameCn}</span>
            {r.impurityLabel && <span className={styles.label}>{r.impurityLabel}</span>}
            <span className={styles.cas}>CAS {r.cas || '—'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
