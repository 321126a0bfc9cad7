import type { Metadata } from 'next';
import PageGuide from '@/components/ui/PageGuide';
import { PAGE_GUIDE_MSG as G } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** The methods' comparison pages that take their subject in the query (components/methods-compare/pages.tsx). */
export type MethodsGuideKind = 'contrast' | 'comparison' | 'summary' | 'product' | 'related';

/** A guide page is not indexed; its links are followed. */
export const methodsGuideMetadata = (kind: MethodsGuideKind): Metadata => ({ title: G[kind].title, robots: { index: false, follow: true } });

/** The page opened without its subject: what it shows, and the library (or the product centre) to pick one from. */
export function MethodsGuide({ kind }: { kind: MethodsGuideKind }) {
  const library = [
    { label: G.methods, href: routes.methods },
    { label: G.allMethods, href: routes.allMethods() },
  ];
  const links = kind === 'product' ? [{ label: G.productCenter, href: routes.productCenter }, library[0]] : library;
  return <PageGuide title={G[kind].title} text={G[kind].text} links={links} />;
}
