import Link from 'next/link';
import Formula from '@/components/catalogue/Formula';
import { formatMw } from '@/components/catalogue/availability';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { DataRecordCard } from '@/lib/api/contract/data';
import { DATA_MSG, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './data.module.scss';

/** A data record in a list: structure, names, CAS, formula, MW and how many products sell it, linking to the record. */
export default function RecordCard({ record }: { record: DataRecordCard }) {
  const href = routes.dataDetail(record.id);
  return (
    <article className={styles.card} data-testid="data-record-card">
      <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback src={record.imgUrl} alt={DATA_MSG.structureAlt(record.nameCn)} width={96} height={80} />
      </Link>
      <div className={styles.cardBody}>
        <h3>
          <Link prefetch={false} href={href} title={record.nameCn}>
            {record.nameCn}
          </Link>
        </h3>
        <p className={styles.muted} lang="en">
          {record.nameEn}
        </p>
        <p>
          {MSG.casLabel} {record.cas || '—'} · <Formula formula={record.formula} /> · {formatMw(record.mw)}
        </p>
        <p className={styles.muted}>{DATA_MSG.productCount(record.productCount)}</p>
      </div>
    </article>
  );
}
