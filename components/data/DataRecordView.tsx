import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import Formula from '@/components/catalogue/Formula';
import { formatMw } from '@/components/catalogue/availability';
import { jsonLdText } from '@/components/catalogue/seo';
import GhsPictogram from '@/components/regulatory/GhsPictogram';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import type { DataRecord } from '@/lib/api/contract/data';
import { GHS_PICTOGRAM_CODES, type GhsPictogram as PictogramCode } from '@/lib/api/contract/regulatory';
import { DATA_MSG, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { recordJsonLd } from './seo';
import styles from './data.module.scss';

const isPictogram = (code: string): code is PictogramCode => (GHS_PICTOGRAM_CODES as readonly string[]).includes(code);

/** /searchCenter/dataSearchofStandard/dataDetail/{id}: every fact of one record in the HTML. */
export default function DataRecordView({ record: r }: { record: DataRecord }) {
  const p = r.properties;
  return (
    <div className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(recordJsonLd(r)) }} />
      <Breadcrumbs items={[{ label: DATA_MSG.dataCrumb, href: routes.dataSearch }, { label: r.nameCn }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{r.nameCn}</h1>
        <p className={styles.muted} lang="en">
          {r.nameEn}
        </p>
      </header>

      <section className={`${styles.section} ${styles.top}`} aria-labelledby="data-identifiers">
        <div className={styles.structure}>
          <ImageWithFallback src={r.imgUrl} alt={DATA_MSG.structureAlt(r.nameCn)} width={300} height={240} loading="eager" />
        </div>
        <div>
          <h2 id="data-identifiers" className={styles.sectionTitle}>
            {DATA_MSG.identifiers}
          </h2>
          <dl className={styles.facts}>
            <dt>{MSG.casLabel}</dt>
            <dd>{r.cas || '—'}</dd>
            <dt>{MSG.formulaLabel}</dt>
            <dd>
              <Formula formula={r.formula} />
            </dd>
            <dt>{MSG.mwLabel}</dt>
            <dd>{formatMw(r.mw)}</dd>
            <dt>{MSG.smilesLabel}</dt>
            <dd className={styles.mono}>{r.smiles}</dd>
            <dt>InChI</dt>
            <dd className={styles.mono}>{r.inchi || '—'}</dd>
            <dt>{MSG.inchiKeyLabel}</dt>
            <dd className={styles.mono}>{r.inchiKey}</dd>
          </dl>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="data-properties">
        <h2 id="data-properties" className={styles.sectionTitle}>
          {DATA_MSG.properties}
        </h2>
        <table className={styles.table}>
          <caption className="visually-hidden">{DATA_MSG.properties}</caption>
          <tbody>
            {(
              [
                [DATA_MSG.exactMass, p.exactMass.toFixed(4)],
                [DATA_MSG.logP, p.logP.toFixed(2)],
                [DATA_MSG.tpsa, p.tpsa.toFixed(2)],
                [DATA_MSG.hbd, p.hbd],
                [DATA_MSG.hba, p.hba],
                [DATA_MSG.rotatableBonds, p.rotatableBonds],
                [DATA_MSG.rings, p.rings],
              ] as const
            ).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>{DATA_MSG.propertiesNote}</p>
      </section>

      <section className={styles.section} aria-labelledby="data-ghs">
        <h2 id="data-ghs" className={styles.sectionTitle}>
          {DATA_MSG.ghs}
        </h2>
        {r.ghs ? (
          <>
            <div className={styles.pictograms}>
              {r.ghs.pictograms.filter(isPictogram).map((code) => (
                <GhsPictogram key={code} code={code} />
              ))}
            </div>
            <dl className={styles.facts}>
              {r.ghs.signalWord && (
                <>
                  <dt>{DATA_MSG.ghsSignalWord}</dt>
                  <dd>{r.ghs.signalWord}</dd>
                </>
              )}
              <dt>{DATA_MSG.ghsClasses}</dt>
              <dd>{r.ghs.classes.join('；') || '—'}</dd>
              <dt>{DATA_MSG.ghsStatements}</dt>
              <dd>
                <ul className={styles.list}>
                  {r.ghs.hStatements.map((h) => (
                    <li key={h.code}>
                      {h.code} {h.text}
                    </li>
                  ))}
                </ul>
              </dd>
              <dt>{DATA_MSG.ghsSource}</dt>
              <dd>{r.ghs.sources}</dd>
            </dl>
          </>
        ) : (
          <p className={styles.muted}>{DATA_MSG.ghsNone}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="data-methods">
        <h2 id="data-methods" className={styles.sectionTitle}>
          {DATA_MSG.methods}
        </h2>
        {r.methods.length ? (
          <ul className={styles.list}>
            {r.methods.map((m) => (
              <li key={m.id}>
                <Link prefetch={false} href={routes.methodDetail(m.id)}>
                  {m.pharmacopoeia} {m.edition} {m.monograph} {m.testItem}（{m.technique}）
                </Link>{' '}
                <span className={styles.muted}>
                  {m.role}
                  {m.label ? `：${m.label}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{DATA_MSG.methodsNone}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="data-standards">
        <h2 id="data-standards" className={styles.sectionTitle}>
          {DATA_MSG.standards}
        </h2>
        {r.standards.length ? (
          <ul className={styles.list}>
            {r.standards.map((s) => (
              <li key={s.id}>
                <Link prefetch={false} href={routes.standardDetail(s.id)}>
                  {s.number} {s.titleCn}
                </Link>{' '}
                <span className={styles.muted}>{s.status}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{DATA_MSG.standardsNone}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="data-products">
        <h2 id="data-products" className={styles.sectionTitle}>
          {DATA_MSG.products}
        </h2>
        {r.products.length ? (
          <table className={styles.table}>
            <caption className="visually-hidden">{DATA_MSG.products}</caption>
            <thead>
              <tr>
                <th>{MSG.codeLabel}</th>
                <th>{DATA_MSG.memberName}</th>
                <th>{MSG.brandLabel}</th>
                <th>{MSG.purityLabel}</th>
              </tr>
            </thead>
            <tbody>
              {r.products.map((p) => (
                <tr key={p.id}>
                  <td>{p.code}</td>
                  <td>
                    <Link prefetch={false} href={routes.goodsDetail(p.id)}>
                      {p.nameCn}
                    </Link>
                  </td>
                  <td>{p.brandName}</td>
                  <td>{p.purity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>{DATA_MSG.productsNone}</p>
        )}
      </section>

      {r.libraries.length > 0 && (
        <section className={styles.section} aria-labelledby="data-libraries">
          <h2 id="data-libraries" className={styles.sectionTitle}>
            {DATA_MSG.libraries}
          </h2>
          <p className={styles.tags}>
            {r.libraries.map((l) => (
              <Link key={l.id} prefetch={false} href={routes.secondaryLibrary(l.id)}>
                {l.title}
              </Link>
            ))}
          </p>
        </section>
      )}

      {r.external && (
        <section className={styles.section} aria-labelledby="data-external">
          <h2 id="data-external" className={styles.sectionTitle}>
            {DATA_MSG.external(r.external.source)}
          </h2>
          <dl className={styles.facts}>
            {r.external.iupacName && (
              <>
                <dt>{DATA_MSG.iupacName}</dt>
                <dd lang="en">{r.external.iupacName}</dd>
              </>
            )}
            {r.external.xlogp !== null && (
              <>
                <dt>{DATA_MSG.xlogp}</dt>
                <dd>{r.external.xlogp}</dd>
              </>
            )}
            {r.external.synonyms.length > 0 && (
              <>
                <dt>{DATA_MSG.synonyms}</dt>
                <dd>{r.external.synonyms.join('；')}</dd>
              </>
            )}
          </dl>
          {r.external.url && (
            <a href={r.external.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.more}>
              {DATA_MSG.externalLink(r.external.source)}
            </a>
          )}
        </section>
      )}
    </div>
  );
}
