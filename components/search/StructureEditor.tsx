'use client';

import { useEffect, useRef } from 'react';
import { CanvasEditor, Molecule } from 'openchemlib';
import { MSG } from '@/lib/messages';
import styles from './StructureSearch.module.scss';

interface Props {
  /** SMILES or molfile to start from (read once, when the editor opens). */
  initial: string;
  /** The drawn structure as SMILES ('' when the canvas is empty). */
  onChange: (smiles: string) => void;
}

function parse(text: string): Molecule | null {
  const value = text.trim();
  if (!value) return null;
  try {
    return text.includes('\n') ? Molecule.fromMolfile(text) : Molecule.fromSmiles(value);
  } catch {
    return null;
  }
}

/**
 * openchemlib's CanvasEditor (~0.3 MB gzip). This module is the only one that imports openchemlib and it
 * is loaded with next/dynamic when the visitor asks to draw: no page's first load carries it (DESIGN §2).
 */
export default function StructureEditor({ initial, onChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const initialRef = useRef(initial);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const editor = new CanvasEditor(element, { initialMode: 'molecule' });
    const start = parse(initialRef.current);
    if (start) editor.setMolecule(start);
    editor.setOnChangeListener(({ type }) => {
      if (type !== 'molecule') return;
      const molecule = editor.getMolecule();
      onChangeRef.current(molecule.getAllAtoms() > 0 ? molecule.toIsomericSmiles() : '');
    });
    return () => {
      editor.removeOnChangeListener();
      editor.destroy();
    };
  }, []);

  return <div ref={host} className={styles.editor} role="application" aria-label={MSG.structureEditorLabel} data-testid="structure-editor" />;
}
