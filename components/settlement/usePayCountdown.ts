'use client';

import { useEffect, useState } from 'react';

/** Seconds left until the pay deadline, read from the clock every second (no drift); 0 once passed. */
export function usePayCountdown(deadline: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const end = deadline ? Date.parse(deadline) : null;
  const passed = end === null || now >= end;
  useEffect(() => {
    if (passed) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [passed]);
  return end === null ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}

/** 29:05 — minutes may pass 59 when the shop sets a longer pay time. */
export const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
