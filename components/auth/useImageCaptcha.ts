'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchImageCaptcha } from '@/lib/api/image-captcha';

export interface ImageCaptcha {
  /** data: URL of the picture, null while loading or after a failure. */
  src: string | null;
  /** imgCodeKey of the picture shown. */
  key: string | null;
  status: 'loading' | 'ready' | 'error';
  refresh: () => void;
}

/**
 * The picture verification code (SPEC §3 imagBash64 + imgCodeKey). Loaded on mount, refreshed on click and
 * after every call that spends it (the server accepts each picture once). A late answer of an older request
 * never replaces a newer picture. `enabled` false: a form that shows no picture code (the WeChat bind) loads none.
 */
export function useImageCaptcha(enabled = true): ImageCaptcha {
  const [state, setState] = useState<Omit<ImageCaptcha, 'refresh'>>({ src: null, key: null, status: 'loading' });
  const seq = useRef(0);

  /** Asks for a picture; the answer lands only if no newer request was made meanwhile. */
  const load = useCallback(() => {
    const mine = ++seq.current;
    fetchImageCaptcha().then(
      (data) => {
        if (mine === seq.current) setState({ src: data.imagBash64, key: data.imgCodeKey, status: 'ready' });
      },
      () => {
        if (mine === seq.current) setState({ src: null, key: null, status: 'error' });
      },
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    load();
    return () => {
      seq.current += 1; // unmounted: drop whatever is still on its way
    };
  }, [enabled, load]);

  const refresh = useCallback(() => {
    setState((s) => ({ ...s, status: 'loading' }));
    load();
  }, [load]);

  return { ...state, refresh };
}
