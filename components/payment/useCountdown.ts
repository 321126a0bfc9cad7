'use client';

import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (ISO), ticking every second; null without a deadline. */
export function useRemaining(deadline: string | null | undefined): number | null {
  const end = deadline ? Date.parse(deadline) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(end)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isFinite(end) ? Math.max(0, end - now) : null;
}

/** 29 分 05 秒 */
export const splitRemaining = (ms: number) => {
  const total = Math.floor(ms / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
};
