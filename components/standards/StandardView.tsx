import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { SkuPrice } from '@/components/catalogue/PackPrices';
import { jsonLdText } from '@/components/catalogue/seo';
import type { StandardDetail, StandardLink } from '@/lib/api/contract/standards';
import { formatTime } from '@/lib/china-time';
import { STANDARD_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import AddAllToCart from './AddAllToCart';
import StatusBadge from './StatusBadge';
import { standardJsonLd } from './seo';
import styles from './standards.module.scss';

function EditionLink({ link }: { link: StandardLink }) {
  if (link.id === null) {
    return (
      <span>
        {link.number}
        <span className={styles.muted}>{M.notHeld}</span>
      </span>
    );
  }
  return (
    <span>
      <Link prefetch={false} href={routes.standardDetail(link.id)}>
        {link.number}
      </Link>
      {link.titleCn && <span className={styles.muted}> {link.titleCn}</span>} {link.status && <StatusBadge status={link.status} />}
    </span>
  );
}

/**
 * One standard, shared by /standard/standardDetail/{id} and /standard/{standardCode}: every fact is HTML, with
 * JSON-LD; the one client island is 全部加入购物车. The package it adds is shown with its list price, the same for every visitor.
 */
export default function StandardView({ standard: s }: { standard: StandardDetail }) {
  const sold = s.materials.flatMap((m) => (m.product && m.product.skus.length > 0 ? [{ product: m.product, sku: m.product.skus[0] }] : []));
  const addItems = [...new Map(sold.map((x) => [x.sku.id, { skuId: x.sku.id, name: x.product.nameCn }])).values()];
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.home, href: routes.standardHome }, { label: M.all, href: routes.standards }, { label: s.number }]} ldPath={routes.standardDetail(s.id)} />
      <article data-testid="standard-detail">
        <header className={styles.head}>
          <h1 className={styles.title}>
            {s.number} {s.titleCn} <StatusBadge status={s.status} />
          </h1>
          {s.titleEn && (
            <p className={styles.lead} lang="en">
              {s.titleEn}
            </p>
          )}
          {s.replacedBy && (
            <p className={styles.notice} data-testid="replaced-by-notice">
              {M.replacedByNote(s.replacedBy.number)}
              {s.replacedBy.id !== null && (
                <>
                  ：
                  <Link prefetch={false} href={routes.standardDetail(s.replacedBy.id)}>
                    {M.viewStandard} {s.replacedBy.number}
                  </Link>
                </>
              )}
            </p>
          )}
        </header>

        <section className={styles.section} aria-labelledby="standard-facts">
          <h2 id="standard-facts" className={styles.sectionTitle}>
            {M.detailTitle}
          </h2>
          <dl className={styles.facts}>
            <dt>{M.numberCol}</dt>
            <dd data-testid="standard-number">{s.number}</dd>
            <dt>{M.titleCn}</dt>
            <dd>{s.titleCn}</dd>
            <dt>{M.titleEn}</dt>
            <dd lang="en">{s.titleEn ?? M.dash}</dd>
            <dt>{M.issuedBy}</dt>
            <dd>{s.issuedBy ?? M.dash}</dd>
            <dt>{M.issuedOn}</dt>
            <dd>{formatTime(s.issuedOn, 'date', M.dash)}</dd>
            <dt>{M.effectiveOn}</dt>
            <dd>{formatTime(s.effectiveOn, 'date', M.dash)}</dd>
            <dt>{M.status}</dt>
            <dd>
              <StatusBadge status={s.status} />
            </dd>
            <dt>{M.field}</dt>
            <dd>{s.field}</dd>
            <dt>{M.replaces}</dt>
            <dd>
              {s.replaces.length === 0
                ? M.dash
                : s.replaces.map((r, i) => (
                    <span key={r.number}>
                      {i > 0 && '；'}
                      <EditionLink link={r} />
                    </span>
                  ))}
            </dd>
            <dt>{M.replacedBy}</dt>
            <dd>{s.replacedBy ? <EditionLink link={s.replacedBy} /> : M.dash}</dd>
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="standard-scope">
          <h2 id="standard-scope" className={styles.sectionTitle}>
            {M.scope}
          </h2>
          <p>{s.scope}</p>
          <p className={styles.note}>{M.scopeNote}</p>
        </section>

        <section className={styles.section} aria-labelledby="standard-materials">
          <h2 id="standard-materials" className={styles.sectionTitle}>
            {M.materials}
          </h2>
          {s.materials.length === 0 ? (
            <p className={styles.muted}>{M.materialsNone}</p>
          ) : (
            <>
              <table className={styles.table} data-testid="standard-materials">
                <caption className="visually-hidden">{M.materials}</caption>
                <thead>
                  <tr>
                    <th>#</th>
                    <th>{M.materialName}</th>
                    <th>{M.materialCas}</th>
                    <th>{M.materialRole}</th>
                    <th>{M.materialProduct}</th>
                    <th>{M.materialPack}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.materials.map((m, i) => (
                    <tr key={`${i}-${m.nameCn}`} data-testid="standard-material">
                      <td>{i + 1}</td>
                      <td>
                        {m.nameCn}
                        {m.nameEn && (
                          <span className={styles.titleEn} lang="en" style={{ display: 'block' }}>
                            {m.nameEn}
                          </span>
                        )}
                      </td>
                      <td>{m.cas ?? M.dash}</td>
                      <td>{m.role ?? M.dash}</td>
                      <td>
                        {m.product ? (
                          <>
                            <Link prefetch={false} href={routes.goodsDetail(m.product.id)} data-testid="material-product">
                              {m.product.nameCn}
                            </Link>
                            <span className={styles.titleEn} style={{ display: 'block' }}>
                              {m.product.code} · {m.product.brandName}
                              {m.product.purity && ` · ${m.product.purity}`}
                            </span>
                          </>
                        ) : (
                          <span className={styles.muted}>{M.notSold}</span>
                        )}
                      </td>
                      <td>
                        {m.product?.skus[0] ? (
                          <>
                            {m.product.skus[0].pack} <SkuPrice price={m.product.skus[0].price} />
                          </>
                        ) : (
                          M.dash
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <AddAllToCart items={addItems} />
            </>
          )}
        </section>
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(standardJsonLd(s)) }} />
    </div>
  );
}
