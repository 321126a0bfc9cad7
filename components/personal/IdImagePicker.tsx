'use client';

import { useEffect, useRef, useState } from 'react';
import { VERIFY_MSG } from '@/lib/messages';
import { ID_IMAGE_ACCEPT, idImageProblem } from './idImageCheck';
import styles from './Verification.module.scss';

/** One side of the card: a file picker with its preview and its own refusal (SPEC §5's image message). */
export default function IdImagePicker({ label, file, uploaded, onPick }: { label: string; file: File | null; uploaded: boolean; onPick: (file: File | null) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const url = useRef<string | null>(null);
  // The blob URL lives until the next pick or until the picker goes away.
  useEffect(() => () => void (url.current && URL.revokeObjectURL(url.current)), []);
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const refusal = await idImageProblem(picked);
    setProblem(refusal);
    onPick(refusal ? null : picked);
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = !refusal && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(picked) : null;
    setPreview(url.current);
  };
  return (
    <div className={styles.side}>
      <label className={styles.pick}>
        <span>{label}</span>
        <input
          type="file"
          aria-label={label}
          accept={ID_IMAGE_ACCEPT}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <div className={styles.preview}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a local blob preview, not an optimisable asset */}
        {preview ? <img src={preview} alt={VERIFY_MSG.preview(label)} /> : <span>{file ? file.name : uploaded ? VERIFY_MSG.uploaded : VERIFY_MSG.pick}</span>}
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
