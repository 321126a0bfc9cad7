import dayjs from 'dayjs';

/** A time as the console shows it: 2026-11-25 18:30 (the browser's zone, China for the shop's staff). */
export const when = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
