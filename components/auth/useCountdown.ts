'use client';

import { useCallback, useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS } from '@/lib/constants';

/** Seconds left of a countdown (SPEC §4 send-code button: 60 s). Ticks once a second; 0 = idle. */
export function useCountdown(seconds: number = SMS_RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, start };
}
