import type { Metadata } from 'next';
import ClassifyList, { classifyListMetadata } from '@/components/catalogue/ClassifyList';
import { viewModeCookie, type ListPageProps } from '@/components/catalogue/listPage';

/**
 * The per-request product list: keyword searches (?keyword=) and the old ?id= form. Every other list URL
 * is served by the cached route under cached/ (proxy.ts rewrites it there, see docs/adr/0006-page-cache.md).
 */
export const dynamic = 'force-dynamic';

type Props = ListPageProps<{ categoryId: string }>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return classifyListMetadata((await params).categoryId, await searchParams);
}

export default async function ProductClassifyListPage({ params, searchParams }: Props) {
  const [{ categoryId }, query, view] = await Promise.all([params, searchParams, viewModeCookie()]);
  return <ClassifyList categoryText={categoryId} query={query} view={view} />;
}
