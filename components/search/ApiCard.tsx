import Link from 'next/link';
import Formula from '@/components/catalogue/Formula';
import { formatMw } from '@/components/catalogue/availability';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { ApiCard as Api } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './ApiCard.module.scss';

/**
 * A parent drug (API) found by a search: structure, names, CAS, formula, MW and how many impurities,
 * intermediates and other related products the shop lists for it, with the way to that family.
 */
export default function ApiCard({ api, layout = 'tile' }: { api: Api; layout?: 'tile' | 'row' }) {
  const href = routes.goodsDetail(api.id);
  return (
    <article className={`${styles.card} ${layout === 'row' ? styles.row : ''}`} data-testid="api-card">
      <Link prefetch={false} href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback src={api.imgUrl} alt={MSG.structureAlt(api.nameCn)} width={180} height={130} />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link prefetch={false} href={href} title={api.nameCn}>
            {api.nameCn}
          </Link>
        </h3>
        <p className={styles.nameEn} lang="en" title={api.nameEn}>
          {api.nameEn}
        </p>
        <dl className={styles.facts}>
          <dt>CAS</dt>
          <dd>{api.cas || '—'}</dd>
          <dt>{MSG.formulaLabel}</dt>
          <dd>
            <Formula formula={api.formula} />
          </dd>
          <dt>{MSG.mwLabel}</dt>
          <dd>{formatMw(api.mw)}</dd>
        </dl>
        <p className={styles.counts}>
          <span>{MSG.apiImpurities(api.impurityCount)}</span>
          <span>{MSG.apiIntermediates(api.intermediateCount)}</span>
          <span>{MSG.apiRelated(api.relatedCount)}</span>
        </p>
        {api.relatedCount > 0 && (
          <Link prefetch={false} href={routes.productDetailList(api.id)} className={styles.family}>
            {MSG.apiViewFamily} →
          </Link>
        )}
      </div>
    </article>
  );
}
