import type { Metadata } from 'next';
import { pageMetadata } from '@/components/catalogue/seo';
import ServicePage from '@/components/company/ServicePage';
import { PREPARATIVE_SERVICE } from '@/lib/company/content';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request, never at `next build` (the shop's header reads the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.preparativeTitle, description: M.preparativeDescription, path: routes.preparativeSeparation });

/** /preparativeSeparation (the nav's 制备分离, docs/spec-notes.md §2): the service and its inquiry form (kind preparative). */
export default function PreparativeSeparationPage() {
  return <ServicePage kind="preparative" title={M.preparativeTitle} description={M.preparativeDescription} path={routes.preparativeSeparation} content={PREPARATIVE_SERVICE} />;
}
