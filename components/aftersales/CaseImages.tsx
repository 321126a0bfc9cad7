'use client';

import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { afterSaleCalls } from '@/lib/api/aftersale';
import type { AfterSaleDetail } from '@/lib/api/contract/aftersale';
import { AFTER_SALE_MSG } from '@/lib/messages';
import styles from './aftersales.module.scss';

/**
 * The case's photos: fetched with the session token (the API serves them to their owner only and a plain
 * <img src> cannot carry the token), shown from object URLs that are revoked when the page goes.
 */
export default function CaseImages({ images }: { images: AfterSaleDetail['images'] }) {
  const [urls, setUrls] = useState<Record<number, string>>({});
  const ids = images.map((i) => i.id).join(',');
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void (async () => {
      for (const id of ids ? ids.split(',').map(Number) : []) {
        try {
          const url = URL.createObjectURL(await afterSaleCalls.imageFile(browserApi, id));
          made.push(url);
          if (live) setUrls((u) => ({ ...u, [id]: url }));
        } catch {
          // A photo that cannot be fetched is left out; the others still show.
        }
      }
    })();
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [ids]);
  if (images.length === 0) return null;
  return (
    <ul className={styles.images}>
      {images.map((img, i) => (
        <li key={img.id}>
          {urls[img.id] ? (
            // eslint-disable-next-line @next/next/no-img-element -- an object URL of a private photo, not an optimisable asset
            <img src={urls[img.id]} alt={AFTER_SALE_MSG.imageAlt(i + 1)} className={styles.photo} />
          ) : (
            <span className={styles.photo} aria-label={AFTER_SALE_MSG.imageAlt(i + 1)} />
          )}
        </li>
      ))}
    </ul>
  );
}
