import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { absoluteUrl } from '@/components/catalogue/seo';
import { CACHED_SHELL_STATE } from '@/lib/http/cachedShell';

type Query = Record<string, string | string[] | undefined>;
type QueryProps = { searchParams: Promise<Query> };
type Props = { params: Promise<{ v: string }> };

export interface ShellSource {
  /** The public page's component (a page module's default export, or the component it renders). */
  Page: (props: QueryProps) => ReactNode | Promise<ReactNode>;
  /** The public page's metadata, or its generateMetadata (called with no query). */
  metadata?: Metadata | ((props: QueryProps) => Promise<Metadata>);
  /** The public address: the canonical URL (nobody links to the internal one). */
  path: string;
}

/**
 * The body of an internal cached route `app/(main)/shell/{name}/[v]` (help pages: `app/(help)/shell/…`) (lib/http/cachedShell.ts): the public page as it
 * is without a query string, rendered on the first request, then served from the page cache and re-rendered when a
 * tag it read is revalidated or at most every 5 minutes. Each route file declares `revalidate` and
 * `generateStaticParams` itself (Next reads them from the file) and exports these two. One route per page, so each
 * page's first load carries only its own client code. Any segment but CACHED_SHELL_STATE is the 404 page: the cache
 * holds one entry per page.
 */
export function cachedShellRoute({ Page, metadata, path }: ShellSource) {
  const noQuery = (): QueryProps => ({ searchParams: Promise.resolve({}) });
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      if ((await params).v !== CACHED_SHELL_STATE) notFound();
      const base = typeof metadata === 'function' ? await metadata(noQuery()) : (metadata ?? {});
      return { ...base, alternates: { ...base.alternates, canonical: absoluteUrl(path) } };
    },
    async Page({ params }: Props) {
      if ((await params).v !== CACHED_SHELL_STATE) notFound();
      return <Page {...noQuery()} />;
    },
  };
}
