import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import CartShell, { cartMetadata } from '@/components/cart/CartShell';
import type { ShellName } from '@/lib/http/cachedShell';
import { routes } from '@/lib/routes';
import AgreementPrivacy, { agreementMetadata } from '../../agreementPrivacy/AgreementPrivacy';
import HomePage from '../../_home/HomePage';

/**
 * The cached form of the home page, the cart and the agreement (lib/http/cachedShell.ts): rendered on the first
 * request, then served from the page cache and re-rendered at most every 5 minutes or when a tag it read is
 * revalidated; nothing is rendered at `next build`. Any other name is the 404 page, so the cache holds three entries.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

const PAGES: Record<ShellName, { metadata: Metadata; render: () => ReactNode }> = {
  home: { metadata: { alternates: { canonical: routes.home } }, render: () => <HomePage /> },
  cart: { metadata: cartMetadata, render: () => <CartShell /> },
  agreement: { metadata: { ...agreementMetadata, alternates: { canonical: routes.agreementPrivacy } }, render: () => <AgreementPrivacy /> },
};

type Props = { params: Promise<{ page: string }> };

const pageOf = (name: string) => (Object.hasOwn(PAGES, name) ? PAGES[name as ShellName] : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageOf((await params).page);
  if (!page) notFound();
  return page.metadata;
}

export default async function ShellPage({ params }: Props) {
  const page = pageOf((await params).page);
  if (!page) notFound();
  return page.render();
}
