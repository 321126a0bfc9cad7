import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import AgreementPrivacy, { agreementMetadata } from '../../../agreementPrivacy/AgreementPrivacy';
import { CACHED_SHELL_STATE } from '@/lib/http/cachedShell';
import { absoluteUrl } from '@/components/catalogue/seo';
import { routes } from '@/lib/routes';

/**
 * The cached form of /agreementPrivacy (lib/http/cachedShell.ts): rendered on the first request, then served from the page cache
 * and re-rendered at most every 5 minutes or when a tag it read is revalidated; nothing is rendered at `next build`.
 * One route per page, so each page's first load carries only its own client code. Any segment but
 * CACHED_SHELL_STATE is the 404 page: the cache holds one entry.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

type Props = { params: Promise<{ v: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if ((await params).v !== CACHED_SHELL_STATE) notFound();
  return { ...agreementMetadata, alternates: { canonical: absoluteUrl(routes.agreementPrivacy) } };
}

export default async function CachedAgreementPage({ params }: Props) {
  if ((await params).v !== CACHED_SHELL_STATE) notFound();
  return <AgreementPrivacy />;
}
