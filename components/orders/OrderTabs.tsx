'use client';

import { Tabs } from 'antd';
import type { z } from 'zod';
import { ORDER_STATUS_TEXT, type OrderStatus, type orderCountsSchema } from '@/lib/api/contract/order';
import { ORDER_MSG } from '@/lib/messages';

type Counts = z.infer<typeof orderCountsSchema>;
export type TabKey = OrderStatus | 'all';

/** Always shown; 待审核 and 售后中 (controlled chemicals and after-sales) only while an order is in them or the URL asks for them. */
const MAIN: TabKey[] = ['all', 'unpaid', 'to_ship', 'shipped', 'completed', 'cancelled'];
export function visibleTabs(counts: Counts | undefined, active: TabKey): TabKey[] {
  const shown = (s: OrderStatus) => (counts?.[s] ?? 0) > 0 || s === active;
  const tabs = [...MAIN];
  if (shown('review')) tabs.splice(2, 0, 'review');
  if (shown('after_sale')) tabs.push('after_sale');
  return tabs;
}

/** The status tabs with their counts (order.counts). */
export default function OrderTabs({ counts, active, onChange }: { counts: Counts | undefined; active: TabKey; onChange: (key: TabKey) => void }) {
  const items = visibleTabs(counts, active).map((key) => {
    const label = key === 'all' ? ORDER_MSG.tabAll : ORDER_STATUS_TEXT[key];
    return { key, label: ORDER_MSG.tabCount(label, counts?.[key] ?? 0) };
  });
  return <Tabs activeKey={active} items={items} onChange={(k) => onChange(k as TabKey)} />;
}
