'use client';

import { useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { afterSaleCalls } from '@/lib/api/aftersale';
import type { afterSale } from '@/lib/api/contract/aftersale';
import type { DataOf } from '@/lib/api/contract/endpoint';
import { AFTER_SALE_IMAGE_MAX_BYTES, AFTER_SALE_MAX_IMAGES } from '@/lib/constants';
import { AFTER_SALE_MSG } from '@/lib/messages';
import { IMAGE_UPLOAD_TYPES, imageUploadProblem } from '@/lib/validation';
import { fileSize } from '@/components/payment/slipCheck';
import styles from './aftersales.module.scss';

export type UploadedImage = DataOf<typeof afterSale.uploadImage>;
const RULE = { maxImages: AFTER_SALE_MAX_IMAGES, maxBytes: AFTER_SALE_IMAGE_MAX_BYTES };
export const MAX_MB = AFTER_SALE_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * Up to three photos (SPEC §5: png or jpeg, 2 MB each, at most 3). Each picked file is checked here first
 * — a refused one is never sent and its §5 message shows — then uploaded; the server checks the bytes again
 * and its refusal shows the same way.
 */
export default function ImagePicker({ images, onChange }: { images: UploadedImage[]; onChange: (next: UploadedImage[]) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (files: File[]) => {
    setProblem(null);
    let next = images;
    for (const file of files) {
      const why = imageUploadProblem(file, next.length, RULE);
      if (why) {
        setProblem(why);
        break;
      }
      setBusy(true);
      try {
        next = [...next, await afterSaleCalls.uploadImage(browserApi, file)];
        onChange(next);
      } catch (e) {
        setProblem((e as Error).message);
        break;
      } finally {
        setBusy(false);
      }
    }
  };

  return (
    <div className={styles.field}>
      <span className={styles.label}>{AFTER_SALE_MSG.images}</span>
      <span>{AFTER_SALE_MSG.imagesRule(AFTER_SALE_MAX_IMAGES, MAX_MB)}</span>
      <input
        type="file"
        multiple
        aria-label={AFTER_SALE_MSG.addImage}
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        disabled={busy}
        onChange={(e) => {
          void pick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {busy && <Spin size="small" />}
      {problem && <Alert type="error" showIcon title={problem} />}
      {images.length > 0 && (
        <ul className={styles.images}>
          {images.map((img) => (
            <li key={img.id} className={styles.image}>
              <span>{`${img.name}（${fileSize(img.size)}）`}</span>
              <Button size="small" type="link" aria-label={AFTER_SALE_MSG.removeImage(img.name)} onClick={() => onChange(images.filter((i) => i.id !== img.id))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
