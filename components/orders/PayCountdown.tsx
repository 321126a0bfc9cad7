'use client';

import { ORDER_MSG } from '@/lib/messages';
import { formatDuration } from './format';
import { usePayCountdown } from './usePayCountdown';
import { useOrderActions } from './useOrderActions';
import styles from './orders.module.scss';

/** 剩余支付时间 of an unpaid order; when it runs out, the order data is re-read (the server cancels it). */
export default function PayCountdown({ deadline }: { deadline: string | null }) {
  const { refresh } = useOrderActions();
  const left = usePayCountdown(deadline, () => void refresh());
  if (left === null) return null;
  return <span className={styles.countdown}>{left > 0 ? ORDER_MSG.payLeft(formatDuration(left)) : ORDER_MSG.payExpired}</span>;
}
