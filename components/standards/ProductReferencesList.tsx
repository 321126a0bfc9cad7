import Link from 'next/link';
import type { ProductReferences } from '@/lib/api/contract/standards';
import { STANDARD_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import StatusBadge from './StatusBadge';
import styles from './standards.module.scss';

/** 相关方法与标准 as HTML: the methods naming the product and the standards requiring it; nothing when there are none. */
export default function ProductReferencesList({ refs, productId }: { refs: ProductReferences; productId?: number }) {
  if (refs.methods.length === 0 && refs.standards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-references" data-testid="product-references">
      <h2 id="product-references" className={styles.sectionTitle}>
        {M.refsTitle}
      </h2>
      <div className={styles.grid} style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}>
        {refs.methods.length > 0 && (
          <div className={styles.panel}>
            <h3 className={styles.panelTitle}>{M.refsMethods}</h3>
            <ul className={styles.refs}>
              {refs.methods.map((m) => (
                <li key={m.id}>
                  <Link prefetch={false} href={routes.methodDetail(m.id)} data-testid="reference-method">
                    {m.pharmacopoeia} {m.monograph} {m.testItem}
                  </Link>
                  <span className={styles.muted}>
                    {m.edition} · {m.label ? `${m.role}（${m.label}）` : m.role}
                  </span>
                </li>
              ))}
            </ul>
            {productId !== undefined && (
              <Link prefetch={false} href={routes.methodsTheProduct(productId)} className={styles.refsMore}>
                {M.refsAllMethods}
              </Link>
            )}
          </div>
        )}
        {refs.standards.length > 0 && (
          <div className={styles.panel}>
            <h3 className={styles.panelTitle}>{M.refsStandards}</h3>
            <ul className={styles.refs}>
              {refs.standards.map((s) => (
                <li key={s.id}>
                  <Link prefetch={false} href={routes.standardDetail(s.id)} data-testid="reference-standard">
                    {s.number}
                  </Link>
                  <span>{s.titleCn}</span>
                  <StatusBadge status={s.status} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
