'use client';

import { useEffect } from 'react';
import { useCartStore } from '@/stores/cart';
import { useDemandStore } from '@/stores/demand';
import { useInquiryStore } from '@/stores/inquiry';
import { useListSync } from '@/stores/list-sync';
import { toast } from '@/components/ui/feedback';

/**
 * Starts the lists' login-following (stores/list-sync.ts) and shows what a merge on login reported —
 * visitor items dropped (with the reason) or capped — once, in Chinese.
 */
export default function ListNotices() {
  useListSync();
  const cart = useCartStore((s) => s.notice);
  const inquiry = useInquiryStore((s) => s.notice);
  const demand = useDemandStore((s) => s.notice);
  useEffect(() => {
    const pairs = [
      [cart, useCartStore],
      [inquiry, useInquiryStore],
      [demand, useDemandStore],
    ] as const;
    pairs.forEach(([text, store], i) => {
      if (!text) return;
      void toast.warning({ content: text, duration: 10, key: `list-notice-${i}` });
      store.getState().clearNotice();
    });
  }, [cart, inquiry, demand]);
  return null;
}
