'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_DELAY_MS } from '@/lib/constants';

/**
 * SPEC §2 drop-down timing: opens on hover or focus (at once, or `openDelay` ms later), hides `delay` ms
 * (HOVER_DELAY_MS) after blur or mouse leave — long enough to cross the gap between the trigger and its
 * panel; any new hover or focus cancels a pending hide, any leave a pending open.
 */
export function useHoverPanel(delay = HOVER_DELAY_MS, openDelay = 0) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback(() => {
    cancel();
    if (openDelay <= 0) return setOpen(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(true);
    }, openDelay);
  }, [cancel, openDelay]);
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
