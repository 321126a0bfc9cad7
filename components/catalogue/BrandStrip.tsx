import Link from 'next/link';
import type { Brand } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './BrandStrip.module.scss';

const SHOWN = 12;

/** The brands we carry, largest range first, each linking to its brand page. */
export default function BrandStrip({ brands }: { brands: Brand[] }) {
  const shown = [...brands].sort((a, b) => b.productCount - a.productCount).slice(0, SHOWN);
  return (
    <ul className={styles.strip}>
      {shown.map((brand) => (
        <li key={brand.id}>
          <Link prefetch={false} href={routes.brandDetail(brand.id)} className={styles.brand} title={brand.nameEn || brand.name}>
            <span className={styles.name}>{brand.name}</span>
            {brand.nameEn && brand.nameEn !== brand.name && (
              <span className={styles.nameEn} lang="en">
                {brand.nameEn}
              </span>
            )}
            <span className={styles.meta}>
              {brand.country && `${brand.country} · `}
              {MSG.productCount(brand.productCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
