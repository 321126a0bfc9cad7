import 'server-only';
import { cookies } from 'next/headers';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { parseViewMode, VIEW_MODE_COOKIE, type ViewMode } from '@/lib/catalogue/viewMode';

/** The first value of a query parameter. */
export const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The query has no value for `name` (absent or blank): the page was opened without its subject (components/ui/PageGuide.tsx). */
export const lacksQuery = (params: SearchParamsRecord, name: string): boolean => !first(params[name])?.trim();

/**
 * The visitor's view mode (SPEC: a cookie). Read on the server so the list arrives in the right layout
 * without a flash; the list pages are per request anyway (their query is the state).
 */
export async function viewModeCookie(): Promise<ViewMode> {
  return parseViewMode((await cookies()).get(VIEW_MODE_COOKIE)?.value);
}

export type ListPageProps<P> = { params: Promise<P>; searchParams: Promise<SearchParamsRecord> };
