import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { ACCURACY_OPTIONS } from './structureQuery';
import styles from './StructureSearch.module.scss';

/**
 * 分子式搜索: a plain GET form (works without JavaScript). Accuracy 100 % is the exact formula in Hill
 * order; lower values let each element's count vary within that tolerance (SPEC §3, §9: default 100 %).
 */
export default function FormulaSearchForm({ formula, accuracy }: { formula: string; accuracy: number }) {
  return (
    <form className={styles.form} action={routes.searchStructureFormula} method="get" role="search" aria-label="分子式搜索">
      <input type="hidden" name="tab" value="formula" />
      <div className={styles.formulaRow}>
        <label className={styles.field}>
          <span className={styles.label}>{MSG.formulaInput}</span>
          <input
            name="formula"
            className={styles.formulaInput}
            defaultValue={formula}
            placeholder={MSG.formulaPlaceholder}
            maxLength={200}
            required
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{MSG.accuracyLabel}</span>
          <select name="accuracy" className={styles.select} defaultValue={String(accuracy)}>
            {ACCURACY_OPTIONS.map((a) => (
              <option key={a} value={a}>
                {MSG.formulaAccuracyOption(a)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.submit}>
          {MSG.formulaSubmit}
        </button>
      </div>
      <p className={styles.hint}>{MSG.formulaLead}</p>
    </form>
  );
}
