'use client';

import { useEffect, useRef, useState } from 'react';
import { imageSrc } from '@/lib/api/image-src';
import { MSG } from '@/lib/messages/core';
import styles from './ImageWithFallback.module.scss';

interface Props {
  /** The picture as the API names it ('/mall/…', loaded under {api}) or a full URL. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load eagerly; lists lazily. */
  loading?: 'lazy' | 'eager';
  /** The page's largest picture (its LCP element): loaded eagerly and fetched before other images. */
  priority?: boolean;
}

/**
 * An <img> that shows a placeholder when the picture cannot be loaded (SPEC §2: image load errors show
 * a placeholder). Structure depictions are immutable SVGs from the API, so next/image's optimiser
 * would add nothing. An error that happened before hydration is caught by checking the element. The API's
 * picture paths are turned into the browser's address here (lib/api/image-src.ts), for every page alike.
 */
export default function ImageWithFallback({ src: path, alt, width, height, className, loading = 'lazy', priority = false }: Props) {
  const src = imageSrc(path);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img && src && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (!src || failedSrc === src) {
    return (
      <span className={`${styles.placeholder} ${className ?? ''}`} style={{ width, height }} role="img" aria-label={alt}>
        <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
          <polygon points="24,8 37.9,16 37.9,32 24,40 10.1,32 10.1,16" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="24" cy="24" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span>{MSG.imageUnavailable}</span>
      </span>
    );
  }

  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the component comment
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
