'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until an unpaid order's pay deadline, ticking once a second; null before the page is
 * hydrated (the server's clock and the browser's must not disagree in the HTML) or without a deadline.
 * `onExpire` runs once when the time is up: the caller re-reads the order, whose server cancels it.
 */
export function usePayCountdown(deadline: string | null, onExpire?: () => void): number | null {
  const [now, setNow] = useState<number | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  const end = deadline ? Date.parse(deadline) : NaN;
  useEffect(() => {
    if (Number.isNaN(end)) return;
    let fired = false;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= end && !fired) {
        fired = true;
        clearInterval(timer);
        expire.current?.();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [end]);
  if (Number.isNaN(end) || now === null) return null;
  return Math.max(0, Math.ceil((end - now) / 1000));
}
