/**
 * Every date and time shown to a person, in China time (Asia/Shanghai, UTC+8 all year: no daylight saving
 * since 1991), whatever the zone of the machine that renders it: the server renders a page, the browser
 * hydrates it, and both must write the same text. The API sends instants as ISO 8601 ('…Z'); a calendar day
 * it stores as a date ('2027-05-31', a lot's expiry, a due date) is shown as that day, never moved by a zone.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * - second: 2026-11-23 14:05:09 (the default)
 * - minute: 2026-11-23 14:05
 * - date: 2026-11-23
 * - clock: 14:05
 * - clockSecond: 14:05:09
 * - monthMinute: 11-23 14:05
 */
export type TimeStyle = 'second' | 'minute' | 'date' | 'clock' | 'clockSecond' | 'monthMinute';

/** `at` in China time as `style` writes it; `empty` when there is no time or it cannot be read. */
export function formatTime(at: string | number | Date | null | undefined, style: TimeStyle = 'second', empty = ''): string {
  if (at === null || at === undefined || at === '') return empty;
  if (typeof at === 'string' && DATE_ONLY.test(at)) return style === 'monthMinute' ? at.slice(5) : at;
  const t = typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime();
  if (Number.isNaN(t)) return empty;
  const d = new Date(t + CHINA_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const clock = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const seconds = pad(d.getUTCSeconds());
  switch (style) {
    case 'minute':
      return `${date} ${clock}`;
    case 'date':
      return date;
    case 'clock':
      return clock;
    case 'clockSecond':
      return `${clock}:${seconds}`;
    case 'monthMinute':
      return `${date.slice(5)} ${clock}`;
    default:
      return `${date} ${clock}:${seconds}`;
  }
}

/** The China-time calendar day just before an exclusive end (a validity that ends at 00:00 of the next day). */
export const lastDayBefore = (end: string) => formatTime(Date.parse(end) - 1, 'date');
