import { Suspense, type ComponentProps } from 'react';
import Link from 'next/link';
import HazardPanel from '@/components/regulatory/HazardPanel';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { ProductDetail } from '@/lib/api/contract/catalogue';
import { DATA_MSG, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { formatMw } from './availability';
import Breadcrumbs from './Breadcrumbs';
import FavouriteButton from './FavouriteButton';
import BuyBox from './BuyBox';
import Formula from './Formula';
import ProductDocumentsBlock from './ProductDocumentsBlock';
import ProductReferencesBlock from '@/components/standards/ProductReferencesBlock';
import RelatedProducts from './RelatedProducts';
import { jsonLdText, productJsonLd } from './seo';
import styles from './ProductDetailView.module.scss';

/**
 * The goods detail of SPEC §2, shared by /goodsDetail/{id}, /{cas} and /{brandName}/{brandCode}: every
 * fact is server-rendered HTML (name, CAS, formula and MW readable without JavaScript, plus JSON-LD);
 * only the buying part is a client island, server-rendered too with every SKU's list price (the same for everyone).
 */
export default function ProductDetailView({ product: p, skuId }: { product: ProductDetail; skuId?: number | null }) {
  const familyRoot = p.parent?.id ?? p.id;
  const brandHref = routes.brandDetail(p.brandId);

  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: MSG.productCenter, href: routes.productCenter },
          ...p.categoryPath.map((c) => ({ label: c.name, href: routes.productClassifyList(c.id) })),
          { label: p.nameCn },
        ]}
        ldPath={routes.goodsDetail(p.id)}
      />
      <article className={styles.product} data-testid="goods-detail">
        <div className={styles.top}>
          <figure className={styles.structure}>
            <ImageWithFallback src={p.imgUrl} alt={MSG.structureAlt(p.nameCn)} width={400} height={300} priority />
            <figcaption className={styles.caption}>
              <Formula formula={p.formula} />
            </figcaption>
          </figure>
          <div className={styles.summary}>
            <h1 className={styles.name}>{p.nameCn}</h1>
            <p className={styles.nameEn} lang="en">
              {p.nameEn}
            </p>
            {p.impurityLabel && <p className={styles.label}>{p.impurityLabel}</p>}
            <dl className={styles.keyFacts}>
              <div>
                <dt>{MSG.casLabel}</dt>
                <dd data-testid="cas">{p.cas || '—'}</dd>
              </div>
              <div>
                <dt>{MSG.formulaLabel}</dt>
                <dd data-testid="formula">
                  <Formula formula={p.formula} />
                </dd>
              </div>
              <div>
                <dt>{MSG.mwLabel}</dt>
                <dd data-testid="mw">{formatMw(p.mw)}</dd>
              </div>
              <div>
                <dt>{MSG.purityLabel}</dt>
                <dd>{p.purity || '—'}</dd>
              </div>
              <div>
                <dt>{MSG.codeLabel}</dt>
                <dd>{p.code}</dd>
              </div>
              <div>
                <dt>{MSG.brandLabel}</dt>
                <dd>
                  <Link prefetch={false} href={brandHref}>
                    {p.brandName}
                  </Link>
                </dd>
              </div>
            </dl>
            <HazardPanel controls={p.controls} hazard={p.hazard} />
            <BuyBox product={{ id: p.id, nameCn: p.nameCn, imgSrc: p.imgUrl, skus: p.skus, lots: p.lots }} initialSkuId={skuId} />
            <FavouriteButton productId={p.id} name={p.nameCn} src={p.imgUrl} />
          </div>
        </div>

        <section className={styles.section} aria-labelledby="product-facts">
          <h2 id="product-facts" className={styles.sectionTitle}>
            {MSG.productInfo}
          </h2>
          <dl className={styles.facts}>
            <dt>{MSG.nameCnLabel}</dt>
            <dd>{p.nameCn}</dd>
            <dt>{MSG.nameEnLabel}</dt>
            <dd lang="en">{p.nameEn || '—'}</dd>
            <dt>{MSG.synonymsLabel}</dt>
            <dd>{p.synonyms.length ? p.synonyms.join('；') : '—'}</dd>
            <dt>{MSG.casLabel}</dt>
            <dd>{p.cas || '—'}</dd>
            <dt>{MSG.formulaLabel}</dt>
            <dd>
              <Formula formula={p.formula} />
            </dd>
            <dt>{MSG.mwLabel}</dt>
            <dd>{formatMw(p.mw)}</dd>
            <dt>{MSG.smilesLabel}</dt>
            <dd className={styles.mono}>{p.smiles || '—'}</dd>
            {p.dataRecordId !== null && (
              <>
                <dt>{DATA_MSG.recordLabel}</dt>
                <dd>
                  <Link prefetch={false} href={routes.dataDetail(p.dataRecordId)}>
                    {DATA_MSG.viewRecord}
                  </Link>
                </dd>
              </>
            )}
            <dt>{MSG.inchiKeyLabel}</dt>
            <dd className={styles.mono}>{p.inchiKey || '—'}</dd>
            <dt>{MSG.purityLabel}</dt>
            <dd>{p.purity || '—'}</dd>
            <dt>{MSG.storageLabel}</dt>
            <dd>{p.storage || '—'}</dd>
            <dt>{MSG.shippingLabel}</dt>
            <dd>{p.shipping || '—'}</dd>
            <dt>{MSG.brandLabel}</dt>
            <dd>
              <Link prefetch={false} href={brandHref}>
                {p.brandName}
              </Link>
            </dd>
            {p.impurityLabel && (
              <>
                <dt>{MSG.impurityLabelLabel}</dt>
                <dd>{p.impurityLabel}</dd>
              </>
            )}
            {p.parent && (
              <>
                <dt>{MSG.parentApiLabel}</dt>
                <dd>
                  <Link prefetch={false} href={routes.goodsDetail(p.parent.id)} data-testid="parent-link">
                    {p.parent.nameCn}
                  </Link>
                  {p.parent.cas && <span className={styles.muted}>（CAS {p.parent.cas}）</span>}
                </dd>
              </>
            )}
          </dl>
        </section>

        {/* Streamed after the facts: a slow document read never holds the page. */}
        <Suspense fallback={null}>
          <ProductDocumentsBlock productId={p.id} brandName={p.brandName} code={p.code} lots={p.lots} />
        </Suspense>

        {/* 相关方法与标准: its own cached read with the product's tag; hidden when nothing cites the product. */}
        <Suspense fallback={null}>
          <ProductReferencesBlock productId={p.id} />
        </Suspense>

        {p.related.length > 0 && <FamilySection id="product-related" title={MSG.relatedTitle} items={p.related} allHref={routes.productDetailList(familyRoot)} />}
        {/* The family page's 查看全部 is on the 杂质 section when there is one (one such link per page). */}
        {p.intermediates.length > 0 && (
          <FamilySection id="product-intermediates" title={MSG.intermediatesTitle} items={p.intermediates} allHref={p.related.length === 0 ? routes.productDetailList(familyRoot) : null} />
        )}

        <p className={styles.note}>{MSG.researchUseNote}</p>
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(p)) }} />
    </div>
  );
}

/** One list of the product's family on its page (该原料药的杂质 / 中间体), with the family page's 查看全部. */
function FamilySection({ id, title, items, allHref }: { id: string; title: string; items: ComponentProps<typeof RelatedProducts>['items']; allHref: string | null }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {allHref && (
          <Link prefetch={false} href={allHref}>
            {MSG.relatedAll} &gt;
          </Link>
        )}
      </div>
      <RelatedProducts items={items} />
    </section>
  );
}
