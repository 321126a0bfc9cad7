import { formatPrice } from '@/components/cart/format';
import { ORDER_MSG } from '@/lib/messages';

export { formatPrice };

const CHINA_OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '2026-11-23 14:05:09' in China time, whatever the machine's zone: the server renders the page and the
 * browser hydrates it, and both must write the same text (an order is placed and shipped in China).
 */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Seconds as ORDER_MSG.duration writes them. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return ORDER_MSG.duration(h, pad(m), pad(s % 60));
}
