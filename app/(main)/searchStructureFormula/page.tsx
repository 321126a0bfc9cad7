import type { Metadata } from 'next';
import Link from 'next/link';
import EmptyResult from '@/components/catalogue/EmptyResult';
import { LIST_PAGE_SIZE, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import Pager from '@/components/catalogue/Pager';
import ProductList from '@/components/catalogue/ProductList';
import FormulaSearchForm from '@/components/search/FormulaSearchForm';
import StructureResults from '@/components/search/StructureResults';
import StructureSearchForm from '@/components/search/StructureSearchForm';
import { formulaHref, parseStructureQuery, structureHref } from '@/components/search/structureQuery';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from '@/components/search/StructureSearch.module.scss';
import page from '@/components/search/search.module.scss';
import { readFormulaSearch, readStructureSearch } from '@/lib/search/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export const metadata: Metadata = { title: MSG.structureFormulaTitle, robots: { index: false, follow: true } };

/**
 * /searchStructureFormula — 结构式搜索 (paste SMILES/molfile or draw; substructure, similarity or exact;
 * RDKit on the server, matched atoms highlighted) and 分子式搜索 (Hill order, accuracy). The query is in
 * the URL and the results are rendered here, so a result is a link to share. The structure editor is a
 * client component loaded only when asked for.
 */
export default async function SearchStructureFormulaPage({ searchParams }: Props) {
  const q = parseStructureQuery(await searchParams);
  const structure = q.tab === 'structure' && q.query.trim() ? await readStructureSearch(q.query, q.mode, q.threshold, q.pageNo, LIST_PAGE_SIZE) : null;
  const formula = q.tab === 'formula' && q.formula ? await readFormulaSearch(q.formula, q.accuracy, q.pageNo, LIST_PAGE_SIZE) : null;

  const tabs = [
    { key: 'structure', label: MSG.structureSearch, href: q.query.trim() ? structureHref(q.query, q.mode, q.threshold) : routes.searchStructureFormulaFor({ tab: 'structure' }) },
    { key: 'formula', label: MSG.formulaSearchTitle, href: q.formula ? formulaHref(q.formula, q.accuracy) : routes.searchStructureFormulaFor({ tab: 'formula' }) },
  ] as const;

  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1 className={page.title}>{MSG.structureFormulaTitle}</h1>
      </header>
      <nav className={page.tabs} aria-label={MSG.structureFormulaTabs}>
        {tabs.map((t) => (
          <Link key={t.key} prefetch={false} href={t.href} className={page.tab} aria-current={q.tab === t.key ? 'page' : undefined} rel="nofollow">
            {t.label}
          </Link>
        ))}
      </nav>

      {q.tab === 'structure' ? (
        <>
          <p className={styles.lead}>{MSG.structureLead}</p>
          <StructureSearchForm key={`${q.query}|${q.mode}|${q.threshold}`} query={q.query} mode={q.mode} threshold={q.threshold} />
          {structure &&
            (structure.ok ? (
              <StructureResults
                result={structure.data}
                pageNo={q.pageNo}
                hrefBase={structureHref(q.query, q.mode, q.threshold)}
                substructureHref={structureHref(q.query, 'substructure', q.threshold)}
              />
            ) : (
              <p className={styles.failure} role="alert">
                {structure.message}
              </p>
            ))}
        </>
      ) : (
        <>
          <FormulaSearchForm key={`${q.formula}|${q.accuracy}`} formula={q.formula} accuracy={q.accuracy} />
          {formula &&
            (formula.ok ? (
              <section className={styles.results} aria-labelledby="formula-results">
                <p id="formula-results" className={styles.summary}>
                  {MSG.formulaResultsFor(formula.data.formula, formula.data.accuracy)} · {MSG.pagerTotal(formula.data.totalCount)}
                </p>
                {formula.data.items.length > 0 ? <ProductList products={formula.data.items} view="1" /> : <EmptyResult />}
                {formula.data.totalCount > 0 && (
                  <Pager pageNo={q.pageNo} totalCount={formula.data.totalCount} pageSize={LIST_PAGE_SIZE} hrefBase={formulaHref(formula.data.formula, formula.data.accuracy)} />
                )}
              </section>
            ) : (
              <p className={styles.failure} role="alert">
                {formula.message}
              </p>
            ))}
        </>
      )}
    </div>
  );
}
