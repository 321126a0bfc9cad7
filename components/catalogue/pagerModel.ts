import { parsePositiveInt } from '@/lib/catalogue/listQuery';

/** The page of `hrefBase` (a path with its query, page 1's URL) numbered n: `pageNo` is the last parameter. */
export function pageHref(hrefBase: string, n: number): string {
  if (n <= 1) return hrefBase;
  return `${hrefBase}${hrefBase.includes('?') ? '&' : '?'}pageNo=${n}`;
}

/** Page numbers to show: the first, the last and two either side of the current one; null is a gap (…). */
export function pageWindow(current: number, last: number, around = 2): (number | null)[] {
  const pages = new Set<number>([1, last]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= last) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(n - sorted[i - 1] === 2 ? n - 1 : null);
    out.push(n);
  });
  return out;
}

/** SPEC §4: a jump is accepted only for integers 1..last (digits only: '2.0', '1e1', '-3', '' are refused). */
export const parseJump = (text: string, last: number): number | null => parsePositiveInt(text.trim(), last);
