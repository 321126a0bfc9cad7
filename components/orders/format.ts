import { formatPrice } from '@/components/cart/format';
import { ORDER_MSG } from '@/lib/messages';

export { formatPrice };
/** Order, payment, after-sale and invoice times: China time (lib/china-time.ts). */
export { formatTime } from '@/lib/china-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as ORDER_MSG.duration writes them. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return ORDER_MSG.duration(h, pad(m), pad(s % 60));
}
