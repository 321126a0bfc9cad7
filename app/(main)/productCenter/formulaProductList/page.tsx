import type { Metadata } from 'next';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import EmptyResult from '@/components/catalogue/EmptyResult';
import { first, viewModeCookie } from '@/components/catalogue/listPage';
import { LIST_PAGE_SIZE, parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import Pager from '@/components/catalogue/Pager';
import ProductList from '@/components/catalogue/ProductList';
import ViewToggle from '@/components/catalogue/ViewToggle';
import { FORMULA_ACCURACY_DEFAULT } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import pageStyles from '@/components/catalogue/CataloguePage.module.scss';
import toolbar from '@/components/catalogue/ListToolbar.module.scss';
import styles from './formula.module.scss';
import { readFormulaSearch } from '@/lib/search/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

const ACCURACIES = [100, 95, 90, 80, 70, 60, 50] as const;
const MAX_FORMULA = 200;

function queryOf(params: SearchParamsRecord) {
  const formula = (first(params.formula) ?? '').trim().slice(0, MAX_FORMULA);
  const accuracyText = first(params.accuracy);
  const accuracy = accuracyText === undefined ? FORMULA_ACCURACY_DEFAULT : parsePositiveInt(accuracyText, 100);
  return {
    formula,
    accuracy: accuracy !== null && accuracy >= 50 ? accuracy : FORMULA_ACCURACY_DEFAULT,
    pageNo: parsePositiveInt(first(params.pageNo), 100_000) ?? 1,
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { formula } = queryOf(await searchParams);
  // Search results are for people: followed, not indexed (the products have their own pages).
  return { title: formula ? MSG.formulaTitle(formula) : MSG.formulaSearchTitle, robots: { index: false, follow: true } };
}

/**
 * /productCenter/formulaProductList?formula&accuracy: products by molecular formula (the search API's
 * formulaSearch: Hill order, accuracy 50–100 %, default 100 % — SPEC §3, §9). The form is a plain GET form.
 */
export default async function FormulaProductListPage({ searchParams }: Props) {
  const q = queryOf(await searchParams);
  const [found, view] = await Promise.all([q.formula ? readFormulaSearch(q.formula, q.accuracy, q.pageNo, LIST_PAGE_SIZE) : null, viewModeCookie()]);
  // Refused input answers the server's message ('无法识别的分子式'); an unreachable API the generic one.
  const problem = found && !found.ok ? found.message : null;
  const result = found && found.ok ? found.data : null;

  return (
    <div className={pageStyles.page}>
      <Breadcrumbs items={[{ label: MSG.productCenter, href: routes.productCenter }, { label: MSG.formulaSearchTitle }]} />
      <header className={pageStyles.head}>
        <h1 className={pageStyles.title}>{result ? MSG.formulaTitle(result.formula) : MSG.formulaSearchTitle}</h1>
        {result && <p className={pageStyles.lead}>{MSG.productsFound(result.totalCount)}</p>}
      </header>
      <form className={styles.form} action={routes.formulaProductList} method="get" role="search">
        <label>
          <span>{MSG.formulaInput}</span>
          <input name="formula" defaultValue={q.formula} placeholder={MSG.formulaPlaceholder} maxLength={MAX_FORMULA} required autoComplete="off" spellCheck={false} />
        </label>
        <label>
          <span>{MSG.accuracyLabel}</span>
          <select name="accuracy" defaultValue={String(q.accuracy)}>
            {ACCURACIES.map((a) => (
              <option key={a} value={a}>
                {a}%
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{MSG.formulaSubmit}</button>
        <p className={styles.hint}>{MSG.formulaLead}</p>
      </form>
      {!q.formula && <p className={pageStyles.note}>{MSG.formulaEmptyQuery}</p>}
      {problem && (
        <p className={pageStyles.note} role="alert">
          {problem}
        </p>
      )}
      {result && (
        <>
          <div className={toolbar.toolbar}>
            <span>{MSG.formulaResultsFor(result.formula, result.accuracy)}</span>
            <span className={toolbar.spacer} />
            <ViewToggle view={view} />
          </div>
          {result.items.length > 0 ? <ProductList products={result.items} view={view} /> : <EmptyResult />}
          {result.totalCount > 0 && (
            <Pager pageNo={q.pageNo} totalCount={result.totalCount} pageSize={LIST_PAGE_SIZE} hrefBase={routes.formulaProductListFor(result.formula, result.accuracy)} />
          )}
        </>
      )}
    </div>
  );
}
