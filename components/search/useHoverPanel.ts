'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_DELAY_MS } from '@/lib/constants';

/**
 * SPEC §2 drop-down timing: opens at once on hover or focus, hides HOVER_DELAY_MS after blur or mouse
 * leave — long enough to cross the gap between the box and its panel; any new hover or focus cancels a
 * pending hide.
 */
export function useHoverPanel(delay = HOVER_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);
  const hideLater = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(false);
    }, delay);
  }, [cancel, delay]);
  const hideNow = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);
  return { open, show, hideLater, hideNow };
}
