'use client';

import { useId, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { STRUCTURE_MODES, type StructureMode } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { structureHref, THRESHOLD_MAX, THRESHOLD_MIN, THRESHOLD_STEP } from './structureQuery';
import styles from './StructureSearch.module.scss';

function EditorFailed() {
  return (
    <p className={styles.editorNote} role="alert">
      {MSG.structureEditorFailed}
    </p>
  );
}

// Loaded on demand only (the 绘制结构 button), never on the server and never in the page's first load.
const StructureEditor = dynamic(() => import('./StructureEditor').catch(() => ({ default: EditorFailed })), {
  ssr: false,
  loading: () => <p className={styles.editorNote}>{MSG.structureEditorLoading}</p>,
});

const MODE_LABELS: Record<StructureMode, string> = {
  substructure: MSG.modeSubstructure,
  similarity: MSG.modeSimilarity,
  exact: MSG.modeExact,
};

interface Props {
  query: string;
  mode: StructureMode;
  threshold: number;
}

/**
 * 结构式搜索: paste SMILES or a molfile, or draw (the editor fills the box with SMILES); choose 子结构,
 * 相似度 (with its Tanimoto threshold) or 精确; the search is a URL the server answers.
 */
export default function StructureSearchForm({ query, mode: initialMode, threshold: initialThreshold }: Props) {
  const router = useRouter();
  const [text, setText] = useState(query);
  const [mode, setMode] = useState<StructureMode>(initialMode);
  const [threshold, setThreshold] = useState(initialThreshold);
  const [drawing, setDrawing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(MSG.structureRequired);
      return;
    }
    setError(null);
    router.push(structureHref(text, mode, threshold));
  };

  return (
    <form className={styles.form} action={routes.searchStructureFormula} method="get" onSubmit={submit} noValidate>
      <input type="hidden" name="tab" value="structure" />
      <div className={styles.inputRow}>
        <label htmlFor={`${ids}-q`} className={styles.label}>
          {MSG.structureInput}
        </label>
        <button type="button" className={styles.drawButton} onClick={() => setDrawing((d) => !d)} aria-expanded={drawing}>
          {drawing ? MSG.structureHideEditor : MSG.structureDraw}
        </button>
      </div>
      {drawing && <StructureEditor initial={text} onChange={setText} />}
      <textarea
        id={`${ids}-q`}
        name="smiles"
        className={styles.textarea}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        placeholder={MSG.structurePlaceholder}
        rows={text.includes('\n') ? 8 : 3}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
      />
      {error && (
        <p id={`${ids}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.options}>
        <fieldset className={styles.modes}>
          <legend className={styles.label}>{MSG.structureMode}</legend>
          {STRUCTURE_MODES.map((m) => (
            <label key={m} className={styles.mode}>
              <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              <span>{MODE_LABELS[m]}</span>
            </label>
          ))}
        </fieldset>
        {mode === 'similarity' && (
          <label className={styles.threshold}>
            <span className={styles.label}>{MSG.thresholdLabel}</span>
            <input
              type="range"
              name="threshold"
              min={THRESHOLD_MIN}
              max={THRESHOLD_MAX}
              step={THRESHOLD_STEP}
              value={threshold}
              onChange={(e) => setThreshold(Number(e.target.value))}
            />
            <output className={styles.thresholdValue}>{threshold.toFixed(2)}</output>
          </label>
        )}
        <button type="submit" className={styles.submit}>
          {MSG.structureSubmit}
        </button>
      </div>
    </form>
  );
}
